import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoreAnalytics } from '../../domain/analytics';
import type { OrderLineInput, OrderQuote } from '../../domain/order-schemas';
import { encodeTestToken } from '../../domain/test-payment-token';
import type { Order, Product } from '../../domain/types';
import { apiClient, expectError, expectJson, type ApiClient, type Sender } from '../test/client';
import { productInput, productUpdate } from '../test/inputs';
import { startTestServer, type TestServer } from '../test/server';
import { declinedTestToken } from '../test/payments';

let server: TestServer;
let api: ApiClient;

beforeAll(async () => {
  server = await startTestServer();
  api = apiClient(server);
});
afterAll(() => server?.stop());

const approved = encodeTestToken({
  brand: 'Visa',
  last4: '4242',
  expiry: '12/30',
  outcome: 'approve',
});

const address = {
  name: 'Pat Pitmaster',
  address: '1 Smoke Lane',
  city: 'Chicago',
  state: 'IL',
  zipCode: '60601',
};

const quote = async (lines: OrderLineInput[]) =>
  (await expectJson(await api.post('/orders/quote', { json: { lines } }), 200)) as OrderQuote;

const orderBody = (lines: OrderLineInput[], expectedTotalCents: number, extra = {}) => ({
  lines,
  contact: { email: 'pat@example.com', shippingAddress: address },
  payment: { token: approved },
  expectedTotalCents,
  ...extra,
});

/** Places an order at the quoted total; returns the raw response. */
async function order(lines: OrderLineInput[], as: Sender = 'anonymous', extra = {}) {
  const { totalCents } = await quote(lines);
  return api.post('/orders', { as, json: orderBody(lines, totalCents, extra) });
}

async function placed(lines: OrderLineInput[], as: Sender = 'anonymous', extra = {}) {
  return (await expectJson(await order(lines, as, extra), 201)) as { order: Order; key?: string };
}

/** A fresh product with one size of `stock`, at $10.00. */
async function stockedProduct(name: string, stock: number): Promise<Product> {
  const created = await api.post('/products', {
    as: 'admin',
    json: productInput({ name, sizes: [{ size: 'Jar', priceCents: 1000, stock }] }),
  });
  return (await expectJson(created, 201)) as Product;
}

const stockOf = async (id: string) =>
  ((await expectJson(await api.get(`/products/${id}`), 200)) as Product).sizes[0]!.stock;

/** A line of a product with plenty of stock, so the tests never sell it out for each other. */
let rub: OrderLineInput;
beforeAll(async () => {
  const product = await stockedProduct('House Rub', 1000);
  rub = { productId: product.id, size: 'Jar', quantity: 2 };
});

