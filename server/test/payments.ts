import { encodeTestToken } from '../../domain/test-payment-token';
import type { PaymentProvider } from '../payments/provider';
import { testPaymentProvider } from '../payments/test-provider';

export interface MoneyMoved {
  chargeId: string;
  amountCents: number;
}

/**
 * The test provider, keeping every charge and refund it made, so a test can count the money.
 * `latencyMs` delays each charge as a real provider's network call does (a few hundred ms):
 * the window in which concurrent requests can race.
 */
export function recordingPaymentProvider({ latencyMs = 0 } = {}) {
  const inner = testPaymentProvider();
  const charges: MoneyMoved[] = [];
  const refunds: MoneyMoved[] = [];
  const amounts = new Map<string, number>();
  const provider: PaymentProvider = {
    ...inner,
    async charge(request) {
      if (latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, latencyMs));
      const charged = await inner.charge(request);
      charges.push({ chargeId: charged.chargeId, amountCents: request.amountCents });
      return charged;
    },
    // An order's payment: money moves when its confirm (or the bank's answer) says paid.
    async open(request) {
      const id = await inner.open(request);
      amounts.set(id, request.amountCents);
      return id;
    },
    async confirm(paymentId) {
      if (latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, latencyMs));
      const outcome = await inner.confirm(paymentId);
      if (outcome.status === 'paid')
        charges.push({ chargeId: paymentId, amountCents: amounts.get(paymentId)! });
      return outcome;
    },
    async authenticate(paymentId, approved) {
      await inner.authenticate!(paymentId, approved);
      const outcome = await inner.check(paymentId);
      if (outcome.status === 'paid')
        charges.push({ chargeId: paymentId, amountCents: amounts.get(paymentId)! });
    },
    async refund(chargeId, amountCents) {
      const refunded = await inner.refund(chargeId, amountCents);
      refunds.push({ chargeId, amountCents });
      return refunded;
    },
  };
  return {
    provider,
    charges,
    refunds,
    /** The charges no refund gave back: the money the customers really paid. */
    kept: () => charges.filter((charge) => !refunds.some((r) => r.chargeId === charge.chargeId)),
  };
}

/** A test card the test provider declines (the browser's token for 4000 0000 0000 0002). */
export const declinedTestToken = encodeTestToken({
  brand: 'Visa',
  last4: '0002',
  expiry: '12/30',
  outcome: 'decline',
});
