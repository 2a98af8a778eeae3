import { discountFor } from '../../domain/cart-math';
import { freeShippingThresholdCents } from '../../domain/constants';
import type { OrderLine } from '../../domain/types';
import type { CartLine } from '../state/cart-store';
import { paths } from '../../domain/paths';

/** A gift card links to its own page; every other line to its product. */
export function productHref(productId: string): string {
  if (productId === 'gift-card') return paths.giftCards();
  return paths.product(productId);
}

/**
 * How much more the cart's goods need for free shipping: shipping is free when the goods after
 * the member discount EXCEED $75.00, so at exactly $75.00 one more cent is needed. A member's
 * extra goods count less their discount. 0 once it ships free.
 */
export function amountForFreeShippingCents(goodsCents: number, memberDiscountPercent = 0): number {
  const afterDiscount = (cents: number) => cents - discountFor(cents, memberDiscountPercent);
  if (afterDiscount(goodsCents) > freeShippingThresholdCents) return 0;
  // The smallest goods total whose discounted value exceeds the threshold.
  let needed = Math.ceil(((freeShippingThresholdCents + 1) * 100) / (100 - memberDiscountPercent));
  while (afterDiscount(needed - 1) > freeShippingThresholdCents) needed -= 1;
  while (afterDiscount(needed) <= freeShippingThresholdCents) needed += 1;
  return Math.max(0, needed - goodsCents);
}

/** What an order keeps of a cart line: everything but the line's own id. */
export function toOrderLines(lines: readonly CartLine[]): OrderLine[] {
  return lines.map(({ productId, name, size, quantity, priceCents, image }) => ({
    productId,
    name,
    size,
    quantity,
    priceCents,
    image,
  }));
}
