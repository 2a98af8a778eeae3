import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { MembershipView } from '../../domain/membership';
import type { OrderLineInput, OrderQuote } from '../../domain/order-schemas';
import { encodeTestToken } from '../../domain/test-payment-token';
import type { Order, Product } from '../../domain/types';
import { settableClock } from '../clock';
import { PaymentDeclined, type PaymentProvider } from '../payments/provider';
import { testPaymentProvider } from '../payments/test-provider';
import { apiClient, expectError, expectJson, type ApiClient, type Sender } from '../test/client';
import { productInput } from '../test/inputs';
import { waitForMail } from '../test/mailbox';
import { startTestServer, type TestServer } from '../test/server';
import { declinedTestToken } from '../test/payments';

/** The test provider, counting what it charges, with a switch that declines every charge. */
function recordingProvider() {
  const inner = testPaymentProvider();
  const charges: { paymentMethodId?: string; amountCents: number }[] = [];
  let declineAll = false;
  const provider: PaymentProvider = {
    ...inner,
    async charge(request) {
      if (declineAll) throw new PaymentDeclined();
      const charged = await inner.charge(request);
      charges.push({ paymentMethodId: charged.paymentMethod.id, amountCents: request.amountCents });
      return charged;
    },
  };
  return {
    provider,
    charges,
    declineEverything: (on: boolean) => {
      declineAll = on;
    },
  };
}

const clock = settableClock();
const payments = recordingProvider();
let server: TestServer;
let api: ApiClient;

beforeAll(async () => {
  server = await startTestServer({ testClock: clock, payments: payments.provider });
  api = apiClient(server);
});
afterAll(() => server?.stop());

const approved = encodeTestToken({
  brand: 'Visa',
  last4: '4242',
  expiry: '12/30',
  outcome: 'approve',
});

const setClock = async (at: string) =>
  expectJson(await api.post('/test/clock', { json: { at } }), 200);

const membershipOf = async (as: Sender) =>
  (await expectJson(await api.get('/membership', { as }), 200)) as MembershipView;

const join = (as: Sender, tierId: string, payment: object = { token: approved }) =>
  api.post('/membership', { as, json: { tierId, payment } });

const change = (as: Sender, json: object) => api.patch('/membership', { as, json });

const quote = async (lines: OrderLineInput[], as: Sender = 'anonymous') =>
  (await expectJson(await api.post('/orders/quote', { as, json: { lines } }), 200)) as OrderQuote;

/** $80.00 of goods: two jars at $40.00. */
let eightyDollars: OrderLineInput[];
beforeAll(async () => {
  const created = await api.post('/products', {
    as: 'admin',
    json: productInput({
      name: 'Club Test Rub',
      sizes: [{ size: 'Jar', priceCents: 4000, stock: 1000 }],
    }),
  });
  const product = (await expectJson(created, 201)) as Product;
  eightyDollars = [{ productId: product.id, size: 'Jar', quantity: 2 }];
});

describe('the test clock', () => {
  it('is not there without TEST_CLOCK', async () => {
    const plain = await startTestServer();
    try {
      const response = await apiClient(plain).post('/test/clock', {
        json: { at: '2030-01-01T00:00:00Z' },
      });
      await expectError(response, 404);
    } finally {
      await plain.stop();
    }
  });

  it('refuses a date it cannot read', async () => {
    const response = await api.post('/test/clock', { json: { at: 'next week' } });
    expect((await expectError(response, 400)).fields?.at).toBe('Give an ISO date');
  });
});

