import type { GiftCardDetails } from './gift-card-schemas';

/**
 * A cart line's id: one line per product size; a gift card also per recipient and message, so
 * two cards for different people never merge into one.
 */
export function cartLineId(line: { productId: string; size: string; giftCard?: GiftCardDetails }) {
  const id = `${line.productId}:${line.size}`;
  const card = line.giftCard;
  if (!card?.recipientEmail && !card?.message) return id;
  return `${id}:${card.recipientEmail ?? ''}:${card.message ?? ''}`;
}
