import { flatShippingCents, freeShippingThresholdCents, taxRate } from './constants';

/** Tax in basis points (8.75% = 875) so the arithmetic stays in integers. */
const taxBasisPoints = Math.round(taxRate * 10_000);

export interface PricedLine {
  priceCents: number;
  quantity: number;
}

export interface CartTotals {
  subtotalCents: number;
  shippingCents: number;
  taxCents: number;
  totalCents: number;
}

export function lineTotalCents(line: PricedLine): number {
  return line.priceCents * line.quantity;
}

/** Free shipping when the subtotal exceeds $75.00, otherwise $9.99; nothing for an empty cart. */
export function shippingFor(subtotalCents: number): number {
  if (subtotalCents === 0) return 0;
  return subtotalCents > freeShippingThresholdCents ? 0 : flatShippingCents;
}

/** 8.75% of the subtotal, rounded half up to the cent. */
export function taxFor(subtotalCents: number): number {
  return Math.floor((subtotalCents * taxBasisPoints + 5_000) / 10_000);
}

export function subtotalFor(lines: readonly PricedLine[]): number {
  return lines.reduce((sum, line) => sum + lineTotalCents(line), 0);
}

/**
 * The order's sums. `shippingCents` is the chosen shipping method's price for this subtotal
 * (see shipping-methods.ts); without it, the standard parcel rate.
 */
export function cartTotals(lines: readonly PricedLine[], shippingCents?: number): CartTotals {
  const subtotalCents = subtotalFor(lines);
  if (shippingCents === undefined) shippingCents = shippingFor(subtotalCents);
  const taxCents = taxFor(subtotalCents);
  return {
    subtotalCents,
    shippingCents,
    taxCents,
    totalCents: subtotalCents + shippingCents + taxCents,
  };
}
