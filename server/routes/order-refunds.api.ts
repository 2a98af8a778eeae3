import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderLineInput, OrderQuote } from '../../domain/order-schemas';
import { encodeTestToken } from '../../domain/test-payment-token';
import type { Order, Product } from '../../domain/types';
import { apiClient, expectError, expectJson, type ApiClient } from '../test/client';
import { productInput } from '../test/inputs';
import { recordingPaymentProvider } from '../test/payments';
import { startTestServer, type TestServer } from '../test/server';

/**
 * Refunds per line: some units of a delivered order came back. The admin refunds them; the card
 * gets back what they cost after the discount with their tax; a later full refund gives back
 * only the rest; two refunds at once never give a unit back twice.
 */

const payments = recordingPaymentProvider();
let server: TestServer;
let api: ApiClient;
let rub: Product;
let sauce: Product;

const approved = encodeTestToken({
  brand: 'Visa',
  last4: '4242',
  expiry: '12/30',
  outcome: 'approve',
});

async function product(name: string, priceCents: number) {
  const created = await api.post('/products', {
    as: 'admin',
    json: productInput({ name, sizes: [{ size: 'Jar', priceCents, stock: 1000 }] }),
  });
  return (await expectJson(created, 201)) as Product;
}

beforeAll(async () => {
  server = await startTestServer({ payments: payments.provider });
  api = apiClient(server);
  rub = await product('Refund Rub', 1299);
  sauce = await product('Refund Sauce', 899);
});
afterAll(() => server?.stop());

/** The customer's order of `lines`, placed at the quoted total. */
async function placedOrder(lines: OrderLineInput[]): Promise<Order> {
  const quote = (await expectJson(
    await api.post('/orders/quote', { json: { lines } }),
    200,
  )) as OrderQuote;
  const placed = await api.post('/orders', {
    as: 'customer',
    json: {
      lines,
      contact: {
        email: 'refunds@example.com',
        shippingAddress: {
          name: 'Ray Fund',
          address: '1 Smoke Lane',
          city: 'Chicago',
          state: 'IL',
          zipCode: '60601',
        },
      },
      payment: { token: approved },
      expectedTotalCents: quote.totalCents,
    },
  });
  return ((await expectJson(placed, 201)) as { order: Order }).order;
}

/** A delivered order of 2 rubs and 1 sauce, placed by the customer. */
async function deliveredOrder(): Promise<Order> {
  const order = await placedOrder([
    { productId: rub.id, size: 'Jar', quantity: 2 },
    { productId: sauce.id, size: 'Jar', quantity: 1 },
  ]);
  for (const status of ['shipped', 'delivered']) {
    await expectJson(
      await api.put(`/orders/${order.id}/status`, { as: 'admin', json: { status } }),
      200,
    );
  }
  return order;
}

const refundLines = (order: Order, body: object, key = randomUUID()) =>
  api.post(`/orders/${order.id}/refunds`, {
    as: 'admin',
    json: body,
    headers: { 'idempotency-key': key },
  });
const rubLine = (quantity: number) => ({ lines: [{ productId: rub.id, size: 'Jar', quantity }] });

