import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderLineInput, OrderQuote } from '../../domain/order-schemas';
import { encodeTestToken } from '../../domain/test-payment-token';
import type { Order, Product } from '../../domain/types';
import { apiClient, expectError, expectJson, type ApiClient, type Sender } from '../test/client';
import { productInput } from '../test/inputs';
import { startTestServer, type TestServer } from '../test/server';

/** POST /api/orders/guest: a browser's guest orders, each opened by the key its invoice link carries. */
let server: TestServer;
let api: ApiClient;
let line: OrderLineInput;

beforeAll(async () => {
  server = await startTestServer();
  api = apiClient(server);
  const created = await api.post('/products', {
    as: 'admin',
    json: productInput({
      name: 'Guest Order Rub',
      sizes: [{ size: 'Jar', priceCents: 1000, stock: 100 }],
    }),
  });
  const product = (await expectJson(created, 201)) as Product;
  line = { productId: product.id, size: 'Jar', quantity: 1 };
});
afterAll(() => server?.stop());

const approved = encodeTestToken({
  brand: 'Visa',
  last4: '4242',
  expiry: '12/30',
  outcome: 'approve',
});

async function placed(as: Sender = 'anonymous') {
  const quoted = await api.post('/orders/quote', { json: { lines: [line] } });
  const { totalCents } = (await expectJson(quoted, 200)) as OrderQuote;
  const response = await api.post('/orders', {
    as,
    json: {
      lines: [line],
      contact: {
        email: 'guest@example.com',
        shippingAddress: {
          name: 'Pat Guest',
          address: '1 Smoke Lane',
          city: 'Chicago',
          state: 'IL',
          zipCode: '60601',
        },
      },
      payment: { token: approved },
      expectedTotalCents: totalCents,
    },
  });
  return (await expectJson(response, 201)) as { order: Order; key?: string };
}

const guestOrders = async (orders: unknown) =>
  (await expectJson(await api.post('/orders/guest', { json: { orders } }), 200)) as Order[];

describe('guest orders', () => {
  it('answers the orders whose keys open them, newest first, with what the profile lists', async () => {
    const first = await placed();
    const second = await placed();
    const answer = await guestOrders([
      { id: first.order.id, key: first.key },
      { id: second.order.id, key: second.key },
    ]);
    expect(answer.map((order) => order.id)).toEqual([second.order.id, first.order.id]);
    expect(answer[0]).toMatchObject({
      id: second.order.id,
      status: second.order.status,
      totalCents: second.order.totalCents,
      createdAt: second.order.createdAt,
    });
  });

  it('leaves out a wrong key, an unknown id and an account order, revealing nothing', async () => {
    const guest = await placed();
    const other = await placed();
    const customers = await placed('customer');
    expect(customers.key).toBeUndefined();
    const answer = await guestOrders([
      { id: guest.order.id, key: other.key },
      { id: guest.order.id, key: 'not-the-key-of-this-order-at-all' },
      { id: 'FF-1999-0001', key: guest.key },
      { id: customers.order.id, key: guest.key },
    ]);
    expect(answer).toEqual([]);
    expect(await guestOrders([])).toEqual([]);
  });

  it.each([
    ['no list', {}],
    ['a list of strings', { orders: ['FF-2026-0001'] }],
    ['an empty key', { orders: [{ id: 'FF-2026-0001', key: '' }] }],
    ['a NUL in the id', { orders: [{ id: 'FF-2026-0001\u0000', key: 'k' }] }],
    ['an id of 41 characters', { orders: [{ id: 'x'.repeat(41), key: 'k' }] }],
    ['a key of 201 characters', { orders: [{ id: 'FF-2026-0001', key: 'k'.repeat(201) }] }],
    ['51 orders', { orders: Array.from({ length: 51 }, () => ({ id: 'FF-2026-0001', key: 'k' })) }],
  ])('refuses %s with 400', async (_label, body) => {
    const error = await expectError(await api.post('/orders/guest', { json: body }), 400);
    expect(error.error).toBeTruthy();
  });

  it('refuses a body that is not JSON with 400', async () => {
    const response = await fetch(`${server.url}/api/orders/guest`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"orders": [',
    });
    await expectError(response, 400);
  });
});
