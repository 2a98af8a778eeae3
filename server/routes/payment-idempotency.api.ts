import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MembershipView } from '../../domain/membership';
import type { OrderLineInput, OrderQuote } from '../../domain/order-schemas';
import { encodeTestToken } from '../../domain/test-payment-token';
import type { Order, Product } from '../../domain/types';
import { settableClock } from '../clock';
import { apiClient, expectError, expectJson, type ApiClient, type Sender } from '../test/client';
import { productInput } from '../test/inputs';
import { recordingPaymentProvider } from '../test/payments';
import { startTestServer, type TestServer } from '../test/server';

/**
 * Money is taken once per membership and once per order, however many requests arrive at
 * once: ten at a time here, on PGlite and on PostgreSQL, counting what the provider charged.
 */

const payments = recordingPaymentProvider({ latencyMs: 200 });
const clock = settableClock();
let server: TestServer;
let api: ApiClient;
let rub: OrderLineInput;

const card = (last4: string, outcome: 'approve' | 'decline') =>
  encodeTestToken({ brand: 'Visa', last4, expiry: '12/30', outcome });
const approved = card('4242', 'approve');
const declined = card('0002', 'decline');

beforeAll(async () => {
  server = await startTestServer({ payments: payments.provider, testClock: clock });
  api = apiClient(server);
  const created = await api.post('/products', {
    as: 'admin',
    json: productInput({
      name: 'Idempotent Rub',
      sizes: [{ size: 'Jar', priceCents: 1000, stock: 1000 }],
    }),
  });
  rub = { productId: ((await expectJson(created, 201)) as Product).id, size: 'Jar', quantity: 1 };
});
afterAll(() => server?.stop());

const tenAtOnce = (send: () => Promise<Response>) =>
  Promise.all(Array.from({ length: 10 }, () => send()));

const chargedSince = (count: number) => payments.charges.slice(count);

describe('joining the club', () => {
  it('charges once for ten joins sent at once; the others are told the account is a member', async () => {
    const before = payments.charges.length;
    const responses = await tenAtOnce(() =>
      api.post('/membership', {
        as: 'shopper',
        json: { tierId: 'pit-master', payment: { token: approved } },
      }),
    );
    expect(responses.map((r) => r.status).sort()).toEqual([201, ...Array(9).fill(409)]);
    for (const refused of responses.filter((r) => r.status === 409)) {
      expect((await expectError(refused, 409)).message).toMatch(/^You are already a member\./);
    }
    expect(chargedSince(before)).toHaveLength(1);
    const { membership } = (await expectJson(
      await api.get('/membership', { as: 'shopper' }),
      200,
    )) as MembershipView;
    expect(membership?.status).toBe('active');
  });
});

describe('placing an order with an Idempotency-Key', () => {
  let totalCents: number;
  beforeAll(async () => {
    const quote = await api.post('/orders/quote', { json: { lines: [rub] } });
    totalCents = ((await expectJson(quote, 200)) as OrderQuote).totalCents;
  });

  const orderBody = (extra: object = {}) => ({
    lines: [rub],
    contact: {
      email: 'retry@example.com',
      shippingAddress: {
        name: 'Ray Retry',
        address: '2 Smoke Lane',
        city: 'Chicago',
        state: 'IL',
        zipCode: '60601',
      },
    },
    payment: { token: approved },
    expectedTotalCents: totalCents,
    ...extra,
  });
  const place = (key: string, as: Sender = 'anonymous', body: object = orderBody()) =>
    api.post('/orders', { as, json: body, headers: { 'idempotency-key': key } });
  const myOrderCount = async () =>
    ((await expectJson(await api.get('/orders/mine', { as: 'customer' }), 200)) as Order[]).length;

  it('places one order and charges once for ten requests sent at once with one key', async () => {
    const before = payments.charges.length;
    const mine = await myOrderCount();
    const key = randomUUID();
    const responses = await tenAtOnce(() => place(key, 'customer'));
    const placed = await Promise.all(
      responses.map(async (r) => ((await expectJson(r, 201)) as { order: Order }).order.id),
    );
    expect(new Set(placed).size).toBe(1);
    expect(chargedSince(before)).toHaveLength(1);
    expect(await myOrderCount()).toBe(mine + 1);
  });

  it('answers a guest’s retry with the same order and a key that opens it', async () => {
    const before = payments.charges.length;
    const key = randomUUID();
    const first = (await expectJson(await place(key), 201)) as { order: Order; key: string };
    const retried = await place(key);
    expect(retried.headers.get('idempotent-replayed')).toBe('true');
    const again = (await expectJson(retried, 201)) as { order: Order; key: string };
    expect(again).toEqual(first);
    await expectJson(await api.get(`/orders/${first.order.id}?key=${again.key}`), 200);
    expect(chargedSince(before)).toHaveLength(1);
  });

  it('refuses the key with another order in its body with 422, charging nothing', async () => {
    const key = randomUUID();
    await expectJson(await place(key), 201);
    const before = payments.charges.length;
    const other = orderBody({ lines: [{ ...rub, quantity: 2 }], expectedTotalCents: 0 });
    const refused = await expectError(await place(key, 'anonymous', other), 422);
    expect(refused.message).toBe(
      'This Idempotency-Key was already used for a different order: send a new key to place another.',
    );
    expect(chargedSince(before)).toHaveLength(0);
  });

  it('keeps a declined attempt’s key free, so the same checkout can pay with another card', async () => {
    const key = randomUUID();
    await expectError(
      await place(key, 'anonymous', orderBody({ payment: { token: declined } })),
      402,
    );
    await expectJson(await place(key), 201);
  });

  it('forgets a key after 24 hours', async () => {
    const key = randomUUID();
    const { order } = (await expectJson(await place(key), 201)) as { order: Order };
    const other = orderBody({ contact: { ...orderBody().contact, email: 'later@example.com' } });
    try {
      clock.set(new Date(Date.now() + 23 * 60 * 60 * 1000));
      await expectError(await place(key, 'anonymous', other), 422);
      clock.set(new Date(Date.now() + 25 * 60 * 60 * 1000));
      const later = (await expectJson(await place(key, 'anonymous', other), 201)) as {
        order: Order;
      };
      expect(later.order.id).not.toBe(order.id);
    } finally {
      clock.reset();
    }
  });

  it.each(['short', 'x'.repeat(256), 'has spaces in the middle of it'])(
    'refuses the key %j with 400',
    async (key) => {
      const refused = await expectError(await place(key), 400);
      expect(refused.message).toBe(
        'Idempotency-Key must be 16 to 255 visible characters (a UUID is a good one)',
      );
    },
  );
});
