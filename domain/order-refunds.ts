import { z } from 'zod';
import { taxFor } from './cart-math';
import { isCatalogueLine } from './gift-card-line';
import type { Order, OrderLine } from './types';

/**
 * Refunds of an order: whole (the money-back guarantee, a cancel) or per line (some units of
 * some lines came back). Line refunds give back what those units cost after the member
 * discount, with their tax; shipping comes back only with the whole order's refund.
 */

export interface RefundedLine {
  productId: string;
  size: string;
  name: string;
  quantity: number;
}

export interface OrderRefund {
  id: string;
  createdAt: string;
  /** `lines`: some units; `order`: what was left of the order (refund or cancel). */
  kind: 'lines' | 'order';
  amountCents: number;
  /** Back on the card that paid, and back on the gift card that paid; they add up to the amount. */
  cardCents: number;
  giftCardCents: number;
  /** The units refunded (a whole-order refund lists what was still unrefunded). */
  lines: RefundedLine[];
}

const lineKey = (line: { productId: string; size: string }) =>
  `${line.productId}\u0000${line.size}`;

/** Units of each line already refunded, by product and size. */
function refundedUnits(refunds: readonly OrderRefund[]): Map<string, number> {
  const units = new Map<string, number>();
  for (const refund of refunds) {
    for (const line of refund.lines) {
      units.set(lineKey(line), (units.get(lineKey(line)) ?? 0) + line.quantity);
    }
  }
  return units;
}

/** A catalogue line and how many of its units may still be refunded. */
export interface RefundableLine extends OrderLine {
  remaining: number;
}

/** The order's catalogue lines with their units not yet refunded (gift cards go with the order). */
export function refundableLines(order: Pick<Order, 'items' | 'refunds'>): RefundableLine[] {
  const units = refundedUnits(order.refunds ?? []);
  return order.items
    .filter((line) => isCatalogueLine(line.productId))
    .map((line) => ({ ...line, remaining: line.quantity - (units.get(lineKey(line)) ?? 0) }));
}

type Sums = Pick<
  Order,
  'items' | 'subtotalCents' | 'discountCents' | 'taxCents' | 'shippingCents' | 'totalCents'
>;

/**
 * What a set of units cost: their goods less their share of the member discount, plus the tax
 * on that. All the order's goods cost exactly the total less shipping and the gift cards it
 * bought, so refunds priced as differences of this never add up to more than was paid.
 */
function unitsValueCents(order: Sums, units: Map<string, number>): number {
  const catalogue = order.items.filter((line) => isCatalogueLine(line.productId));
  const allGoods = catalogue.reduce((sum, line) => sum + line.priceCents * line.quantity, 0);
  const goods = catalogue.reduce(
    (sum, line) => sum + line.priceCents * Math.min(units.get(lineKey(line)) ?? 0, line.quantity),
    0,
  );
  if (goods === 0) return 0;
  if (goods === allGoods) return allGoods - order.discountCents + order.taxCents;
  const discount = Math.floor((2 * goods * order.discountCents + allGoods) / (2 * allGoods));
  return goods - discount + taxFor(goods - discount);
}

/** What refunding `lines` of `order` gives back now, in cents, after the refunds it already had. */
export function lineRefundCents(
  order: Sums & Pick<Order, 'refunds'>,
  lines: readonly { productId: string; size: string; quantity: number }[],
): number {
  const before = refundedUnits(order.refunds ?? []);
  const after = new Map(before);
  for (const line of lines)
    after.set(lineKey(line), (after.get(lineKey(line)) ?? 0) + line.quantity);
  return unitsValueCents(order, after) - unitsValueCents(order, before);
}

/** Everything refunded so far, split as it went back. */
export function refundedSoFar(order: Pick<Order, 'refunds'>) {
  const refunds = order.refunds ?? [];
  return {
    amountCents: refunds.reduce((sum, refund) => sum + refund.amountCents, 0),
    cardCents: refunds.reduce((sum, refund) => sum + refund.cardCents, 0),
    giftCardCents: refunds.reduce((sum, refund) => sum + refund.giftCardCents, 0),
  };
}

/**
 * Where `amountCents` goes back: to the card first, up to what the card paid and has not got
 * back; the rest to the gift card that paid.
 */
export function splitRefund(
  order: Pick<Order, 'totalCents' | 'giftCardCents' | 'refunds'>,
  amountCents: number,
): { cardCents: number; giftCardCents: number } {
  const cardLeft = order.totalCents - order.giftCardCents - refundedSoFar(order).cardCents;
  const cardCents = Math.min(amountCents, Math.max(cardLeft, 0));
  return { cardCents, giftCardCents: amountCents - cardCents };
}

const refundQuantity = z
  .number({ error: 'Quantity must be a whole number' })
  .int('Quantity must be a whole number')
  .min(1, 'Quantity must be at least 1')
  .max(1000, 'Quantity can be at most 1000');

/** POST /api/orders/:id/refunds: the units to refund, at most one entry per line. */
export const lineRefundRequestSchema = z.object({
  lines: z
    .array(
      z.object({
        productId: z.string().trim().min(1, 'Product is required').max(200),
        size: z.string().trim().min(1, 'Size is required').max(200),
        quantity: refundQuantity,
      }),
      { error: 'Choose the lines to refund' },
    )
    .min(1, 'Choose at least one unit to refund')
    .max(100, 'An order has at most 100 lines')
    .refine(
      (lines) => new Set(lines.map(lineKey)).size === lines.length,
      'Each line may appear once',
    ),
});

export type LineRefundRequest = z.output<typeof lineRefundRequestSchema>;

export const orderRefundSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  kind: z.enum(['lines', 'order']),
  amountCents: z.number().int().nonnegative(),
  cardCents: z.number().int().nonnegative(),
  giftCardCents: z.number().int().nonnegative(),
  lines: z.array(
    z.object({
      productId: z.string(),
      size: z.string(),
      name: z.string(),
      quantity: z.number().int().positive(),
    }),
  ),
});
