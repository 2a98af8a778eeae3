import { useLoaderData, useRevalidator, type LoaderFunctionArgs } from 'react-router-dom';
import { mayOpenConsole } from '@app/admin/console-access';
import { readPageParams } from '@app/records/page-params';
import { roleFilterOf } from '@app/admin/user-schema';
import { saveFailedMessage } from '@app/records/outcome';
import { storeToday } from '@app/commerce/dates';
import { ApiError } from '@app/data/api';
import { deleteUser, listUsers, saveUser, sendEmailToUsers, UserError } from '@app/data/users';
import { AdminUsersScreen } from './AdminUsersScreen';
import { useStoreName } from '@app/layout/store-name';

/**
 * One page of the user pool's accounts under the URL's search and role, for an admin; nothing
 * for a visitor the guard turns away. Every change of the search, role or page loads again.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  if (!(await mayOpenConsole(request))) return null;
  const params = new URL(request.url).searchParams;
  const role = roleFilterOf(params.get('role'));
  return {
    page: await listUsers({
      q: params.get('q')?.trim() ?? '',
      role: role === 'all' ? null : role,
      ...readPageParams(params),
    }),
  };
}

/** Today as 'YYYY-MM-DD' in the store's calendar: a new user's join date. */
const today = () => storeToday();

export function Component() {
  const storeName = useStoreName();
  const data = useLoaderData<typeof loader>();
  const revalidator = useRevalidator();
  if (!data) return null;

  return (
    <>
      <title>{`Users | ${storeName}`}</title>
      <AdminUsersScreen
        users={data.page.items}
        total={data.page.total}
        today={today()}
        onSaveUser={async (user) => {
          try {
            await saveUser(user);
            await revalidator.revalidate();
            return { ok: true };
          } catch (error) {
            if (error instanceof UserError)
              return error.field
                ? { ok: false, field: error.field, message: error.message }
                : { ok: false, message: error.message };
            console.error('Saving the user failed:', error);
            return { ok: false, message: saveFailedMessage };
          }
        }}
        onDeleteUser={async (user) => {
          try {
            await deleteUser(user.id);
          } catch (error) {
            if (error instanceof ApiError && error.status === 409) throw new Error(error.message);
            console.error('Deleting the user failed:', error);
            throw new Error(`${user.name} could not be deleted. Please try again.`);
          }
          await revalidator.revalidate();
        }}
        onEmailUsers={async ({ recipientIds, subject, message }) => {
          try {
            return await sendEmailToUsers(recipientIds, subject, message);
          } catch (error) {
            if (error instanceof UserError) throw error;
            console.error('Sending the e-mail failed:', error);
            throw new Error('The e-mail could not be sent. Please try again.');
          }
        }}
      />
    </>
  );
}
