import { and, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { OrderFiltersQuery } from '../../domain/order-schemas';
import { likePattern } from './like-pattern';
import type { Order } from '../../domain/types';
import type { Tx } from '../db/client';
import { orders } from '../db/schema';
import { NotFound } from '../errors';
import type { StoredRefund } from './order-refunds';

/** An order as the database keeps it. */
export type OrderRow = typeof orders.$inferSelect;

/** One answer for "no such order" and "not yours": nothing hints that the order exists. */
export const orderNotFound = () => new NotFound('Order not found');

export function toOrder(row: OrderRow): Order {
  const order: Order = {
    id: row.id,
    customerName: row.customerName,
    email: row.email,
    createdAt: row.createdAt.toISOString(),
    status: row.status,
    paymentStatus: row.paymentStatus,
    items: row.items,
    subtotalCents: row.subtotalCents,
    discountCents: row.discountCents,
    shippingCents: row.shippingCents,
    taxCents: row.taxCents,
    totalCents: row.totalCents,
    giftCardCents: row.giftCardCents,
    billingAddress: row.billingAddress,
    shippingAddress: row.shippingAddress,
    paymentMethod: { brand: row.cardBrand, last4: row.cardLast4 },
    shippingMethod: { id: row.shippingMethodId, name: row.shippingMethodName },
    payment: { provider: row.paymentProvider, test: row.paymentTest },
    // The request keys and the provider's refund ids stay in the database.
    refunds: row.refunds.map(
      ({ key: _key, providerRefundId: _id, ...refund }: StoredRefund) => refund,
    ),
  };
  if (row.accountSub) order.accountId = row.accountSub;
  if (row.carrier && row.trackingNumber) {
    order.shipment = { carrier: row.carrier, trackingNumber: row.trackingNumber };
  }
  if (row.disputedAt) {
    order.dispute = { reason: row.disputeReason ?? 'general', at: row.disputedAt.toISOString() };
  }
  return order;
}

/** The order, locked for the rest of the transaction (a change, a refund). */
export async function lockedOrder(tx: Tx, id: string): Promise<OrderRow> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
  if (!row) throw orderNotFound();
  return row;
}

/** The console's order filters as SQL: text in the id, name or e-mail; one status; payment statuses. */
export function orderFilters({ q, status, payment }: OrderFiltersQuery): SQL | undefined {
  const conditions: SQL[] = [];
  if (status) conditions.push(eq(orders.status, status));
  if (payment?.length) conditions.push(inArray(orders.paymentStatus, payment));
  const text = q?.trim();
  if (text) {
    const pattern = likePattern(text);
    conditions.push(
      or(
        ilike(orders.id, pattern),
        ilike(orders.customerName, pattern),
        ilike(orders.email, pattern),
      )!,
    );
  }
  return and(...conditions);
}
