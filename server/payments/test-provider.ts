import { randomBytes } from 'node:crypto';
import { appendFile } from 'node:fs/promises';
import { decodeTestToken } from '../../domain/test-payment-token';
import {
  PaymentAuthenticationRequired,
  PaymentDeclined,
  PaymentSourceInvalid,
  type Charge,
  type ChargeRequest,
  type PaymentOutcome,
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
    SavedPaymentMethod & { declines: boolean; authenticates: boolean }
  >();
  const charges = new Map<string, { amountCents: number; refundedCents: number }>();
  /** Opened order payments, by id: in memory, as the provider's own records would be. */
  const payments = new Map<
    string,
    { request: ChargeRequest; outcome: PaymentOutcome; authenticates: boolean; cancelled?: boolean }
  >();
  const record = async (
    entry: { charge: string; last4: string } | { refund: string },
    amountCents: number,
  ) => {
    // When, and the card: a charge a crash left behind can be matched with the request that made it.
    const line = { ...entry, amountCents, at: new Date().toISOString() };
    if (ledger) await appendFile(ledger, `${JSON.stringify(line)}\n`);
  };

  const decodedOutcome = (source: ChargeRequest['source']) =>
    'token' in source ? decodeTestToken(source.token)?.outcome : undefined;

  function methodFromToken(token: string) {
    const card = decodeTestToken(token);
    if (!card) throw new PaymentSourceInvalid();
    const method = {
      id: randomId('pm'),
      brand: card.brand,
      last4: card.last4,
      expiry: card.expiry,
      declines: card.outcome === 'decline',
      authenticates: card.outcome === 'authenticate',
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

  /** Charges a method: the decline of a declining card, else the charge (recorded). */
  async function chargeMethod(
    source: ChargeRequest['source'],
    method: (SavedPaymentMethod & { declines: boolean }) | undefined,
    amountCents: number,
    chargeId = randomId('ch'),
  ): Promise<Charge> {
    if (method?.declines) throw new PaymentDeclined();
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
  }

  const methodOf = (source: ChargeRequest['source']) =>
    'token' in source ? methodFromToken(source.token) : methodFromId(source.paymentMethodId);

  /** A payment this process never opened (it restarted since): nothing was charged by it. */
  const unknownPayment: PaymentOutcome = {
    status: 'declined',
    message: 'The payment was not completed. Try again.',
  };

  async function settle(paymentId: string): Promise<PaymentOutcome> {
    const payment = payments.get(paymentId)!;
    const method = methodOf(payment.request.source);
    try {
      const charge = await chargeMethod(
        payment.request.source,
        method,
        payment.request.amountCents,
        paymentId,
      );
      payment.outcome = { status: 'paid', charge };
    } catch (error) {
      if (!(error instanceof PaymentDeclined)) throw error;
      payment.outcome = { status: 'declined', message: error.message };
    }
    return payment.outcome;
  }

  return {
    name: 'Test payments',
    async open(request) {
      methodOf(request.source); // A token not ours is refused now, before anything is kept.
      const paymentId = randomId('pi');
      payments.set(paymentId, {
        request,
        outcome: { status: 'open' },
        authenticates: decodedOutcome(request.source) === 'authenticate',
      });
      return paymentId;
    },
    async confirm(paymentId) {
      const payment = payments.get(paymentId);
      if (!payment) return unknownPayment;
      if (payment.outcome.status !== 'open') return payment.outcome;
      if (payment.authenticates) {
        payment.outcome = { status: 'requires_action', clientSecret: `${paymentId}_secret` };
        return payment.outcome;
      }
      return settle(paymentId);
    },
    async check(paymentId) {
      return payments.get(paymentId)?.outcome ?? unknownPayment;
    },
    async cancel(paymentId) {
      const payment = payments.get(paymentId);
      if (payment && payment.outcome.status !== 'paid') {
        payment.outcome = { status: 'declined', message: 'The payment was cancelled.' };
      }
    },
    async authenticate(paymentId, approved) {
      const payment = payments.get(paymentId);
      if (payment?.outcome.status !== 'requires_action') return;
      if (approved) {
        await settle(paymentId);
      } else {
        payment.outcome = {
          status: 'declined',
          message: 'Your bank did not confirm this payment. Try again or use another card.',
        };
      }
    },
    test: true,
    async save(token) {
      const method = methodFromToken(token);
      if (method.declines) throw new PaymentDeclined();
      return publicMethod(method);
    },
    async charge({ source, amountCents, offSession }): Promise<Charge> {
      const method = methodOf(source);
      if (offSession && method?.authenticates && !method.declines) {
        // The bank asks the customer, who is not there: the intent waits for them (Stripe's
        // authentication_required), until their confirm step (confirmedCharge) or a cancel.
        const paymentId = randomId('pi');
        const clientSecret = `${paymentId}_secret_test`;
        payments.set(paymentId, {
          request: { source: { paymentMethodId: method.id }, amountCents },
          outcome: { status: 'requires_action', clientSecret },
          authenticates: true,
        });
        throw new PaymentAuthenticationRequired(paymentId, clientSecret);
      }
      return chargeMethod(source, method, amountCents);
    },
    async confirmedCharge(paymentIntentId) {
      // The member's confirm step stands for the bank's challenge: a waiting intent is paid
      // (once); a paid one answers its charge again, as Stripe's retrieve would.
      const payment = payments.get(paymentIntentId);
      if (payment?.outcome.status === 'requires_action') await settle(paymentIntentId);
      const outcome = payments.get(paymentIntentId)?.outcome;
      return outcome?.status === 'paid' ? outcome.charge : undefined;
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
