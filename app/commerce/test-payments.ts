import {
  authenticateOffSessionTestCardNumber,
  declinedTestCardNumber,
  encodeTestToken,
} from '../../domain/test-payment-token';
import { cardBrand, digitsOnly, lastFour, parseExpiry, passesLuhn } from './card';

export interface CardFields {
  number: string;
  /** MM/YY. */
  expiry: string;
  /** Absent when a card is saved from the profile, which does not ask for it. */
  cvc?: string;
}

/**
 * The test payment provider's tokenizer, as a real provider's script (Stripe.js) would run in
 * the page: the card fields go in, a token comes out, and only the token is sent to the store.
 * The number and the CVC stay here.
 */
export async function tokenizeCard(card: CardFields): Promise<{ token: string }> {
  const digits = digitsOnly(card.number);
  const expiry = parseExpiry(card.expiry);
  if (
    !passesLuhn(digits) ||
    !expiry ||
    (card.cvc !== undefined && !/^\d{3,4}$/.test(card.cvc.trim()))
  ) {
    throw new Error('The card details are not complete');
  }
  const token = encodeTestToken({
    brand: cardBrand(digits),
    last4: lastFour(digits),
    expiry: `${String(expiry.month).padStart(2, '0')}/${String(expiry.year % 100).padStart(2, '0')}`,
    outcome:
      digits === declinedTestCardNumber
        ? 'decline'
        : digits === authenticateOffSessionTestCardNumber
          ? 'authenticate-off-session'
          : 'approve',
  });
  return { token };
}