describe('joining', () => {
  it('is for signed-in customers only', async () => {
    await expectError(await join('anonymous', 'smoke-master'), 401);
    await expectError(await api.get('/membership'), 401);
    await expectError(await change('anonymous', { action: 'cancel' }), 401);
  });

  it('records nothing when the card is declined (402 with the message)', async () => {
    await setClock('2027-01-31T12:00:00.000Z');
    const refused = await join('customer', 'smoke-master', { token: declinedTestToken });
    expect((await expectError(refused, 402)).message).toBe('Your card was declined');
    expect(await membershipOf('customer')).toEqual({ membership: null, discountPercent: 0 });
  });

  it('asks for a tier that exists', async () => {
    const refused = await join('customer', 'gold', { token: approved });
    expect((await expectError(refused, 400)).fields?.tierId).toBe('Choose one of the club tiers');
  });

  it('charges the tier price and records tier, price, start and next renewal (Jan 31 → Feb 28)', async () => {
    const before = payments.charges.length;
    const joined = (await expectJson(
      await join('customer', 'smoke-master'),
      201,
    )) as MembershipView;
    expect(joined).toEqual({
      discountPercent: 20,
      membership: {
        tierId: 'smoke-master',
        tierName: 'Smoke Master',
        priceCents: 3900,
        status: 'active',
        startedAt: '2027-01-31T12:00:00.000Z',
        currentPeriodEnd: '2027-02-28T12:00:00.000Z',
        pendingChange: null,
        card: { brand: 'Visa', last4: '4242' },
      },
    });
    expect(payments.charges.slice(before)).toEqual([
      { paymentMethodId: expect.stringMatching(/^pm_test_/), amountCents: 3900 },
    ]);
    // A member changes tier from the profile instead of joining twice.
    await expectError(await join('customer', 'grill-legend'), 409);
  });
});

describe('the member discount, applied by the server', () => {
  it('quotes $80 of goods for a Smoke Master in the fixed order of the sums', async () => {
    expect(await quote(eightyDollars, 'customer')).toMatchObject({
      subtotalCents: 8000,
      discountCents: 1600,
      shippingCents: 999,
      taxCents: 560,
      totalCents: 7959,
    });
    // The same cart without a membership: no discount, free shipping over $75, tax on $80.
    expect(await quote(eightyDollars)).toMatchObject({
      subtotalCents: 8000,
      discountCents: 0,
      shippingCents: 0,
      taxCents: 700,
      totalCents: 8700,
    });
  });

  it('places the order at the discounted total and keeps the discount on it', async () => {
    const body = {
      lines: eightyDollars,
      contact: {
        email: 'customer@example.com',
        shippingAddress: {
          name: 'Casey Customer',
          address: '1 Smoke Lane',
          city: 'Chicago',
          state: 'IL',
          zipCode: '60601',
        },
      },
      payment: { token: approved },
      expectedTotalCents: 7959,
    };
    const { order } = (await expectJson(
      await api.post('/orders', { as: 'customer', json: body }),
      201,
    )) as { order: Order };
    expect(order).toMatchObject({
      subtotalCents: 8000,
      discountCents: 1600,
      shippingCents: 999,
      taxCents: 560,
      totalCents: 7959,
    });
    // A total computed without the discount is the existing 409 with the server's quote.
    const stale = await api.post('/orders', {
      as: 'customer',
      json: { ...body, expectedTotalCents: 8700 },
    });
    const conflict = await expectError(stale, 409);
    expect((conflict as { quote?: OrderQuote }).quote?.totalCents).toBe(7959);
  });

  it('gives a Pit Master no discount', async () => {
    await expectJson(await join('shopper', 'pit-master'), 201);
    expect((await membershipOf('shopper')).discountPercent).toBe(0);
    expect((await quote(eightyDollars, 'shopper')).discountCents).toBe(0);
  });
});