describe('placing an order', () => {
  it('prices every line itself: a price sent in the request has no effect', async () => {
    const expected = await quote([rub]);
    const sneaky = { ...rub, priceCents: 1, unitPriceCents: 1 };
    const response = await api.post('/orders', {
      json: orderBody([sneaky as OrderLineInput], expected.totalCents),
    });
    const { order: saved } = (await expectJson(response, 201)) as { order: Order };
    expect(saved.totalCents).toBe(expected.totalCents);
    expect(saved.items[0]!.priceCents).toBe(expected.lines[0]!.unitPriceCents);
    expect(saved.items[0]!.priceCents).toBeGreaterThan(1);
  });

  it('adds shipping ($9.99 up to $75) and 8.75% tax in cents', async () => {
    const small = await quote([{ ...rub, quantity: 1 }]);
    expect(small.shippingCents).toBe(999);
    expect(small.taxCents).toBe(Math.floor((small.subtotalCents * 875 + 5000) / 10000));
    expect(small.totalCents).toBe(small.subtotalCents + small.shippingCents + small.taxCents);
    const large = await quote([{ ...rub, quantity: 8 }]);
    expect(large.subtotalCents).toBeGreaterThan(7500);
    expect(large.shippingCents).toBe(0);
  });

  it('refuses a total other than the server’s with 409 and the new quote', async () => {
    const expected = await quote([rub]);
    const response = await api.post('/orders', {
      json: orderBody([rub], expected.totalCents - 100),
    });
    const body = (await expectError(response, 409)) as unknown as {
      message: string;
      quote: OrderQuote;
    };
    expect(body.message).toMatch(
      /^Prices changed since you added these items\. Your new total is \$/,
    );
    expect(body.quote.totalCents).toBe(expected.totalCents);
  });

  it.each([0, 11, -1, 1.5])('refuses quantity %s with 400', async (quantity) => {
    const response = await api.post('/orders', {
      json: orderBody([{ ...rub, quantity }], 1000),
    });
    const error = await expectError(response, 400);
    expect(error.fields?.['lines.0.quantity']).toMatch(/Quantity/);
  });

  it('gives 20 concurrent orders 20 distinct numbers, one after another', async () => {
    const line = { ...rub, quantity: 1 };
    const { totalCents } = await quote([line]);
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        api.post('/orders', { json: orderBody([line], totalCents) }),
      ),
    );
    const ids = await Promise.all(
      responses.map(async (r) => ((await expectJson(r, 201)) as { order: Order }).order.id),
    );
    expect(new Set(ids).size).toBe(20);
    for (const id of ids) expect(id).toMatch(/^FF-\d{4}-\d{4,}$/);
    // This year's numbers, with no gap between them (server/routes/order-numbers.api.ts: from 0001).
    const numbers = ids
      .map((id) => Number(id.slice(id.lastIndexOf('-') + 1)))
      .sort((a, b) => a - b);
    expect(numbers).toEqual(numbers.map((_, i) => numbers[0]! + i));
    expect(new Set(ids.map((id) => id.slice(0, id.lastIndexOf('-')))).size).toBe(1);
  });

  it('with stock for 20, refuses the 21st concurrent order with 409 and never goes below zero', async () => {
    const product = await stockedProduct('Twenty Jar Rub', 20);
    const line = { productId: product.id, size: 'Jar', quantity: 1 };
    const { totalCents } = await quote([line]);
    const responses = await Promise.all(
      Array.from({ length: 21 }, () =>
        api.post('/orders', { json: orderBody([line], totalCents) }),
      ),
    );
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(20);
    expect(statuses.filter((s) => s === 409)).toHaveLength(1);
    const refused = responses.find((r) => r.status === 409)!;
    expect((await expectError(refused, 409)).message).toBe(
      'Twenty Jar Rub (Jar) is sold out. Remove it from your cart to continue.',
    );
    expect(await stockOf(product.id)).toBe(0);
  });

  it('places nothing with the declined test card: no order, stock untouched', async () => {
    const product = await stockedProduct('Declined Jar Rub', 5);
    const line = { productId: product.id, size: 'Jar', quantity: 2 };
    const { totalCents } = await quote([line]);
    const before = (
      (await expectJson(await api.get('/orders', { as: 'admin' }), 200)) as { total: number }
    ).total;
    const response = await api.post('/orders', {
      json: { ...orderBody([line], totalCents), payment: { token: declinedTestToken } },
    });
    const error = await expectError(response, 402);
    expect(error.message).toBe('Your card was declined');
    expect(error.fields).toEqual({ card: 'Your card was declined' });
    expect(await stockOf(product.id)).toBe(5);
    const after = (
      (await expectJson(await api.get('/orders', { as: 'admin' }), 200)) as { total: number }
    ).total;
    expect(after).toBe(before);
  });

  it('keeps each line’s name, size and price as charged after the product changes', async () => {
    const product = await stockedProduct('Renamed Later Rub', 5);
    const { order: saved } = await placed(
      [{ productId: product.id, size: 'Jar', quantity: 1 }],
      'customer',
    );
    await api.put(`/products/${product.id}`, {
      as: 'admin',
      json: productUpdate({
        name: 'A New Name',
        sizes: [{ id: product.sizes[0]!.id, size: 'Jar', priceCents: 5000 }],
      }),
    });
    const again = (await expectJson(
      await api.get(`/orders/${saved.id}`, { as: 'customer' }),
      200,
    )) as Order;
    expect(again.items[0]).toMatchObject({
      name: 'Renamed Later Rub',
      size: 'Jar',
      priceCents: 1000,
    });
  });

  it('archives instead of deleting a product that orders refer to', async () => {
    const product = await stockedProduct('Ordered Then Deleted Rub', 5);
    const { order: saved } = await placed(
      [{ productId: product.id, size: 'Jar', quantity: 1 }],
      'customer',
    );
    expect((await api.delete(`/products/${product.id}`, { as: 'admin' })).status).toBe(204);
    expect((await api.get(`/products/${product.id}`)).status).toBe(404);
    const listed = (await expectJson(await api.get('/products'), 200)) as Product[];
    expect(listed.some((p) => p.id === product.id)).toBe(false);
    const kept = (await expectJson(
      await api.get(`/orders/${saved.id}`, { as: 'customer' }),
      200,
    )) as Order;
    expect(kept.items[0]!.name).toBe('Ordered Then Deleted Rub');
  });
});

