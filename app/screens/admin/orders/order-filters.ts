import type { Order, OrderStatus, PaymentStatus } from '@domain/types';
import { matchesQuery } from '@app/admin/format';
import { appendList, matchesChoice, readList } from '@app/records/list-filters';

/** The status chips after 'All' (confirmed too: orders placed in the shop start confirmed). */
import { orderStatuses, paymentStatuses } from '@domain/order-schemas';

export { orderStatuses, paymentStatuses };

export interface OrderFilters {
  /** Matches the order id, the customer's name or e-mail, case-insensitively. */
  query: string;
  /** One status, or null for all. */
  status: OrderStatus | null;
  /** Empty means every payment status. */
  payments: PaymentStatus[];
}

export const noOrderFilters: OrderFilters = { query: '', status: null, payments: [] };

const isStatus = (value: string | null): value is OrderStatus =>
  orderStatuses.includes(value as OrderStatus);

/** ?q=mitchell&status=pending&payment=paid; unknown values are ignored. */
export function readOrderFilters(params: URLSearchParams): OrderFilters {
  const status = params.get('status');
  return {
    query: params.get('q') ?? '',
    status: isStatus(status) ? status : null,
    payments: readList(params, 'payment', paymentStatuses),
  };
}

export function writeOrderFilters(filters: OrderFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.query) params.set('q', filters.query);
  if (filters.status) params.set('status', filters.status);
  appendList(params, 'payment', filters.payments);
  return params;
}

export const hasOrderFilters = (filters: OrderFilters) =>
  filters.query.trim() !== '' || filters.status !== null || filters.payments.length > 0;

const matchesSearchAndPayment = (order: Order, filters: OrderFilters) =>
  matchesQuery(filters.query, order.id, order.customerName, order.email) &&
  matchesChoice(filters.payments, order.paymentStatus);

/** The orders that pass the search, the status and the payment filter (AND), in list order. */
export function filterOrders(orders: readonly Order[], filters: OrderFilters): Order[] {
  return orders.filter(
    (order) =>
      matchesSearchAndPayment(order, filters) &&
      (filters.status === null || order.status === filters.status),
  );
}

/** How many orders each status chip would show, given the search and payment filter. */
export function statusCounts(
  orders: readonly Order[],
  filters: OrderFilters,
): Record<OrderStatus | 'all', number> {
  const counts = Object.fromEntries(
    ['all', ...orderStatuses].map((status) => [status, 0]),
  ) as Record<OrderStatus | 'all', number>;
  for (const order of orders) {
    if (!matchesSearchAndPayment(order, filters)) continue;
    counts.all += 1;
    counts[order.status] += 1;
  }
  return counts;
}
