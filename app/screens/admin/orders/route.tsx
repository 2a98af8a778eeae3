import { useLoaderData, useRevalidator, type LoaderFunctionArgs } from 'react-router-dom';
import { formatMoney } from '@ds/lib/money';
import { showToast } from '@ds/primitives/Toast/toast-queue';
import { mayOpenConsole } from '@app/admin/console-access';
import { downloadTextFile } from '@app/admin/download';
import { capitalize } from '@app/admin/format';
import { ordersCsv, ordersCsvFileName } from '@domain/orders-csv';
import { skipFilterOnlyChanges } from '@app/records/revalidate';
import { listOrders, refundOrder, refundOrderLines, updateOrderStatus } from '@app/data/orders';
import { AdminOrdersScreen } from './AdminOrdersScreen';
import { countOf } from '@ds/lib/count';
import { useStoreName } from '@app/layout/store-name';

/** Filters live in the URL; changing them needs no reload of the data. */
export const shouldRevalidate = skipFilterOnlyChanges;

/** Nothing for a visitor the guard turns away (see mayOpenConsole): orders are the admin's. */
export async function loader({ request }: LoaderFunctionArgs) {
  if (!(await mayOpenConsole(request))) return null;
  return { orders: await listOrders() };
}

/** /admin/orders: the same order collection checkout writes to, newest first. */
export function Component() {
  const storeName = useStoreName();
  const data = useLoaderData<typeof loader>();
  const revalidator = useRevalidator();
  if (!data) return null;
  const { orders } = data;
  return (
    <>
      <title>{`Order Management | ${storeName}`}</title>
      <AdminOrdersScreen
        orders={orders}
        onExport={(shown) => {
          const fileName = ordersCsvFileName(new Date());
          downloadTextFile(fileName, ordersCsv(shown));
          showToast({
            title: 'Orders exported',
            description: `${countOf(shown.length, 'order')} in ${fileName}`,
            tone: 'success',
          });
        }}
        onUpdateStatus={async (order, status, shipment) => {
          await updateOrderStatus(order.id, status, shipment);
          await revalidator.revalidate();
          showToast({
            title: status === order.status ? 'Tracking saved' : 'Order status updated',
            description:
              status === order.status
                ? `${order.id}: ${shipment?.carrier} ${shipment?.trackingNumber}`
                : `${order.id} is now ${capitalize(status)}`,
            tone: 'success',
          });
        }}
        onRefundLines={async (orderId, request, key) => {
          const refunded = await refundOrderLines(orderId, request, key);
          await revalidator.revalidate();
          const refund = refunded.refunds?.at(-1);
          showToast({
            title: 'Items refunded',
            description: `${orderId}: ${formatMoney(refund?.amountCents ?? 0)} back to the customer`,
            tone: 'success',
          });
        }}
        onRefund={async (orderId) => {
          const refunded = await refundOrder(orderId);
          await revalidator.revalidate();
          showToast({
            title: 'Order refunded',
            description: `${orderId}: ${formatMoney(refunded.totalCents)} back to the customer`,
            tone: 'success',
          });
        }}
      />
    </>
  );
}
