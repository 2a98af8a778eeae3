import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { moneyBackGuaranteeDays } from '../../domain/constants';
import {
  lineRefundCents,
  refundableLines,
  refundedSoFar,
  splitRefund,
  type LineRefundRequest,
  type OrderRefund,
  type RefundedLine,
} from '../../domain/order-refunds';
import { writers } from '../../domain/permissions';
import type { Order } from '../../domain/types';
import { authorize, type Caller } from '../caller';
import type { Db, Tx } from '../db/client';
import { orders } from '../db/schema';
import { Conflict, Invalid } from '../errors';
import type { PaymentProvider } from '../payments/provider';
import { refundToGiftCard, voidBoughtGiftCards } from './gift-cards';
import { lockedOrder, toOrder, type OrderRow } from './order-rows';

/**
 * A refund as stored: the request's key and the provider's refund id (Stripe: `re_…`, for
 * matching its dashboard and webhooks) stay in the database, never in an answer.
 */
export type StoredRefund = OrderRefund & { key?: string; providerRefundId?: string };

/** A refund as an answer or an e-mail shows it: without the request's key and the provider's id. */
export function publicRefund({
  key: _key,
  providerRefundId: _id,
  ...refund
}: StoredRefund): OrderRefund {
  return refund;
}

/** What runs in a refund's transaction once it is stored. */
export type RefundedHook = (tx: Tx, order: Order, refund: OrderRefund) => Promise<void>;

const dayMs = 24 * 60 * 60 * 1000;

/** Refunds are the money-back guarantee's: a delivered, paid order within 30 days of delivery. */
function assertRefundable(row: OrderRow, now: Date) {
  if (row.paymentStatus === 'refunded') throw new Conflict('This order is already refunded.');
  if (row.status !== 'delivered') {
    throw new Conflict(
      'Only delivered orders are refunded here; cancel an order that has not shipped.',
    );
  }
  const deliveredAt = row.deliveredAt ?? row.updatedAt;
  if (now.getTime() - deliveredAt.getTime() > moneyBackGuaranteeDays * dayMs) {
    throw new Conflict(
      `The ${moneyBackGuaranteeDays}-day money-back guarantee has ended for this order.`,
    );
  }
}

/**
 * Sends `cardCents` back to the card and `giftCardCents` to the gift card that paid; answers
 * the provider's refund id, when the card got something back.
 */
async function giveBack(
  tx: Tx,
  provider: PaymentProvider,
  row: OrderRow,
  split: { cardCents: number; giftCardCents: number },
  now: Date,
): Promise<{ providerRefundId?: string }> {
  if (split.giftCardCents > 0) {
    await refundToGiftCard(tx, { ...row, giftCardCents: split.giftCardCents }, now);
  }
  if (!row.chargeId || split.cardCents === 0) return {};
  const made = await provider.refund(row.chargeId, split.cardCents);
  return made ? { providerRefundId: made.refundId } : {};
}

/**
 * Refunds what is left of a paid order (all of it, or what line refunds left: the rest of the
 * goods, the shipping and any gift cards it bought, which are voided). Returns the refund to
 * record; the caller sets the order refunded in the same transaction.
 */
export async function refundRemainder(
  tx: Tx,
  provider: PaymentProvider,
  row: OrderRow,
  now: Date,
): Promise<StoredRefund> {
  await voidBoughtGiftCards(tx, row.id, now);
  const order = { ...row, refunds: row.refunds };
  const amountCents = row.totalCents - refundedSoFar(order).amountCents;
  const split = splitRefund(order, amountCents);
  const made = await giveBack(tx, provider, row, split, now);
  const lines: RefundedLine[] = refundableLines(order)
    .filter((line) => line.remaining > 0)
    .map(({ productId, size, name, remaining }) => ({
      productId,
      size,
      name,
      quantity: remaining,
    }));
  return {
    id: randomUUID(),
    createdAt: now.toISOString(),
    kind: 'order',
    amountCents,
    ...split,
    lines,
    ...made,
  };
}

/** The 30-day money-back guarantee: what is left of a delivered order, within 30 days of delivery. */
export async function refundOrder(
  db: Db,
  provider: PaymentProvider,
  caller: Caller | null,
  id: string,
  now = new Date(),
  /** Runs in the refund's transaction (its e-mail, into the outbox). */
  refunded?: RefundedHook,
): Promise<Order> {
  authorize(caller, writers.orders);
  return db.transaction(async (tx) => {
    const row = await lockedOrder(tx, id);
    assertRefundable(row, now);
    const refund = await refundRemainder(tx, provider, row, now);
    const [updated] = await tx
      .update(orders)
      .set({ paymentStatus: 'refunded', refunds: [...row.refunds, refund], updatedAt: now })
      .where(eq(orders.id, id))
      .returning();
    const order = toOrder(updated!);
    await refunded?.(tx, order, publicRefund(refund));
    return order;
  });
}

/**
 * Refunds some units of some lines (they came back): what they cost after the member discount,
 * with their tax, to the card first. The order row is locked, so two refunds at once never give
 * back a unit twice; the same Idempotency-Key answers with the order as that refund left it.
 */
export async function refundOrderLines(
  db: Db,
  provider: PaymentProvider,
  caller: Caller | null,
  id: string,
  request: LineRefundRequest,
  key?: string,
  now = new Date(),
  /** Runs in the refund's transaction (its e-mail, into the outbox); not for a replayed key. */
  refunded?: RefundedHook,
): Promise<Order> {
  authorize(caller, writers.orders);
  return db.transaction(async (tx) => {
    const row = await lockedOrder(tx, id);
    if (key && row.refunds.some((refund: StoredRefund) => refund.key === key)) return toOrder(row);
    assertRefundable(row, now);
    const refundable = refundableLines(row);
    const fields: Record<string, string> = {};
    const lines: RefundedLine[] = [];
    request.lines.forEach((wanted, index) => {
      const line = refundable.find(
        (l) => l.productId === wanted.productId && l.size === wanted.size,
      );
      if (!line)
        fields[`lines.${index}`] =
          `${wanted.productId} (${wanted.size}) is not a line of this order`;
      else if (wanted.quantity > line.remaining) {
        fields[`lines.${index}`] =
          line.remaining === 0
            ? `${line.name} (${line.size}) is already refunded`
            : `Only ${line.remaining} of ${line.name} (${line.size}) can still be refunded`;
      } else
        lines.push({
          productId: line.productId,
          size: line.size,
          name: line.name,
          quantity: wanted.quantity,
        });
    });
    if (Object.keys(fields).length > 0) throw new Invalid(fields, Object.values(fields)[0]);
    const amountCents = lineRefundCents(row, lines);
    const split = splitRefund(row, amountCents);
    const made = await giveBack(tx, provider, row, split, now);
    const refund: StoredRefund = {
      id: randomUUID(),
      createdAt: now.toISOString(),
      kind: 'lines',
      amountCents,
      ...split,
      lines,
      ...made,
      ...(key ? { key } : {}),
    };
    const refunds = [...row.refunds, refund];
    const left = row.totalCents - refundedSoFar({ refunds }).amountCents;
    const [updated] = await tx
      .update(orders)
      .set({
        refunds,
        ...(left === 0 ? { paymentStatus: 'refunded' as const } : {}),
        updatedAt: now,
      })
      .where(eq(orders.id, id))
      .returning();
    const order = toOrder(updated!);
    await refunded?.(tx, order, publicRefund(refund));
    return order;
  });
}
