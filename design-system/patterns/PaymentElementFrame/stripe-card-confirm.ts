import type { StripeLoader } from './stripe-loader';

/**
 * Brings the customer back to a payment their bank refused off-session
 * (`authentication_required`): Stripe.js `confirmCardPayment` on the PaymentIntent's client
 * secret with the saved card, which shows the bank's step (3-D Secure) in Stripe's modal, as
 * Stripe's "charging a saved card" recovery flow does. The intent is in `requires_payment_method`
 * after the off-session refusal, so `handleNextAction` alone would not do. Resolves to Stripe's
 * message when the customer did not pass the step (or Stripe.js could not load); the server
 * asks Stripe how the payment stands either way.
 */
export async function confirmSavedCardPayment(
  load: StripeLoader,
  publishableKey: string,
  clientSecret: string,
  paymentMethodId: string,
): Promise<{ error?: string }> {
  const stripe = await load(publishableKey).catch(() => null);
  if (!stripe) return { error: 'The payment form could not load. Try again.' };
  const { error } = await stripe.confirmCardPayment(clientSecret, {
    payment_method: paymentMethodId,
  });
  return error ? { error: error.message ?? 'Your bank did not confirm this payment.' } : {};
}
