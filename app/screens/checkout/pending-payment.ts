import {
  isPendingPayment,
  type PendingPayment,
  type TestBankAnswer,
} from '@domain/pending-payment';
import {
  forgetPendingPayment,
  keepPendingPayment,
  keptPendingPayment,
} from '../../commerce/checkout-attempt';
import { ApiError } from '../../data/api';
import { completePendingPayment, type PlacedOrder } from '../../data/orders';
import { getPaymentsConfig } from '../../data/payments-config';
import type { BankStep } from './CheckoutBankStep';
import type { CheckoutRefusal } from './CheckoutScreen';

/** Where a pending payment stands after the store was asked. */
export type PendingPaymentAnswer =
  { placed: PlacedOrder } | { bankStep: BankStep } | { refusal: CheckoutRefusal };

/** Stripe's modal was closed with the bank still waiting: Place Order opens it again. */
const stillWaitingMessage =
  'Your bank is still waiting for you to confirm this payment. Press Place Order to continue.';

const noLongerPendingMessage = 'This payment is no longer pending: place the order again.';

/**
 * The bank's step for a 202 answer, kept with the checkout so a reload comes back to it. With
 * Stripe, the store's publishable key comes with it (GET /api/payments/config, read once).
 */
export async function bankStepOf({ pending, key }: PendingPayment): Promise<BankStep> {
  keepPendingPayment(key ? { id: pending.id, key } : { id: pending.id });
  if (pending.provider === 'test') return { provider: 'test', amountCents: pending.amountDueCents };
  const config = await getPaymentsConfig();
  if (config.provider !== 'stripe') {
    throw new Error('The store answered a Stripe payment but names no Stripe publishable key');
  }
  return {
    provider: 'stripe',
    amountCents: pending.amountDueCents,
    publishableKey: config.publishableKey,
    clientSecret: pending.clientSecret,
  };
}

/** Asks the store where the kept pending payment stands, with the test dialog's answer if any. */
async function askStore(answer?: TestBankAnswer): Promise<PendingPaymentAnswer> {
  const kept = keptPendingPayment();
  if (!kept) return { refusal: { message: noLongerPendingMessage } };
  const result = await completePendingPayment(kept.id, {
    ...(kept.key ? { key: kept.key } : {}),
    ...(answer ? { testAction: answer } : {}),
  });
  if (!isPendingPayment(result)) {
    forgetPendingPayment();
    return { placed: result };
  }
  // After Stripe's modal (no answer of ours) the bank still waits: no loop of modals.
  if (!answer && result.pending.provider === 'stripe') {
    return { refusal: { message: stillWaitingMessage } };
  }
  return { bankStep: await bankStepOf(result) };
}

/** Released: the bank or the card said no (402), or it was held too long (404). */
const released = (error: unknown): error is ApiError =>
  error instanceof ApiError && (error.status === 402 || error.status === 404);

/**
 * The shopper answered the bank's step: the order once paid; a failed check is a decline under
 * the card (the order is released, its stock back, and the checkout's key free to pay again
 * with another card); any other refusal as `otherRefusal` words it for Place Order.
 */
export async function answerBankStep(
  answer: TestBankAnswer | undefined,
  otherRefusal: (error: unknown) => CheckoutRefusal,
): Promise<PendingPaymentAnswer> {
  try {
    return await askStore(answer);
  } catch (error) {
    if (released(error)) forgetPendingPayment();
    if (error instanceof ApiError && error.status === 402)
      return { refusal: { card: error.message } };
    return { refusal: otherRefusal(error) };
  }
}

/**
 * Back on the checkout with a payment kept pending (a reload during the bank's step): its step
 * again while the bank waits, the order if it was paid meanwhile (the webhook, another tab);
 * released, nothing is kept and the shopper pays again. Unreachable: asked again next time.
 */
export async function pendingPaymentOnReturn(): Promise<
  Exclude<PendingPaymentAnswer, { refusal: CheckoutRefusal }> | undefined
> {
  if (!keptPendingPayment()) return undefined;
  try {
    const answer = await askStore();
    if ('refusal' in answer) return undefined;
    return answer;
  } catch (error) {
    if (released(error)) forgetPendingPayment();
    else console.error('Asking where the pending payment stands failed:', error);
    return undefined;
  }
}
