import type { GiftCardDetails } from './gift-card-schemas';

/** One line of a cart: what the browser keeps, the account stores and the cart and checkout list. */
export interface CartLine {
  id: string;
  productId: string;
  name: string;
  size: string;
  /** The unit price, in cents. */
  priceCents: number;
  quantity: number;
  image: string;
  /** Gift cards: who it goes to and the message. */
  giftCard?: GiftCardDetails;
}
