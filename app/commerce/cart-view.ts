import { freeShippingThresholdCents } from '../../domain/constants';
import type { OrderLine } from '../../domain/types';
import type { CartLine } from '../state/cart-store';

/** A gift card links to its own page; every other line to its product. */
export function productHref(productId: string): string {
  if (productId === 'gift-card') return '/gift-cards';
  return `/shop/${encodeURIComponent(productId)}`;
}

/**
 * How much more the cart needs for free shipping: shipping is free when the subtotal
 * EXCEEDS $75.00, so at exactly $75.00 one more cent is needed. 0 once it ships free.
 */
export function amountForFreeShippingCents(subtotalCents: number): number {
  return Math.max(0, freeShippingThresholdCents + 1 - subtotalCents);
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
