import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderQuote } from '../../domain/order-schemas';
import { encodeTestToken } from '../../domain/test-payment-token';
import type { Order, Product } from '../../domain/types';
import { settableClock } from '../clock';
import { apiClient, expectError, expectJson, type ApiClient, type Sender } from '../test/client';
import { createJarProduct, testOrderBody } from '../test/orders';
import { recordingPaymentProvider } from '../test/payments';
import { startTestServer, type TestServer } from '../test/server';

/**
 * Orders whose payment waits (issue 30): the order is pending with its stock held while the
 * bank asks the customer to confirm (the test provider's 3-D Secure card, 4000 0027 6000 3184),
 * and POST /api/orders/:id/payment finishes it: the order number only once paid, the stock back
 * when the bank or the card says no.
 */

const payments = recordingPaymentProvider();
const clock = settableClock();
let server: TestServer;
let api: ApiClient;
let product: Product;
let totalCents: number;

const card = (last4: string, outcome: 'approve' | 'decline' | 'authenticate') => ({
  token: encodeTestToken({ brand: 'Visa', last4, expiry: '12/30', outcome }),
});
const secure = card('3184', 'authenticate');

interface Pending {
  pending: { id: string; clientSecret: string; amountDueCents: number; provider: string };
  key?: string;
}

beforeAll(async () => {
  server = await startTestServer({ payments: payments.provider, testClock: clock });
  api = apiClient(server);
  product = await createJarProduct(api, `Pending Rub ${randomUUID().slice(0, 8)}`, {
    priceCents: 1500,
    stock: 10,
  });
  const quote = await api.post('/orders/quote', {
    json: { lines: [{ productId: product.id, size: 'Jar', quantity: 2 }] },
  });
  totalCents = ((await expectJson(quote, 200)) as OrderQuote).totalCents;
});
afterAll(() => server?.stop());

const body = (payment: object) => ({
  ...testOrderBody([{ productId: product.id, size: 'Jar', quantity: 2 }], totalCents),
  payment,
});
const place = (payment: object, as: Sender = 'anonymous') =>
  api.post('/orders', { as, json: body(payment), headers: { 'idempotency-key': randomUUID() } });
const stock = async () =>
  ((await expectJson(await api.get(`/products/${product.id}`), 200)) as Product).sizes[0]!.stock;
const pay = (id: string, json: object, as: Sender = 'anonymous') =>
  api.post(`/orders/${id}/payment`, { as, json });

describe('a card whose bank asks the customer to confirm (3-D Secure)', () => {
  it('waits as a pending order holding its stock, then is placed with a number once confirmed', async () => {
    const before = await stock();
    const charged = payments.charges.length;
    const pending = (await expectJson(await place(secure, 'customer'), 202)) as Pending;
    expect(pending.pending).toMatchObject({ amountDueCents: totalCents, provider: 'test' });
    expect(pending.pending.clientSecret).not.toBe('');
    expect(await stock()).toBe(before - 2);
    expect(payments.charges.length).toBe(charged);

    const placed = (await expectJson(
      await pay(pending.pending.id, { testAction: 'confirm' }, 'customer'),
      201,
    )) as { order: Order };
    expect(placed.order.id).toMatch(/^FF-\d{4}-\d{4,}$/);
    expect(placed.order.paymentStatus).toBe('paid');
    expect(payments.charges.length).toBe(charged + 1);
    expect(await stock()).toBe(before - 2);
    // Asked again (a second tab, the webhook first): the same order, charged once.
    const again = (await expectJson(await pay(pending.pending.id, {}, 'customer'), 201)) as {
      order: Order;
    };
    expect(again.order.id).toBe(placed.order.id);
    expect(payments.charges.length).toBe(charged + 1);
    const mine = (await expectJson(
      await api.get('/orders/mine', { as: 'customer' }),
      200,
    )) as Order[];
    expect(mine.map((order) => order.id)).toContain(placed.order.id);
  });

  it('gives the stock back and takes no number when the customer does not confirm', async () => {
    const before = await stock();
    const numbered = await api.get('/orders/mine', { as: 'customer' });
    const count = ((await expectJson(numbered, 200)) as Order[]).length;
    const pending = (await expectJson(await place(secure, 'customer'), 202)) as Pending;
    expect(await stock()).toBe(before - 2);
    const refused = await expectError(
      await pay(pending.pending.id, { testAction: 'refuse' }, 'customer'),
      402,
    );
    expect(refused.message).toBe(
      'Your bank did not confirm this payment. Try again or use another card.',
    );
    expect(await stock()).toBe(before);
    const after = (await expectJson(
      await api.get('/orders/mine', { as: 'customer' }),
      200,
    )) as Order[];
    expect(after).toHaveLength(count);
    await expectError(await pay(pending.pending.id, {}, 'customer'), 404);
  });

  it('is finished only by its own account: 401 signed out, 403 for another account', async () => {
    const pending = (await expectJson(await place(secure, 'customer'), 202)) as Pending;
    await expectError(await pay(pending.pending.id, { testAction: 'confirm' }), 401);
    await expectError(await pay(pending.pending.id, { testAction: 'confirm' }, 'shopper'), 403);
    await expectJson(await pay(pending.pending.id, { testAction: 'confirm' }, 'customer'), 201);
  });

  it('opens a guest’s pending order only with its key, and the order with the same key', async () => {
    const pending = (await expectJson(await place(secure), 202)) as Pending;
    expect(pending.key).toBeTruthy();
    await expectError(await pay(pending.pending.id, { testAction: 'confirm' }), 404);
    await expectError(
      await pay(pending.pending.id, { testAction: 'confirm', key: 'not-the-key' }),
      404,
    );
    const placed = (await expectJson(
      await pay(pending.pending.id, { testAction: 'confirm', key: pending.key }),
      201,
    )) as { order: Order; key: string };
    expect(placed.key).toBe(pending.key);
    await expectJson(await api.get(`/orders/${placed.order.id}?key=${placed.key}`), 200);
  });

  it('answers 404 for an id that is not a pending payment’s', async () => {
    expect((await expectError(await pay('FF-2026-0001', {}), 404)).message).toBe(
      'No pending payment has this id',
    );
    await expectError(await pay(randomUUID(), {}), 404);
  });
});

describe('stock held for a payment never finished', () => {
  it('goes back after 30 minutes, and the pending payment can no longer be finished', async () => {
    const before = await stock();
    const pending = (await expectJson(await place(secure, 'customer'), 202)) as Pending;
    expect(await stock()).toBe(before - 2);
    try {
      clock.set(new Date(Date.now() + 29 * 60 * 1000));
      await expectError(await place(card('0002', 'decline')), 402);
      expect(await stock()).toBe(before - 2);
      clock.set(new Date(Date.now() + 31 * 60 * 1000));
      await expectError(await place(card('0002', 'decline')), 402);
      expect(await stock()).toBe(before);
      await expectError(await pay(pending.pending.id, { testAction: 'confirm' }, 'customer'), 404);
    } finally {
      clock.reset();
    }
  });
});

describe('a declined card', () => {
  it('gives the stock back and answers 402 as before', async () => {
    const before = await stock();
    const refused = await expectError(await place(card('0002', 'decline')), 402);
    expect(refused.message).toBe('Your card was declined');
    expect(await stock()).toBe(before);
  });
});