describe('refunding lines of an order', () => {
  it('refuses the anonymous (401), customers and editors (403)', async () => {
    const order = await deliveredOrder();
    const body = { json: rubLine(1) };
    await expectError(await api.post(`/orders/${order.id}/refunds`, body), 401);
    await expectError(
      await api.post(`/orders/${order.id}/refunds`, { ...body, as: 'customer' }),
      403,
    );
    await expectError(
      await api.post(`/orders/${order.id}/refunds`, { ...body, as: 'editor' }),
      403,
    );
  });

  it('gives one unit back to the card with its tax, lists it on the order, then refunds only the rest', async () => {
    const order = await deliveredOrder();
    const before = payments.refunds.length;
    const after = (await expectJson(await refundLines(order, rubLine(1)), 200)) as Order;
    // $12.99 and 8.75% tax ($1.14).
    expect(payments.refunds.slice(before)).toEqual([
      expect.objectContaining({ amountCents: 1413 }),
    ]);
    expect(after.paymentStatus).toBe('paid');
    expect(after.refunds).toEqual([
      expect.objectContaining({
        kind: 'lines',
        amountCents: 1413,
        cardCents: 1413,
        giftCardCents: 0,
        lines: [{ productId: rub.id, size: 'Jar', name: 'Refund Rub', quantity: 1 }],
      }),
    ]);
    expect(after.refunds![0]).not.toHaveProperty('key');
    expect(after.refunds![0]).not.toHaveProperty('providerRefundId');
    // The customer sees it on their order.
    const seen = (await expectJson(
      await api.get(`/orders/${order.id}`, { as: 'customer' }),
      200,
    )) as Order;
    expect(seen.refunds).toHaveLength(1);

    const full = (await expectJson(
      await api.post(`/orders/${order.id}/refund`, { as: 'admin' }),
      200,
    )) as Order;
    expect(full.paymentStatus).toBe('refunded');
    const given = payments.refunds.slice(before).reduce((sum, r) => sum + r.amountCents, 0);
    expect(given).toBe(order.totalCents);
    expect(full.refunds![1]).toMatchObject({
      kind: 'order',
      amountCents: order.totalCents - 1413,
      lines: [
        { productId: rub.id, quantity: 1 },
        { productId: sauce.id, quantity: 1 },
      ],
    });
  });

  it('sets the order refunded when every unit came back, shipping staying paid', async () => {
    const order = await deliveredOrder();
    const after = (await expectJson(
      await refundLines(order, {
        lines: [
          { productId: rub.id, size: 'Jar', quantity: 2 },
          { productId: sauce.id, size: 'Jar', quantity: 1 },
        ],
      }),
      200,
    )) as Order;
    expect(after.refunds![0]!.amountCents).toBe(order.totalCents - order.shippingCents);
    expect(after.paymentStatus).toBe(order.shippingCents === 0 ? 'refunded' : 'paid');
    const again = await expectError(await refundLines(order, rubLine(1)), 400);
    expect(again.message).toBe('Refund Rub (Jar) is already refunded');
  });

  it('answers the same Idempotency-Key with the same refund, sent ten times at once', async () => {
    const order = await deliveredOrder();
    const before = payments.refunds.length;
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => refundLines(order, rubLine(1), key)),
    );
    for (const answer of answers) expect(answer.status).toBe(200);
    expect(payments.refunds.length - before).toBe(1);
    const final = (await expectJson(
      await api.get(`/orders/${order.id}`, { as: 'admin' }),
      200,
    )) as Order;
    expect(final.refunds).toHaveLength(1);
  });

  it('never gives a unit back twice when different refunds race', async () => {
    const order = await deliveredOrder();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => refundLines(order, rubLine(1))),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(2);
    for (const refused of answers.filter((a) => a.status !== 200)) {
      expect(refused.status).toBe(400);
    }
    const final = (await expectJson(
      await api.get(`/orders/${order.id}`, { as: 'admin' }),
      200,
    )) as Order;
    expect(final.refunds!.reduce((sum, r) => sum + r.lines[0]!.quantity, 0)).toBe(2);
  });

  it('refuses more units than are left, a line not in the order, and an order not delivered', async () => {
    const order = await deliveredOrder();
    const tooMany = await expectError(await refundLines(order, rubLine(3)), 400);
    expect(tooMany.message).toBe('Only 2 of Refund Rub (Jar) can still be refunded');
    const stranger = await expectError(
      await refundLines(order, { lines: [{ productId: 'no-such-rub', size: 'Jar', quantity: 1 }] }),
      400,
    );
    expect(stranger.message).toBe('no-such-rub (Jar) is not a line of this order');
    await expectError(await refundLines({ ...order, id: 'FF-1999-9999' }, rubLine(1)), 404);

    const fresh = await placedOrder([{ productId: rub.id, size: 'Jar', quantity: 1 }]);
    expect((await expectError(await refundLines(fresh, rubLine(1)), 409)).message).toBe(
      'Only delivered orders are refunded here; cancel an order that has not shipped.',
    );
  });

  it('answers any malformed body with 400 and a message, never 500', async () => {
    const order = await deliveredOrder();
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.anything(),
          fc.record({
            lines: fc.array(
              fc.record({ productId: fc.string(), size: fc.string(), quantity: fc.anything() }),
            ),
          }),
          fc.record({ lines: fc.array(fc.anything()) }),
        ),
        async (body) => {
          const answer = await refundLines(order, body as object);
          if (answer.status === 200) return;
          const error = await expectError(answer, 400);
          expect(error.message.length).toBeGreaterThan(0);
        },
      ),
      { numRuns: 40 },
    );
  });
});
