import { useLoaderData, useRevalidator, type LoaderFunctionArgs } from 'react-router-dom';
import { mayOpenConsole } from '@app/admin/console-access';
import { useStoreName } from '@app/layout/store-name';
import { skipFilterOnlyChanges } from '@app/records/revalidate';
import { changeClubMember, listClubMembers } from '@app/data/club-members';
import { getClubContent } from '@app/data/content';
import { AdminClubMembersScreen } from './AdminClubMembersScreen';

/** Tier, status and search live in the URL; changing them needs no reload of the data. */
export const shouldRevalidate = skipFilterOnlyChanges;

/** Nothing for a visitor the guard turns away (see mayOpenConsole): the members are the admin's. */
export async function loader({ request }: LoaderFunctionArgs) {
  if (!(await mayOpenConsole(request))) return null;
  const [list, club] = await Promise.all([listClubMembers(), getClubContent()]);
  return { ...list, tiers: club.tiers.map(({ id, name }) => ({ id, name })) };
}

/** /admin/club-members: the Smokehouse Club's members, to pause, resume or cancel at renewal. */
export function Component() {
  const storeName = useStoreName();
  const data = useLoaderData<typeof loader>();
  const revalidator = useRevalidator();
  if (!data) return null;
  return (
    <>
      <title>{`Club Members | ${storeName}`}</title>
      <AdminClubMembersScreen
        members={data.members}
        totals={data.totals}
        tiers={data.tiers}
        onChange={async (member, action) => {
          await changeClubMember(member, action);
          await revalidator.revalidate();
        }}
      />
    </>
  );
}
