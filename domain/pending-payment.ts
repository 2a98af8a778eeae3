/**
 * POST /api/orders answers 202 with this when the bank asks the customer to confirm the payment
 * (3-D Secure): the order waits, its stock held, until POST /api/orders/:id/payment finishes or
 * releases it. The server answers it (server/services/pending-orders.ts).
 */
export interface PendingPayment {
  pending: {
    id: string;
    /** Stripe.js `handleNextAction` takes it; the test provider's confirm step does not need it. */
    clientSecret: string;
    amountDueCents: number;
    provider: 'stripe' | 'test';
  };
  /** A guest's order key: it opens the pending order now and the order once paid. */
  key?: string;
}

/** The test provider's stand-in for the bank's page: the customer confirms, or fails it. */
export type TestBankAnswer = 'confirm' | 'refuse';

export const isPendingPayment = (answer: object): answer is PendingPayment => 'pending' in answer;
