import { Download } from 'lucide-react';
import { useState } from 'react';
import { AdminRecordCell } from '@ds/patterns/AdminRecordCell/AdminRecordCell';
import { AdminToolbar } from '@ds/patterns/AdminToolbar/AdminToolbar';
import { Alert } from '@ds/primitives/Alert/Alert';
import { Badge, StatusBadge } from '@ds/primitives/Badge/Badge';
import { orderStatusTones, paymentStatusTones } from '@ds/primitives/Badge/tones';
import { Button } from '@ds/primitives/Button/Button';
import { allFilterId, FilterChips } from '@ds/primitives/FilterChips/FilterChips';
import { Stack } from '@ds/primitives/Stack/Stack';
import {
  Cell,
  Column,
  Row,
  Table,
  TableBody,
  TableContainer,
  TableHeader,
} from '@ds/primitives/Table/Table';
import { Text } from '@ds/primitives/Text/Text';
import { formatMoney } from '@ds/lib/money';
import type { Order, OrderStatus, PaymentStatus } from '@domain/types';
import { AdminListLayout } from '@app/admin/AdminListLayout';
import { capitalize, disputeReasonText, formatDateTime, reasonOf } from '@app/admin/format';
import { ListPager } from '@app/records/ListPager';
import { pageCountLine } from '@app/records/page-params';
import { useUrlPage } from '@app/records/use-url-page';
import { asOptions } from '@app/records/list-filters';
import { TableEmptyState } from '@app/records/TableEmptyState';
import { useUrlFilters } from '@app/records/use-url-filters';
import { orderItemCount } from '@app/commerce/order-views';
import {
  filterOrders,
  hasOrderFilters,
  noOrderFilters,
  orderStatuses,
  paymentStatuses,
  readOrderFilters,
  statusCounts,
  writeOrderFilters,
  type OrderFilters,
} from './order-filters';
import { OrderRowActions } from './OrderRowActions';
import { RefundOrderDialog } from './RefundOrderDialog';
import { CancelOrderDialog } from './CancelOrderDialog';
import { RefundLinesDialog } from './RefundLinesDialog';
import { ShipOrderDialog } from './ShipOrderDialog';
import type { Shipment } from '@domain/shipment';
import type { LineRefundRequest } from '@domain/order-refunds';
import { countOf } from '@ds/lib/count';

export interface AdminOrdersScreenProps {
  /**
   * The page of orders the server sent for the URL's filters and page, newest first. The screen
   * applies the same filters to them, so a chip pressed narrows the rows at once while the next
   * page loads.
   */
  orders: Order[];
  /** Every order the filters let through, on all pages (default: the orders given). */
  total?: number;
  /** Each status chip's count under the search and payment filter (default: counted from `orders`). */
  statusCounts?: Record<OrderStatus | 'all', number>;
  /** Export Orders: receives the filters; the export holds every order they let through (all pages). */
  onExport: (filters: OrderFilters) => void;
  /**
   * Changes one order's status (Shipped with its carrier and tracking number, when entered; the
   * same status with a shipment corrects the tracking); rejects with the reason when it cannot.
   */
  onUpdateStatus: (order: Order, status: OrderStatus, shipment?: Shipment) => Promise<unknown>;
  /** Refunds a delivered order in full; rejects with the reason when it cannot. */
  onRefund: (orderId: string) => Promise<unknown>;
  /** Refunds some units of a delivered order; rejects with the reason when it cannot. */
  onRefundLines: (orderId: string, request: LineRefundRequest, key: string) => Promise<unknown>;
}

/** Why a row's action failed, shown above the table. */
interface RowActionError {
  title: string;
  message: string;
}

/**
 * /admin/orders: every order, to follow up, change its status, refund or export; filters are kept
 * in the URL.
 */