describe('changes at the renewal date', () => {
  it("never reaches someone else's membership", async () => {
    // No path names an account: the editor, who never joined, has nothing to change.
    await expectError(await change('editor', { action: 'cancel' }), 404);
    expect((await membershipOf('customer')).membership?.pendingChange).toBeNull();
  });

  it('asks for a known action', async () => {
    await expectError(await change('customer', { action: 'freeze' }), 400);
    const same = await change('customer', { action: 'change-tier', tierId: 'smoke-master' });
    expect((await expectError(same, 400)).fields?.tierId).toBe(
      'You are already a Smoke Master member',
    );
  });

  it('cancels at the renewal date: the discount holds until then, then ends', async () => {
    const asked = (await expectJson(
      await change('customer', { action: 'cancel' }),
      200,
    )) as MembershipView;
    expect(asked.membership).toMatchObject({ status: 'active', pendingChange: 'cancel' });
    expect(asked.discountPercent).toBe(20);

    await setClock('2027-02-28T11:59:00.000Z');
    expect((await quote(eightyDollars, 'customer')).discountCents).toBe(1600);

    const before = payments.charges.length;
    await setClock('2027-02-28T12:00:00.000Z');
    expect((await quote(eightyDollars, 'customer')).discountCents).toBe(0);
    expect(await membershipOf('customer')).toMatchObject({
      discountPercent: 0,
      membership: { status: 'ended', pendingChange: null },
    });
    expect(payments.charges.length).toBe(before);
  });

  it('lets a cancelled member join again', async () => {
    const again = (await expectJson(await join('customer', 'grill-legend'), 201)) as MembershipView;
    expect(again.membership).toMatchObject({
      tierId: 'grill-legend',
      priceCents: 7900,
      status: 'active',
      startedAt: '2027-02-28T12:00:00.000Z',
      currentPeriodEnd: '2027-03-28T12:00:00.000Z',
    });
  });

  it('resume takes back a pending cancel', async () => {
    await expectJson(await change('customer', { action: 'cancel' }), 200);
    const resumed = (await expectJson(
      await change('customer', { action: 'resume' }),
      200,
    )) as MembershipView;
    expect(resumed.membership?.pendingChange).toBeNull();
  });

  it('renews by charging the stored card, a month at a time', async () => {
    const before = payments.charges.length;
    const card = payments.charges.at(-1)!.paymentMethodId;
    await setClock('2027-03-28T12:00:00.000Z');
    expect((await membershipOf('customer')).membership).toMatchObject({
      status: 'active',
      currentPeriodEnd: '2027-04-28T12:00:00.000Z',
    });
    expect(payments.charges.slice(before)).toEqual([{ paymentMethodId: card, amountCents: 7900 }]);
  });

  it('moves to a new tier and its price at the renewal date', async () => {
    // The shopper joined Pit Master on Jan 31: the renewals since were charged on the way.
    const asked = (await expectJson(
      await change('shopper', { action: 'change-tier', tierId: 'smoke-master' }),
      200,
    )) as MembershipView;
    expect(asked.membership).toMatchObject({
      tierId: 'pit-master',
      pendingChange: 'tier:smoke-master',
      pendingTierName: 'Smoke Master',
    });
    expect(asked.discountPercent).toBe(0);
    const before = payments.charges.length;
    await setClock('2027-04-01T00:00:00.000Z');
    // Jan 31, Feb 28, Mar 31: the pending change took effect at the Mar 31 renewal.
    const renewed = await membershipOf('shopper');
    expect(renewed).toMatchObject({
      discountPercent: 20,
      membership: {
        tierId: 'smoke-master',
        priceCents: 3900,
        pendingChange: null,
        currentPeriodEnd: '2027-04-30T12:00:00.000Z',
      },
    });
    expect(payments.charges.slice(before).map((c) => c.amountCents)).toEqual([3900]);
  });

  it('pauses at the renewal date without charging, and resumes at the next one', async () => {
    await expectJson(await change('shopper', { action: 'pause' }), 200);
    const before = payments.charges.length;
    await setClock('2027-04-30T12:00:00.000Z');
    expect(await membershipOf('shopper')).toMatchObject({
      discountPercent: 0,
      membership: { status: 'paused', currentPeriodEnd: '2027-05-31T12:00:00.000Z' },
    });
    expect(payments.charges.length).toBe(before);
    await expectError(await change('shopper', { action: 'pause' }), 409);

    const resumed = (await expectJson(
      await change('shopper', { action: 'resume' }),
      200,
    )) as MembershipView;
    expect(resumed.membership).toMatchObject({ status: 'paused', pendingChange: 'resume' });
    await setClock('2027-05-31T12:00:00.000Z');
    expect(await membershipOf('shopper')).toMatchObject({
      discountPercent: 20,
      membership: { status: 'active', currentPeriodEnd: '2027-06-30T12:00:00.000Z' },
    });
    expect(payments.charges.slice(before).map((c) => c.amountCents)).toEqual([3900]);
  });
});

describe('a declined renewal', () => {
  it('ends the membership and tells the member by e-mail', async () => {
    await setClock('2027-06-01T09:00:00.000Z');
    await expectJson(await join('admin', 'smoke-master'), 201);
    payments.declineEverything(true);
    try {
      await setClock('2027-07-01T09:00:00.000Z');
      expect(await membershipOf('admin')).toMatchObject({
        discountPercent: 0,
        membership: { status: 'ended' },
      });
    } finally {
      payments.declineEverything(false);
    }
    const mail = await waitForMail(
      inject('mail').apiUrl,
      'admin@example.com',
      /Your Smokehouse Club renewal was declined/,
    );
    expect(mail.text).toContain('Smoke Master membership ($39.00/month)');
    expect(mail.text).toContain('ending in 4242');
  });
});
