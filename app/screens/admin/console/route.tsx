import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { isMemberOfAny, readers } from '@domain/permissions';
import { authStore } from '@app/auth/auth-store';
import { mayOpenConsole } from '@app/admin/console-access';
import { skipFilterOnlyChanges } from '@app/records/revalidate';
import { listSecurityEvents } from '@app/data/admin-settings';
import { getAdminTiles } from '@app/data/content';
import { listOrders } from '@app/data/orders';
import { getPaymentsConfig } from '@app/data/payments-config';
import { paymentsModeOf } from '@domain/payments-config';
import { AdminConsoleScreen } from './AdminConsoleScreen';
import { activityLimits, recentActivity } from './console-view';
import { useStoreName } from '@app/layout/store-name';

/** Filters live in the URL; changing them needs no reload of the data. */
export const shouldRevalidate = skipFilterOnlyChanges;

/** Nothing for a visitor the guard turns away (see mayOpenConsole). */
export async function loader({ request }: LoaderFunctionArgs) {
  if (!(await mayOpenConsole(request))) return null;
  // Orders are the admin's alone; an editor's console shows the other activity.
  const groups = authStore.getState().account?.groups ?? [];
  const [tiles, events, orders, payments] = await Promise.all([
    getAdminTiles(),
    listSecurityEvents(),
    isMemberOfAny(groups, readers.orders)
      ? listOrders({ limit: activityLimits.orders }).then((page) => page.items)
      : [],
    getPaymentsConfig(),
  ]);
  return {
    tiles,
    activity: recentActivity(events, orders),
    payments: paymentsModeOf(payments),
  };
}

export function Component() {
  const storeName = useStoreName();
  const data = useLoaderData<typeof loader>();
  if (!data) return null;
  const { tiles, activity, payments } = data;
  return (
    <>
      <title>{`Admin Console | ${storeName}`}</title>
      <AdminConsoleScreen tiles={tiles} activity={activity} payments={payments} />
    </>
  );
}
