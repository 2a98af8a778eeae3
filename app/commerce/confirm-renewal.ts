import type { StripeLoader } from '@ds/patterns/PaymentElementFrame/stripe-loader';
import { confirmSavedCardPayment } from '@ds/patterns/PaymentElementFrame/stripe-card-confirm';
import type { Membership } from '@domain/membership';
import { confirmRenewal } from '../data/membership';

/** The bank's step did not pass in Stripe.js: its message is the member's to read. */
export class BankStepFailed extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BankStepFailed';
  }
}

/**
 * The member's 'Confirm payment': with Stripe, the bank's step in Stripe.js first (the saved
 * card on the intent's client secret); then the store, which asks the provider whether it is
 * paid and renews once. On the test provider the store's confirm is the bank's answer.
 */
export async function confirmRenewalPayment(
  membership: Membership,
  stripe: { publishableKey: string; load: StripeLoader } | undefined,
): Promise<void> {
  const toConfirm = membership.paymentToConfirm;
  if (!toConfirm) return;
  if (stripe && toConfirm.clientSecret && toConfirm.paymentMethodId) {
    const { error } = await confirmSavedCardPayment(
      stripe.load,
      stripe.publishableKey,
      toConfirm.clientSecret,
      toConfirm.paymentMethodId,
    );
    if (error) throw new BankStepFailed(error);
  }
  await confirmRenewal(toConfirm.paymentIntentId);
}
