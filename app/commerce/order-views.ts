import type { Order } from '../../domain/types';
import { formatDate } from './dates';

import { orderItemCount } from '../../domain/orders-csv';
import { paths } from '../../domain/paths';

export { orderItemCount };

/** Several lists of orders as one: each order once (by id), newest first. */
export function mergeNewestFirst(...lists: readonly (readonly Order[])[]): Order[] {
  const byId = new Map<string, Order>();
  for (const list of lists)
    for (const order of list) if (!byId.has(order.id)) byId.set(order.id, order);
  return [...byId.values()].sort(
    (a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id),
  );
}

/** What an OrderCard shows for an order. */
export interface OrderCardView {
  orderId: string;
  status: Order['status'];
  date: string;
  dateTime: string;
  itemCount: number;
  totalCents: number;
  image?: string;
  invoiceHref: string;
}

export function toOrderCardView(order: Order, key?: string): OrderCardView {
  const view: OrderCardView = {
    orderId: order.id,
    status: order.status,
    date: formatDate(order.createdAt),
    dateTime: order.createdAt,
    itemCount: orderItemCount(order),
    totalCents: order.totalCents,
    invoiceHref: paths.invoice(order.id, key),
  };
  const image = order.items[0]?.image;
  if (image) view.image = image;
  return view;
}
