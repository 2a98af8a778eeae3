import type { RefObject } from 'react';
import type {
  PaymentElementHandle,
  StripePayment,
} from '@ds/patterns/PaymentElementFrame/PaymentElementFrame';
import type { PaymentsConfig } from '@domain/payments-config';
import type { PaymentSource } from '@domain/order-schemas';
import type { CardChoiceValues } from './CardChoiceFields';
import { paysWithSavedCard } from './card-choice';
import type { CardFields } from './test-payments';

/**
 * A form that takes a new card with Stripe configured: the publishable key and the store's
 * currency for the Payment Element, and the handle the form asks for the PaymentMethod.
 */
export interface StripeCardEntry {
  publishableKey: string;
  currency: string;
  handleRef: RefObject<PaymentElementHandle | null>;
}

/** Stripe's publishable key and the store's currency, or undefined on the test provider. */
export const stripeKeysOf = (
  config: PaymentsConfig,
  currency: string,
): Omit<StripeCardEntry, 'handleRef'> | undefined =>
  config.provider === 'stripe' ? { publishableKey: config.publishableKey, currency } : undefined;

/** What the Payment Element is shown for: the amount it will charge, and whether it is kept. */
export const stripePaymentOf = (
  entry: StripeCardEntry,
  amountCents: number,
  keepCard = false,
): StripePayment => ({
  publishableKey: entry.publishableKey,
  currency: entry.currency,
  amountCents,
  keepCard,
});

/** Stripe refused the card details in the browser: nothing was sent to the store. */
export class CardNotRead extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CardNotRead';
  }
}

/**
 * A new card as the store's order and join endpoints take it (`{ token }`): with Stripe, the
 * Payment Element's PaymentMethod id (`pm_…`, Stripe's "finalize payments on the server"
 * flow); otherwise the test provider's token for the typed fields. The card number never
 * reaches the store.
 */
export async function newCardSource(
  stripe: StripeCardEntry | undefined,
  fields: CardFields,
): Promise<{ token: string }> {
  if (stripe) {
    const handle = stripe.handleRef.current;
    if (!handle) throw new CardNotRead('The card form is still loading. Try again.');
    const made = await handle.createPaymentMethod();
    if ('error' in made) throw new CardNotRead(made.error);
    return { token: made.paymentMethodId };
  }
  // The tokenizer (and the schema library it checks tokens with) loads only when a card is used.
  return (await import('./test-payments')).tokenizeCard(fields);
}

/**
 * What an order pays with, from a form of CardChoiceFields: the chosen saved card, or the new
 * card through the provider (newCardSource).
 */
export async function paymentOfCardChoice(
  form: CardChoiceValues,
  stripe: StripeCardEntry | undefined,
): Promise<PaymentSource> {
  if (paysWithSavedCard(form)) return { paymentMethodId: form.payWith as string };
  return newCardSource(stripe, {
    number: form.cardNumber,
    expiry: form.cardExpiry,
    cvc: form.cardCvc,
  });
}