describe('who can read an order', () => {
  let customerOrder: Order;
  let guest: { order: Order; key?: string };

  beforeAll(async () => {
    customerOrder = (await placed([rub], 'customer')).order;
    guest = await placed([rub]);
  });

  it('belongs to the signed-in customer, who sees it in their own list', async () => {
    expect(customerOrder.accountId).toBeTruthy();
    const mine = (await expectJson(
      await api.get('/orders/mine', { as: 'customer' }),
      200,
    )) as Order[];
    expect(mine[0]!.id).toBe(customerOrder.id);
    const theirs = (await expectJson(
      await api.get('/orders/mine', { as: 'shopper' }),
      200,
    )) as Order[];
    expect(theirs.some((o) => o.id === customerOrder.id)).toBe(false);
  });

  it('is "Order not found" for another customer, and for a guest without the key', async () => {
    const other = await expectError(
      await api.get(`/orders/${customerOrder.id}`, { as: 'shopper' }),
      404,
    );
    expect(other.message).toBe('Order not found');
    const anonymous = await expectError(await api.get(`/orders/${customerOrder.id}`), 404);
    const missing = await expectError(await api.get('/orders/FF-1999-9999'), 404);
    expect(anonymous).toEqual(missing);
    expect(await expectError(await api.get(`/orders/${guest.order.id}`), 404)).toEqual(missing);
    expect(
      await expectError(await api.get(`/orders/${guest.order.id}?key=not-the-key`), 404),
    ).toEqual(missing);
  });

  it('opens a guest order with its key, and any order for an admin', async () => {
    expect(guest.key).toMatch(/^[\w-]{32,}$/);
    expect(guest.order.accountId).toBeUndefined();
    await expectJson(await api.get(`/orders/${guest.order.id}?key=${guest.key}`), 200);
    await expectJson(await api.get(`/orders/${customerOrder.id}`, { as: 'admin' }), 200);
    await expectJson(await api.get(`/orders/${guest.order.id}`, { as: 'admin' }), 200);
  });

  it('lists every order to admins only, newest first', async () => {
    await expectError(await api.get('/orders'), 401);
    await expectError(await api.get('/orders', { as: 'customer' }), 403);
    await expectError(await api.get('/orders', { as: 'editor' }), 403);
    const all = (
      (await expectJson(await api.get('/orders?limit=100', { as: 'admin' }), 200)) as {
        items: Order[];
      }
    ).items;
    expect(all.map((o) => o.id)).toContain(customerOrder.id);
    const dates = all.map((o) => o.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(all[0]!.payment).toEqual({ provider: 'Test payments', test: true });
  });

  it('needs sign-in for the own list', async () => {
    await expectError(await api.get('/orders/mine'), 401);
  });
});

describe('admin changes', () => {
  it('refuses status changes to the anonymous (401), customers and editors (403)', async () => {
    const { order: saved } = await placed([rub], 'customer');
    const body = { json: { status: 'shipped' } };
    await expectError(await api.put(`/orders/${saved.id}/status`, body), 401);
    await expectError(
      await api.put(`/orders/${saved.id}/status`, { ...body, as: 'customer' }),
      403,
    );
    await expectError(await api.put(`/orders/${saved.id}/status`, { ...body, as: 'editor' }), 403);
    await expectError(await api.post(`/orders/${saved.id}/refund`), 401);
    await expectError(await api.post(`/orders/${saved.id}/refund`, { as: 'customer' }), 403);
    const shipped = (await expectJson(
      await api.put(`/orders/${saved.id}/status`, { ...body, as: 'admin' }),
      200,
    )) as Order;
    expect(shipped.status).toBe('shipped');
    const seen = (await expectJson(
      await api.get(`/orders/${saved.id}`, { as: 'customer' }),
      200,
    )) as Order;
    expect(seen.status).toBe('shipped');
  });

  it('restocks a cancelled order and shows it refunded', async () => {
    const product = await stockedProduct('Cancelled Jar Rub', 6);
    const { order: saved } = await placed(
      [{ productId: product.id, size: 'Jar', quantity: 4 }],
      'customer',
    );
    expect(await stockOf(product.id)).toBe(2);
    const cancelled = (await expectJson(
      await api.put(`/orders/${saved.id}/status`, { as: 'admin', json: { status: 'cancelled' } }),
      200,
    )) as Order;
    expect(cancelled).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    expect(await stockOf(product.id)).toBe(6);
  });

  it('refuses to cancel a shipped order; refunds it once delivered', async () => {
    const { order: saved } = await placed([rub], 'customer');
    const setStatus = (status: string) =>
      api.put(`/orders/${saved.id}/status`, { as: 'admin', json: { status } });
    await expectJson(await setStatus('shipped'), 200);
    expect((await expectError(await setStatus('cancelled'), 409)).message).toBe(
      "Shipped orders can't be cancelled; refund them instead.",
    );
    await expectJson(await setStatus('delivered'), 200);
    const refunded = (await expectJson(
      await api.post(`/orders/${saved.id}/refund`, { as: 'admin' }),
      200,
    )) as Order;
    expect(refunded.paymentStatus).toBe('refunded');
    await expectError(await api.post(`/orders/${saved.id}/refund`, { as: 'admin' }), 409);
  });

  it('exports a customer named =HYPERLINK(…) as inert text in the CSV', async () => {
    const lines = [rub];
    const { totalCents } = await quote(lines);
    const evil = '=HYPERLINK("http://evil.example","Click")';
    await expectJson(
      await api.post('/orders', {
        json: {
          ...orderBody(lines, totalCents),
          contact: { email: 'evil@example.com', shippingAddress: { ...address, name: evil } },
        },
      }),
      201,
    );
    await expectError(await api.get('/orders/export.csv'), 401);
    await expectError(await api.get('/orders/export.csv', { as: 'customer' }), 403);
    const response = await api.get('/orders/export.csv', { as: 'admin' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    const rows = Papa.parse<string[]>((await response.text()).trim()).data;
    expect(rows[0]).toEqual([
      'Order ID',
      'Customer',
      'Email',
      'Date',
      'Status',
      'Payment',
      'Items',
      'Total',
    ]);
    const row = rows.find((r) => r[2] === 'evil@example.com')!;
    expect(row[1]).toBe(`'${evil}`);
    expect(rows.every((r) => r.every((cell) => !/^[=+\-@]/.test(cell)))).toBe(true);
  });

  it('raises analytics revenue by exactly the new order’s total', async () => {
    await expectError(await api.get('/analytics'), 401);
    await expectError(await api.get('/analytics', { as: 'customer' }), 403);
    const revenue = async () =>
      ((await expectJson(await api.get('/analytics', { as: 'admin' }), 200)) as StoreAnalytics)
        .summary.revenueCents;
    const before = await revenue();
    const { order: saved } = await placed([rub]);
    expect(await revenue()).toBe(before + saved.totalCents);
  });
});

describe('gift cards and club lines', () => {
  it('prices a gift card from the offered amounts and refuses any other amount', async () => {
    const amounts = (await expectJson(
      await api.get('/content/gift-card-amounts'),
      200,
    )) as number[];
    const line = {
      productId: 'gift-card',
      size: 'Gift Card',
      quantity: 1,
      amountCents: amounts[0]!,
    };
    expect((await quote([line])).subtotalCents).toBe(amounts[0]);
    const odd = await api.post('/orders/quote', { json: { lines: [{ ...line, amountCents: 1 }] } });
    expect((await expectError(odd, 400)).fields?.['lines.0']).toMatch(/not sold/);
  });
});
