import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderLineInput, OrderQuote } from '../../domain/order-schemas';
import type { Order, Product } from '../../domain/types';
import { settableClock } from '../clock';
import { orderNumberCounters } from '../db/schema';
import { apiClient, expectError, expectJson, type ApiClient } from '../test/client';
import { createJarProduct, testOrderBody } from '../test/orders';
import { startTestServer, type TestServer } from '../test/server';
import { declinedTestToken } from '../test/payments';

/**
 * Order numbers a shop owner can trust: FF-YYYY-NNNN counts each year from 0001, only orders
 * that are stored take a number (a declined card takes none), and orders placed at the same
 * moment never share one. Each test places its orders in a year of its own (the server's
 * clock), so it sees that year's numbers alone.
 */

const clock = settableClock();
let server: TestServer;
let api: ApiClient;
let line: OrderLineInput;
let totalCents: number;

beforeAll(async () => {
  server = await startTestServer({ testClock: clock });
  api = apiClient(server);
  const product = await createJarProduct(api, 'Numbered Jar Rub', {
    priceCents: 1000,
    stock: 1000,
  });
  line = { productId: product.id, size: 'Jar', quantity: 1 };
  const quote = await api.post('/orders/quote', { json: { lines: [line] } });
  totalCents = ((await expectJson(quote, 200)) as OrderQuote).totalCents;
});
afterAll(() => server?.stop());

/** Each of the 20 orders at once buys a product of its own: no stock row queues them, only the counter. */
const products: Product[] = [];
beforeAll(async () => {
  for (let i = 1; i <= 20; i++) {
    products.push(await createJarProduct(api, `Own Jar Rub ${i}`, { priceCents: 1000, stock: 5 }));
  }
});

/** Noon on a day of `year` in the server's own time zone: the year the number carries. */
const inYear = (year: number, month = 5, day = 15) => clock.set(new Date(year, month, day, 12));

const orderRequest = (lines = [line]) =>
  api.post('/orders', { json: testOrderBody(lines, totalCents) });

async function placeOrder() {
  return ((await expectJson(await orderRequest(), 201)) as { order: Order }).order.id;
}

const numbers = (year: number, from: number, to: number) =>
  Array.from(
    { length: to - from + 1 },
    (_, i) => `FF-${year}-${String(from + i).padStart(4, '0')}`,
  );

describe('order numbers', () => {
  it('gives 20 orders placed at once in a fresh year exactly 0001 to 0020', async () => {
    inYear(2031);
    const responses = await Promise.all(
      products.map((product) => orderRequest([{ ...line, productId: product.id }])),
    );
    const ids = await Promise.all(
      responses.map(async (r) => ((await expectJson(r, 201)) as { order: Order }).order.id),
    );
    expect([...ids].sort()).toEqual(numbers(2031, 1, 20));
  });

  it('gives a declined card no number: the next order takes the one after the last', async () => {
    inYear(2032);
    expect(await placeOrder()).toBe('FF-2032-0001');
    const refused = await api.post('/orders', {
      json: { ...testOrderBody([line], totalCents), payment: { token: declinedTestToken } },
    });
    expect((await expectError(refused, 402)).message).toBe('Your card was declined');
    expect(await placeOrder()).toBe('FF-2032-0002');
  });

  it('starts each new year at 0001, and an earlier year keeps counting where it was', async () => {
    inYear(2033, 11, 31);
    expect(await placeOrder()).toBe('FF-2033-0001');
    expect(await placeOrder()).toBe('FF-2033-0002');
    inYear(2034, 0, 1);
    expect(await placeOrder()).toBe('FF-2034-0001');
    inYear(2033, 11, 31);
    expect(await placeOrder()).toBe('FF-2033-0003');
  });

  it('gives the 10000th order of a year five digits', async () => {
    await server.db.insert(orderNumberCounters).values({ year: 2035, last: 9998 });
    inYear(2035);
    expect(await placeOrder()).toBe('FF-2035-9999');
    expect(await placeOrder()).toBe('FF-2035-10000');
    const stored = await expectJson(await api.get('/orders/FF-2035-10000', { as: 'admin' }), 200);
    expect((stored as Order).id).toBe('FF-2035-10000');
  });
});