export function AdminOrdersScreen({
  orders,
  total,
  statusCounts: serverCounts,
  onExport,
  onUpdateStatus,
  onRefund,
  onRefundLines,
}: AdminOrdersScreenProps) {
  const { filters, update, isFiltered, clear, toolbarProps } = useUrlFilters({
    read: readOrderFilters,
    write: writeOrderFilters,
    none: noOrderFilters,
    isFiltered: hasOrderFilters,
    hasPanelFilters: (current) => current.payments.length > 0,
  });
  const { paging, goTo } = useUrlPage();
  const shown = filterOrders(orders, filters);
  const counts = serverCounts ?? statusCounts(orders, filters);
  const filteredTotal = total ?? shown.length;
  const [rowError, setRowError] = useState<RowActionError | null>(null);
  const [refunding, setRefunding] = useState<Order | null>(null);
  const [isRefundOpen, setRefundOpen] = useState(false);
  const [cancelling, setCancelling] = useState<Order | null>(null);
  const [refundingLines, setRefundingLines] = useState<Order | null>(null);
  const [isCancelOpen, setCancelOpen] = useState(false);
  const [shipping, setShipping] = useState<{ order: Order; mode: 'ship' | 'edit' } | null>(null);

  async function changeStatus(order: Order, status: OrderStatus) {
    setRowError(null);
    try {
      await onUpdateStatus(order, status);
    } catch (failure) {
      setRowError({
        title: 'Status not changed',
        message: `${order.id} is still ${order.status}: ${reasonOf(failure)}`,
      });
    }
  }

  /** A refusal closes the dialog and shows in the same alert as a failed status change. */
  async function refund(order: Order) {
    setRowError(null);
    try {
      await onRefund(order.id);
    } catch (failure) {
      setRowError({
        title: 'Refund not made',
        message: `${order.id} is not refunded: ${reasonOf(failure)}`,
      });
    }
  }

  return (
    <>
      <AdminListLayout
        title="Order Management"
        description="Every order from the shop, newest first."
        actions={
          <Button
            variant="outline"
            onPress={() => onExport(filters)}
            isDisabled={filteredTotal === 0}
          >
            <Download aria-hidden="true" />
            Export Orders
          </Button>
        }
        toolbar={
          <AdminToolbar
            searchLabel="Search orders"
            searchPlaceholder="Search by order ID or customer..."
            {...toolbarProps}
            chips={
              <FilterChips
                aria-label="Order status"
                selectionMode="single"
                includeAll
                allLabel="All"
                options={orderStatuses.map((status) => ({
                  id: status,
                  label: capitalize(status),
                  count: counts[status],
                }))}
                selectedKeys={[filters.status ?? allFilterId]}
                onSelectionChange={(keys) => {
                  const [key] = [...keys];
                  update({
                    status: key === undefined || key === allFilterId ? null : (key as OrderStatus),
                  });
                }}
              />
            }
            filters={
              <FilterChips
                label="Payment status"
                includeAll
                options={asOptions(paymentStatuses, capitalize)}
                selectedKeys={filters.payments}
                onSelectionChange={(keys) =>
                  update({ payments: [...keys].map(String) as PaymentStatus[] })
                }
              />
            }
          />
        }
        count={pageCountLine(paging, filteredTotal, shown.length, 'order')}
      >
        {rowError ? (
          <Alert tone="danger" title={rowError.title} onDismiss={() => setRowError(null)}>
            {rowError.message}
          </Alert>
        ) : null}
        {/* Cell text stays on one line (`truncate` on a span cuts nothing): on a phone the
            table scrolls sideways instead of breaking dates and totals over several lines. */}
        <TableContainer label="Orders table">
          <Table aria-label="Orders">
            <TableHeader>
              <Column id="order" isRowHeader>
                Order ID
              </Column>
              <Column id="customer">Customer</Column>
              <Column id="date">Date</Column>
              <Column id="status">Status</Column>
              <Column id="payment">Payment</Column>
              <Column id="total" align="end">
                Total
              </Column>
              <Column id="actions" align="end">
                Actions
              </Column>
            </TableHeader>
            <TableBody
              items={shown}
              renderEmptyState={() => (
                <TableEmptyState
                  title="No orders found"
                  description={
                    isFiltered
                      ? 'No order matches this search and these filters.'
                      : 'Orders placed in the shop appear here.'
                  }
                  onClearFilters={isFiltered ? clear : undefined}
                />
              )}
            >
              {(order) => (
                <Row id={order.id}>
                  <Cell textValue={order.id}>
                    <AdminRecordCell
                      title={order.id}
                      details={[countOf(orderItemCount(order), 'item')]}
                    />
                  </Cell>
                  <Cell textValue={order.customerName}>
                    <Stack gap="none">
                      <Text as="span" truncate size="sm" weight="medium">
                        {order.customerName}
                      </Text>
                      <Text as="span" truncate size="xs" tone="muted">
                        {order.email}
                      </Text>
                    </Stack>
                  </Cell>
                  <Cell>
                    <Text as="span" truncate size="sm">
                      <time dateTime={order.createdAt}>{formatDateTime(order.createdAt)}</time>
                    </Text>
                  </Cell>
                  <Cell>
                    <StatusBadge tones={orderStatusTones} value={order.status} />
                  </Cell>
                  <Cell>
                    <Stack gap="xs" align="start">
                      <StatusBadge tones={paymentStatusTones} value={order.paymentStatus} />
                      {order.dispute ? (
                        <Badge tone="danger">{`Disputed: ${disputeReasonText(order.dispute.reason)}`}</Badge>
                      ) : null}
                      {order.payment?.test ? (
                        <Text as="span" size="sm" tone="muted">
                          Test payment
                        </Text>
                      ) : null}
                    </Stack>
                  </Cell>
                  <Cell align="end">
                    <Text as="span" truncate size="sm" weight="semibold" numeric>
                      {formatMoney(order.totalCents)}
                    </Text>
                  </Cell>
                  <Cell align="end">
                    <OrderRowActions
                      order={order}
                      onChangeStatus={(status) => {
                        // Cancelling restocks and refunds: it asks first, saying how much.
                        if (status === 'cancelled') {
                          setCancelling(order);
                          setCancelOpen(true);
                        } else if (status === 'shipped') {
                          // Shipping asks for the carrier and tracking number the e-mail gives.
                          setShipping({ order, mode: 'ship' });
                        } else void changeStatus(order, status);
                      }}
                      onAskTracking={() => setShipping({ order, mode: 'edit' })}
                      onAskRefund={() => {
                        setRefunding(order);
                        setRefundOpen(true);
                      }}
                      onAskRefundLines={() => setRefundingLines(order)}
                    />
                  </Cell>
                </Row>
              )}
            </TableBody>
          </Table>
        </TableContainer>
        <ListPager paging={paging} total={filteredTotal} label="Orders pages" onPageChange={goTo} />
      </AdminListLayout>
      <RefundOrderDialog
        order={refunding}
        isOpen={isRefundOpen}
        onOpenChange={setRefundOpen}
        onConfirm={() => (refunding ? refund(refunding) : undefined)}
      />
      {refundingLines ? (
        <RefundLinesDialog
          order={refundingLines}
          onRefund={(request, key) => onRefundLines(refundingLines.id, request, key)}
          onClose={() => setRefundingLines(null)}
        />
      ) : null}
      {shipping ? (
        <ShipOrderDialog
          order={shipping.order}
          mode={shipping.mode}
          onSave={(shipment) =>
            onUpdateStatus(
              shipping.order,
              shipping.mode === 'ship' ? 'shipped' : shipping.order.status,
              shipment,
            )
          }
          onClose={() => setShipping(null)}
        />
      ) : null}
      <CancelOrderDialog
        order={cancelling}
        isOpen={isCancelOpen}
        onOpenChange={setCancelOpen}
        onConfirm={() => (cancelling ? changeStatus(cancelling, 'cancelled') : undefined)}
      />
    </>
  );
}
