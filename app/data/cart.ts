import type { CartQuote, CartQuoteLine } from '../../domain/cart-check-schemas';
import { api } from './api';

/** The cart's lines against today's catalogue: one answer per line, in the cart's order. */
export const quoteCart = (lines: CartQuoteLine[]) =>
  api<CartQuote>('/cart/quote', { method: 'POST', body: { lines } });
