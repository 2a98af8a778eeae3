import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { standInClient, startStripeStandIn, type StripeStandIn } from '../test/stripe-stand-in';
import {
  expectStripeShapes,
  stripeShapeProblems,
  uncheckedStripeObjects,
} from '../test/stripe-shapes';
import {
  PaymentAuthenticationRequired,
  PaymentDeclined,
  PaymentRequiresAction,
  PaymentSourceInvalid,
  type PaymentProvider,
} from './provider';
import { memoryCustomerDirectory, stripePaymentProvider } from './stripe-provider';

let standIn: StripeStandIn;
let provider: PaymentProvider;
const customers = memoryCustomerDirectory();

beforeAll(async () => {
  standIn = await startStripeStandIn();
  const stripe = standInClient(standIn);
  provider = stripePaymentProvider({ stripe, currency: 'USD', test: true, customers });
});

afterAll(async () => {
  await standIn.close();
});

describe('the Stripe provider', () => {
  it('charges a card with one confirmed PaymentIntent in integer cents and the store currency', async () => {
    const charge = await provider.charge({ source: { token: 'pm_card_visa' }, amountCents: 4599 });
    expect(charge.chargeId).toMatch(/^pi_/);
    expect(charge.paymentMethod).toEqual({
      id: 'pm_card_visa',
      brand: 'visa',
      last4: '4242',
      expiry: '12/34',
    });
    const intent = standIn.paymentIntents.get(charge.chargeId)!;
    expect(intent).toMatchObject({ amount: 4599, currency: 'usd', status: 'succeeded' });
  });

  it('charges in the currency a charge names', async () => {
    const charge = await provider.charge({
      source: { token: 'pm_card_visa' },
      amountCents: 1200,
      currency: 'EUR',
    });
    expect(standIn.paymentIntents.get(charge.chargeId)).toMatchObject({ currency: 'eur' });
  });

  it('turns a card decline into PaymentDeclined', async () => {
    const charging = provider.charge({
      source: { token: 'pm_card_chargeDeclined' },
      amountCents: 500,
    });
    await expect(charging).rejects.toBeInstanceOf(PaymentDeclined);
    await expect(charging).rejects.toThrow('Your card was declined.');
    expect(standIn.responses.at(-1)).toMatchObject({ status: 402, schema: 'error' });
  });

  it('turns requires_action into PaymentRequiresAction with what the browser needs', async () => {
    const error = await provider
      .charge({ source: { token: 'pm_card_authenticationRequired' }, amountCents: 500 })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PaymentRequiresAction);
    const { paymentIntentId, clientSecret } = error as PaymentRequiresAction;
    expect(standIn.paymentIntents.get(paymentIntentId)).toMatchObject({
      status: 'requires_action',
      client_secret: clientSecret,
    });
  });

  it('refuses a payment method Stripe does not know as PaymentSourceInvalid', async () => {
    await expect(
      provider.charge({ source: { token: 'pm_made_up' }, amountCents: 500 }),
    ).rejects.toBeInstanceOf(PaymentSourceInvalid);
  });

  it('passes the idempotency key: the same key twice is the same PaymentIntent', async () => {
    const request = {
      source: { token: 'pm_card_visa' },
      amountCents: 2500,
      idempotencyKey: 'order-key-0123456789abcdef',
    };
    const first = await provider.charge(request);
    const second = await provider.charge(request);
    expect(second.chargeId).toBe(first.chargeId);
    const third = await provider.charge({ ...request, idempotencyKey: 'another-key-0123456789' });
    expect(third.chargeId).not.toBe(first.chargeId);
  });

  it('refunds in full and in part through the Refunds API, returning the refund ids', async () => {
    const full = await provider.charge({ source: { token: 'pm_card_visa' }, amountCents: 3000 });
    const refund = await provider.refund(full.chargeId, 3000);
    expect(refund).toEqual({ refundId: expect.stringMatching(/^re_/) });

    const part = await provider.charge({ source: { token: 'pm_card_visa' }, amountCents: 3000 });
    const first = await provider.refund(part.chargeId, 1000);
    const second = await provider.refund(part.chargeId, 2000);
    expect(first).not.toEqual(second);
    // Nothing is left to give back.
    await expect(provider.refund(part.chargeId, 1)).rejects.toThrow(/greater than unrefunded/);
  });

  it("saves a card on the account's one Customer through a SetupIntent, then charges it", async () => {
    const owner = { sub: 'account-1', email: 'ada@example.com' };
    const saved = await provider.save('pm_card_mastercard', owner);
    expect(saved).toEqual({
      id: 'pm_card_mastercard',
      brand: 'mastercard',
      last4: '4444',
      expiry: '12/34',
    });
    const customer = await customers.find(owner.sub);
    expect(customer).toMatch(/^cus_/);

    await provider.save('pm_card_visa', owner);
    const created = standIn.responses.filter((r) => r.path === '/v1/customers');
    expect(created).toHaveLength(1);

    const charge = await provider.charge({
      source: { paymentMethodId: saved.id },
      amountCents: 1500,
    });
    expect(standIn.paymentIntents.get(charge.chargeId)).toMatchObject({ customer });
  });

  it("keeps a card paid at checkout on the account's Customer, so it can be charged again", async () => {
    const owner = { sub: 'account-3', email: 'grace@example.com' };
    const first = await provider.charge({
      source: { token: 'pm_card_visa' },
      amountCents: 2000,
      saveFor: owner,
    });
    const customer = await customers.find(owner.sub);
    expect(customer).toMatch(/^cus_/);
    expect(standIn.paymentIntents.get(first.chargeId)).toMatchObject({
      customer,
      setup_future_usage: 'off_session',
    });

    const again = await provider.charge({
      source: { paymentMethodId: first.paymentMethod.id },
      amountCents: 700,
    });
    expect(standIn.paymentIntents.get(again.chargeId)).toMatchObject({
      customer,
      setup_future_usage: null,
      status: 'succeeded',
    });
  });

  it('names no Customer for a card not kept', async () => {
    const charge = await provider.charge({ source: { token: 'pm_card_visa' }, amountCents: 900 });
    expect(standIn.paymentIntents.get(charge.chargeId)).toMatchObject({
      customer: null,
      setup_future_usage: null,
    });
  });

  it('refuses to save a declined card', async () => {
    await expect(
      provider.save('pm_card_chargeDeclined', { sub: 'account-2' }),
    ).rejects.toBeInstanceOf(PaymentDeclined);
  });

  describe("an order's payment in two steps (open, then confirm)", () => {
    const order = (token: string, idempotencyKey?: string) => ({
      source: { token },
      amountCents: 3150,
      currency: 'GBP',
      metadata: { purpose: 'order' },
      ...(idempotencyKey ? { idempotencyKey } : {}),
    });

    it('opens an unconfirmed PaymentIntent that moves no money, then confirms it as paid', async () => {
      const paymentId = await provider.open(order('pm_card_visa'));
      expect(standIn.paymentIntents.get(paymentId)).toMatchObject({
        status: 'requires_confirmation',
        amount: 3150,
        amount_received: 0,
        currency: 'gbp',
        metadata: { purpose: 'order' },
      });
      expect(await provider.check(paymentId)).toEqual({ status: 'open' });

      const paid = await provider.confirm(paymentId);
      expect(paid).toEqual({
        status: 'paid',
        charge: {
          chargeId: paymentId,
          paymentMethod: { id: 'pm_card_visa', brand: 'visa', last4: '4242', expiry: '12/34' },
        },
      });
      expect(await provider.check(paymentId)).toEqual(paid);
      expect(standIn.paymentIntents.get(paymentId)).toMatchObject({
        status: 'succeeded',
        amount_received: 3150,
      });
    });

    it('answers a decline as declined, with nothing received', async () => {
      const paymentId = await provider.open(order('pm_card_chargeDeclined'));
      const declined = { status: 'declined', message: 'Your card was declined.' };
      expect(await provider.confirm(paymentId)).toEqual(declined);
      expect(standIn.responses.at(-1)).toMatchObject({ status: 402, schema: 'error' });
      expect(await provider.check(paymentId)).toEqual(declined);
      expect(standIn.paymentIntents.get(paymentId)).toMatchObject({
        status: 'requires_payment_method',
        amount_received: 0,
      });
    });

    it('hands the browser the client secret when the bank asks, then settles on its answer', async () => {
      const approved = await provider.open(order('pm_card_authenticationRequired'));
      const asked = await provider.confirm(approved);
      const { client_secret } = standIn.paymentIntents.get(approved)!;
      expect(asked).toEqual({ status: 'requires_action', clientSecret: client_secret });
      expect(await provider.check(approved)).toEqual(asked);
      standIn.authenticate(approved, true);
      expect(await provider.check(approved)).toMatchObject({
        status: 'paid',
        charge: { chargeId: approved, paymentMethod: { last4: '3184' } },
      });

      const refused = await provider.open(order('pm_card_authenticationRequired'));
      await provider.confirm(refused);
      standIn.authenticate(refused, false);
      expect(await provider.check(refused)).toEqual({
        status: 'declined',
        message:
          'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
      });
    });

    it('opens one PaymentIntent per key and charges it once, however often it is asked', async () => {
      const key = `order-${randomUUID()}`;
      const first = await provider.open(order('pm_card_visa', key));
      const again = await provider.open(order('pm_card_visa', key));
      expect(again).toBe(first);
      expect(standIn.paymentIntents.get(first)).toMatchObject({ status: 'requires_confirmation' });

      // A confirm retried after a lost answer is the same confirm (its own key): paid once.
      const paid = await provider.confirm(first);
      expect(await provider.confirm(first)).toEqual(paid);
      expect(standIn.paymentIntents.get(first)).toMatchObject({ amount_received: 3150 });

      // Stripe refuses a key reused for another request.
      await expect(
        provider.open({ ...order('pm_card_visa', key), amountCents: 999 }),
      ).rejects.toMatchObject({ type: 'StripeIdempotencyError' });
    });

    it('cancels a payment never paid, and leaves a paid one paid', async () => {
      const unpaid = await provider.open(order('pm_card_authenticationRequired'));
      await provider.confirm(unpaid);
      await provider.cancel(unpaid);
      expect(standIn.paymentIntents.get(unpaid)).toMatchObject({
        status: 'canceled',
        canceled_at: expect.any(Number),
      });
      expect(await provider.check(unpaid)).toMatchObject({ status: 'declined' });

      const paid = await provider.open(order('pm_card_visa'));
      await provider.confirm(paid);
      await provider.cancel(paid);
      expect(standIn.paymentIntents.get(paid)).toMatchObject({ status: 'succeeded' });
      expect(await provider.check(paid)).toMatchObject({ status: 'paid' });
      // Stripe itself refuses to cancel a succeeded intent (the provider does not ask).
      await expect(standInClient(standIn).paymentIntents.cancel(paid)).rejects.toMatchObject({
        type: 'StripeInvalidRequestError',
        code: 'payment_intent_unexpected_state',
      });
      // Nor does it confirm one twice.
      await expect(standInClient(standIn).paymentIntents.confirm(paid)).rejects.toMatchObject({
        code: 'payment_intent_unexpected_state',
      });
    });
  });

  // Last: every answer the tests above got from the stand-in.
  it('turns an off-session authentication_required into PaymentAuthenticationRequired, then reads the charge once the customer confirms', async () => {
    const error = await provider
      .charge({
        source: { paymentMethodId: 'pm_card_authenticationRequired' },
        amountCents: 3900,
        offSession: true,
      })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PaymentAuthenticationRequired);
    const { paymentIntentId, clientSecret } = error as PaymentAuthenticationRequired;
    const refused = standIn.responses.at(-1)!;
    expect(refused).toMatchObject({ status: 402, schema: 'error' });
    const { payment_intent: intent, code } = (refused.body as { error: Record<string, unknown> })
      .error;
    expect(code).toBe('authentication_required');
    // The PaymentIntent inside Stripe's error is in its published shape, as Stripe sends it.
    expect(stripeShapeProblems('payment_intent', intent)).toEqual([]);
    expect(intent).toMatchObject({
      id: paymentIntentId,
      client_secret: clientSecret,
      status: 'requires_payment_method',
      last_payment_error: { code: 'authentication_required' },
    });
    expect(await provider.confirmedCharge(paymentIntentId)).toBeUndefined();
    standIn.authenticateOffSession(paymentIntentId);
    expect(await provider.confirmedCharge(paymentIntentId)).toMatchObject({
      chargeId: paymentIntentId,
      paymentMethod: { id: 'pm_card_authenticationRequired', last4: '3184' },
    });
  });

  it("answered only in the shapes of Stripe's published OpenAPI spec", () => {
    const kinds = new Set(standIn.responses.map((response) => response.schema));
    expect([...kinds].sort()).toEqual([
      'customer',
      'error',
      'payment_intent',
      'payment_method',
      'refund',
      'setup_intent',
    ]);
    expectStripeShapes(standIn.responses);
    // Not yet in the committed subset, so not checked (see its `source.note`).
    expect(uncheckedStripeObjects).toEqual(['customer']);
  });

  it('would notice a stand-in answer Stripe does not publish', () => {
    const intent = standIn.responses.find((response) => response.schema === 'payment_intent')!;
    const { status: _status, ...statusless } = intent.body;
    expect(stripeShapeProblems('payment_intent', statusless)).toEqual([
      "/ must have required property 'status'",
    ]);
    const refund = standIn.responses.find((response) => response.schema === 'refund')!;
    expect(stripeShapeProblems('refund', { ...refund.body, amount: '5' })).toEqual([
      '/amount must be integer',
    ]);
    expect(stripeShapeProblems('payment_intent', { ...intent.body, status: 'paid' })).toContain(
      '/status must be equal to one of the allowed values',
    );
    expect(stripeShapeProblems('error', { error: { type: 'card_declined' } })).toContain(
      '/error/type must be equal to one of the allowed values',
    );
  });
});
