import { useLoaderData } from 'react-router-dom';
import { brand } from '../../../../fixtures/brand';
import { skipFilterOnlyChanges } from '../../../admin/revalidate';
import { listSecurityEvents } from '../../../data/admin-settings';
import { getAdminTiles } from '../../../data/content';
import { listOrders } from '../../../data/orders';
import { AdminConsoleScreen } from './AdminConsoleScreen';
import { recentActivity } from './console-view';

/** Filters live in the URL; changing them needs no reload of the data. */
export const shouldRevalidate = skipFilterOnlyChanges;

export async function loader() {
  const [tiles, events, orders] = await Promise.all([
    getAdminTiles(),
    listSecurityEvents(),
    listOrders(),
  ]);
  return { tiles, activity: recentActivity(events, orders) };
}

export function Component() {
  const { tiles, activity } = useLoaderData<typeof loader>();
  return (
    <>
      <title>{`Admin Console | ${brand.name}`}</title>
      <AdminConsoleScreen tiles={tiles} activity={activity} />
    </>
  );
}
