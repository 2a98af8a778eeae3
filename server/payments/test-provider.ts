import { randomBytes } from 'node:crypto';
import { appendFile } from 'node:fs/promises';
import { decodeTestToken } from '../../domain/test-payment-token';
import {
  PaymentAuthenticationRequired,
  PaymentDeclined,
  PaymentSourceInvalid,
  type Charge,
  type PaymentProvider,
  type SavedPaymentMethod,
} from './provider';

const randomId = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('base64url')}`;

export interface TestPaymentOptions {
  /**
   * A file each charge and refund is appended to, one JSON line each (TEST_PAYMENTS_LEDGER):
   * the money a real provider would have moved, for a test or a developer to count.
   */
  ledger?: string;
}

/**
 * The test provider: no network, no money. Its tokens come from the browser's local tokenizer
 * (app/commerce/test-payments.ts) and carry only brand, last four, expiry and the outcome the
 * well-known test numbers stand for (4000 0000 0000 0002 declines). Payment methods it issues
 * live in this process's memory, as they would at the provider; the store keeps their ids.
 */
export function testPaymentProvider({ ledger }: TestPaymentOptions = {}): PaymentProvider {
  const methods = new Map<
    string,
    SavedPaymentMethod & { declines: boolean; authenticatesOffSession: boolean }
  >();
  /** Off-session charges waiting for the customer's confirm step, by PaymentIntent id. */
  const awaiting = new Map<string, { amountCents: number; paymentMethod: SavedPaymentMethod }>();
  const charges = new Map<string, { amountCents: number; refundedCents: number }>();
  const record = async (
    entry: { charge: string; last4: string } | { refund: string },
    amountCents: number,
  ) => {
    // When, and the card: a charge a crash left behind can be matched with the request that made it.
    const line = { ...entry, amountCents, at: new Date().toISOString() };
    if (ledger) await appendFile(ledger, `${JSON.stringify(line)}\n`);
  };

  function methodFromToken(token: string) {
    const card = decodeTestToken(token);
    if (!card) throw new PaymentSourceInvalid();
    const method = {
      id: randomId('pm'),
      brand: card.brand,
      last4: card.last4,
      expiry: card.expiry,
      declines: card.outcome === 'decline',
      authenticatesOffSession: card.outcome === 'authenticate-off-session',
    };
    methods.set(method.id, method);
    return method;
  }

  /** A saved method the store knows but this process does not (after a restart): it still pays. */
  function methodFromId(id: string) {
    const known = methods.get(id);
    if (known) return known;
    if (!id.startsWith('pm_test_')) throw new PaymentSourceInvalid();
    return undefined;
  }

  const publicMethod = ({ id, brand, last4, expiry }: SavedPaymentMethod) => ({
    id,
    brand,
    last4,
    expiry,
  });

  return {
    name: 'Test payments',
    test: true,
    async save(token) {
      const method = methodFromToken(token);
      if (method.declines) throw new PaymentDeclined();
      return publicMethod(method);
    },
    async charge({ source, amountCents, offSession }): Promise<Charge> {
      const method =
        'token' in source ? methodFromToken(source.token) : methodFromId(source.paymentMethodId);
      if (method?.declines) throw new PaymentDeclined();
      if (offSession && method?.authenticatesOffSession) {
        const intentId = randomId('pi');
        awaiting.set(intentId, { amountCents, paymentMethod: publicMethod(method) });
        throw new PaymentAuthenticationRequired(intentId, `${intentId}_secret_test`);
      }
      const chargeId = randomId('ch');
      charges.set(chargeId, { amountCents, refundedCents: 0 });
      await record({ charge: chargeId, last4: method?.last4 ?? '' }, amountCents);
      const paymentMethod = method
        ? publicMethod(method)
        : {
            id: (source as { paymentMethodId: string }).paymentMethodId,
            brand: '',
            last4: '',
            expiry: '',
          };
      return { chargeId, paymentMethod };
    },
    async confirmedCharge(paymentIntentId) {
      // The customer's confirm step stands for the bank's challenge: it pays, once.
      const waiting = awaiting.get(paymentIntentId);
      if (!waiting) return undefined;
      awaiting.delete(paymentIntentId);
      charges.set(paymentIntentId, { amountCents: waiting.amountCents, refundedCents: 0 });
      await record(
        { charge: paymentIntentId, last4: waiting.paymentMethod.last4 },
        waiting.amountCents,
      );
      return { chargeId: paymentIntentId, paymentMethod: waiting.paymentMethod };
    },
    async refund(chargeId, amountCents) {
      const charge = charges.get(chargeId);
      // Charges from before a restart (or seeded ones) are refunded without a record here.
      if (charge) charge.refundedCents += amountCents;
      await record({ refund: chargeId }, amountCents);
      return { refundId: randomId('re') };
    },
  };
}
