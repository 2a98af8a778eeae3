/** The cart line that is a gift card (no zod here: the cart loads on every page). */
export const giftCardProductId = 'gift-card';

/**
 * Gift cards are not catalogue products: no stock, priced elsewhere. (Club memberships are
 * joined on the club page, not bought in the cart: an old `club-…` line is not sold any more.)
 */
export const isCatalogueLine = (productId: string) => productId !== giftCardProductId;
