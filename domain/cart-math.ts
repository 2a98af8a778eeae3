import { flatShippingCents, freeShippingThresholdCents, taxRate } from './constants';
import type { OrderSums } from './types';

/** Tax in basis points (8.75% = 875) so the arithmetic stays in integers. */
const taxBasisPoints = Math.round(taxRate * 10_000);

export interface PricedLine {
  priceCents: number;
  quantity: number;
  /**
   * False for gift cards and club memberships: no member discount, no tax, nothing to ship.
   * Catalogue goods by default.
   */
  goods?: boolean;
}

/**
 * An order's sums, always in this order: the member discount comes off the goods;
 * shipping is judged on the discounted goods; tax is on the discounted goods; a gift card pays
 * last, out of the total; the card pays what is left (`amountDueCents`).
 */
export interface CartTotals extends OrderSums {
  /** total − gift card: what the card is charged. */
  amountDueCents: number;
}

export interface SumsOptions {
  /**
   * The chosen shipping method's price for the discounted goods (see shipping-methods.ts);
   * without it, the standard parcel rate.
   */
  shippingCents?: number;
  /** The member discount in whole percent (20 for the Smokehouse Club), 0 without one. */
  memberDiscountPercent?: number;
  /** The balance of the gift card applied, if any. */
  giftCardBalanceCents?: number;
}

export function lineTotalCents(line: PricedLine): number {
  return line.priceCents * line.quantity;
}

/** Free shipping when the (discounted) goods exceed $75.00, otherwise $9.99; nothing to ship, 0. */
export function shippingFor(goodsCents: number): number {
  if (goodsCents === 0) return 0;
  return goodsCents > freeShippingThresholdCents ? 0 : flatShippingCents;
}

/** 8.75% of the amount, rounded half up to the cent. */
export function taxFor(amountCents: number): number {
  return Math.floor((amountCents * taxBasisPoints + 5_000) / 10_000);
}

/** `percent` of the amount, rounded half up to the cent. */
export function discountFor(amountCents: number, percent: number): number {
  return Math.floor((amountCents * percent + 50) / 100);
}

export function subtotalFor(lines: readonly PricedLine[]): number {
  return lines.reduce((sum, line) => sum + lineTotalCents(line), 0);
}

const isGoods = (line: PricedLine) => line.goods !== false;

/** The goods after the member discount: what shipping methods and free shipping are judged on. */
export function discountedGoodsCents(lines: readonly PricedLine[], memberDiscountPercent = 0) {
  const goods = subtotalFor(lines.filter(isGoods));
  return goods - discountFor(goods, memberDiscountPercent);
}

/** The order's sums (see CartTotals for their order). */
export function cartTotals(lines: readonly PricedLine[], options: SumsOptions = {}): CartTotals {
  const { memberDiscountPercent = 0, giftCardBalanceCents = 0 } = options;
  const subtotalCents = subtotalFor(lines);
  const goodsCents = subtotalFor(lines.filter(isGoods));
  const discountCents = discountFor(goodsCents, memberDiscountPercent);
  const discountedGoods = goodsCents - discountCents;
  const shippingCents =
    goodsCents === 0 ? 0 : (options.shippingCents ?? shippingFor(discountedGoods));
  const taxCents = taxFor(discountedGoods);
  const totalCents = subtotalCents - discountCents + shippingCents + taxCents;
  const giftCardCents = Math.min(Math.max(giftCardBalanceCents, 0), totalCents);
  return {
    subtotalCents,
    discountCents,
    shippingCents,
    taxCents,
    totalCents,
    giftCardCents,
    amountDueCents: totalCents - giftCardCents,
  };
}
