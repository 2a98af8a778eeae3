import Papa from 'papaparse';
import { useLoaderData, useRevalidator, type LoaderFunctionArgs } from 'react-router-dom';
import { formatMoney } from '@ds/lib/money';
import { showToast } from '@ds/primitives/Toast/toast-queue';
import { mayOpenConsole } from '@app/admin/console-access';
import { downloadTextFile } from '@app/admin/download';
import { capitalize, reasonOf } from '@app/admin/format';
import { ordersCsvFileName } from '@domain/orders-csv';
import { readPageParams } from '@app/records/page-params';
import {
  exportOrdersCsv,
  listOrders,
  refundOrder,
  refundOrderLines,
  updateOrderStatus,
} from '@app/data/orders';
import { readOrderFilters, type OrderFilters } from './order-filters';
import { AdminOrdersScreen } from './AdminOrdersScreen';
import { countOf } from '@ds/lib/count';
import { useStoreName } from '@app/layout/store-name';

/** The server's filters of the URL's search, chips and payment panel. */
const serverFilters = (filters: OrderFilters) => ({
  q: filters.query.trim(),
  status: filters.status,
  payment: filters.payments,
});

/**
 * Nothing for a visitor the guard turns away (see mayOpenConsole): orders are the admin's. The
 * server pages and filters them: every change of the URL's search, filters or page loads again.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  if (!(await mayOpenConsole(request))) return null;
  const params = new URL(request.url).searchParams;
  return {
    page: await listOrders({
      ...serverFilters(readOrderFilters(params)),
      ...readPageParams(params),
    }),
  };
}

/** /admin/orders: the same order collection checkout writes to, newest first. */
/** The CSV's records, header aside (Papa quotes line breaks inside fields, so count records, not lines). */
const csvRowCount = (csv: string) => Math.max(0, Papa.parse(csv.trim()).data.length - 1);

export function Component() {
  const storeName = useStoreName();
  const data = useLoaderData<typeof loader>();
  const revalidator = useRevalidator();
  if (!data) return null;
  const { page } = data;
  return (
    <>
      <title>{`Order Management | ${storeName}`}</title>
      <AdminOrdersScreen
        orders={page.items}
        total={page.total}
        statusCounts={page.statusCounts}
        onExport={async (filters) => {
          const fileName = ordersCsvFileName(new Date());
          try {
            const csv = await exportOrdersCsv(serverFilters(filters));
            downloadTextFile(fileName, csv);
            showToast({
              title: 'Orders exported',
              description: `${countOf(csvRowCount(csv), 'order')} in ${fileName}`,
              tone: 'success',
            });
          } catch (failure) {
            showToast({
              title: 'Orders not exported',
              description: reasonOf(failure),
              tone: 'error',
            });
          }
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
