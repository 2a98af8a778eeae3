import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderLineInput, OrderQuote } from '../../domain/order-schemas';
import type { Order, Product } from '../../domain/types';
import { settableClock } from '../clock';
import { mailOutbox, orders, pendingOrders } from '../db/schema';
import { expectError, expectJson, type ApiClient } from '../test/client';
import { createJarProduct, testOrderBody } from '../test/orders';
import type { TestServer } from '../test/server';
import { stripeShapeProblems } from '../test/stripe-shapes';
import type { StripeStandIn } from '../test/stripe-stand-in';
import { startStripeTestServer, stripeEvent, type StripeTestServer } from '../test/stripe-server';

/**
 * Stripe's webhook and pending orders (issue 30): an order waiting on 3-D Secure is stored or
 * released by `payment_intent.succeeded` / `payment_intent.payment_failed` as the API's own
 * completion does, once, whoever comes first; a payment that succeeds after its pending order
 * was released is refunded. Orders are paid through the Stripe provider on the loopback
 * stand-in; events are signed as Stripe signs them, carrying the stand-in's PaymentIntent.
 */

const webhookSecret = 'whsec_test_pending_webhook';
const clock = settableClock();
let stripeServer: StripeTestServer | undefined;
let standIn: StripeStandIn;
let server: TestServer;
let api: ApiClient;
let product: Product;
let line: OrderLineInput;
let totalCents: number;

beforeAll(async () => {
  stripeServer = await startStripeTestServer({ webhookSecret, testClock: clock });
  ({ standIn, server, api } = stripeServer);
  product = await createJarProduct(api, `Webhook Pending Rub ${randomUUID().slice(0, 8)}`, {
    priceCents: 1500,
    stock: 50,
  });
  line = { productId: product.id, size: 'Jar', quantity: 2 };
  const quote = await api.post('/orders/quote', { json: { lines: [line] } });
  totalCents = ((await expectJson(quote, 200)) as OrderQuote).totalCents;
});

afterAll(() => stripeServer?.stop());

interface Pending {
  pending: { id: string; amountDueCents: number };
  key: string;
}

/** A guest's order with Stripe's 3-D Secure test card: 202, its stock held. */
async function pendingOrder(): Promise<Pending & { intentId: string }> {
  const placed = await api.post('/orders', {
    json: {
      ...testOrderBody([line], totalCents),
      payment: { token: 'pm_card_authenticationRequired' },
    },
    headers: { 'idempotency-key': randomUUID() },
  });
  const pending = (await expectJson(placed, 202)) as Pending;
  const [row] = await server.db
    .select()
    .from(pendingOrders)
    .where(eq(pendingOrders.id, pending.pending.id));
  return { ...pending, intentId: row!.paymentId! };
}

const stock = async () =>
  ((await expectJson(await api.get(`/products/${product.id}`), 200)) as Product).sizes[0]!.stock;

/** The event Stripe sends about the stand-in's intent as it stands now. */
function intentEvent(type: string, intentId: string) {
  const event = stripeEvent(type, standIn.paymentIntents.get(intentId));
  expect(stripeShapeProblems('event', event)).toEqual([]);
  return event;
}

const deliver = (event: object) => stripeServer!.deliver(event);

const ordersPaidBy = (intentId: string) =>
  server.db.select().from(orders).where(eq(orders.chargeId, intentId));

/** The order confirmations written for an order (its e-mail, into the outbox). */
const confirmationsOf = async (orderId: string) =>
  (
    await server.db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(sql`${mailOutbox.mail}->>'subject' like ${`%${orderId} is confirmed%`}`)
  ).length;

const pay = (id: string, key: string) => api.post(`/orders/${id}/payment`, { json: { key } });

describe('payment_intent.succeeded for a pending order', () => {
  it('stores it with its number and confirmation e-mail, once, and the app then finds it', async () => {
    const before = await stock();
    const pending = await pendingOrder();
    expect(await stock()).toBe(before - 2);
    standIn.authenticate(pending.intentId, true);

    const event = intentEvent('payment_intent.succeeded', pending.intentId);
    const answered = (await expectJson(await deliver(event), 200)) as { outcome: string };
    expect(answered.outcome).toBe('applied: pending order stored');
    const [order] = await ordersPaidBy(pending.intentId);
    expect(order).toMatchObject({
      id: expect.stringMatching(/^FF-\d{4}-\d{4,}$/),
      paymentStatus: 'paid',
    });
    expect(await confirmationsOf(order!.id)).toBe(1);

    const again = (await expectJson(await deliver(event), 200)) as { duplicate: boolean };
    expect(again.duplicate).toBe(true);
    // The customer back from the bank's page: the same order, nothing stored twice.
    const paid = (await expectJson(await pay(pending.pending.id, pending.key), 201)) as {
      order: Order;
    };
    expect(paid.order.id).toBe(order!.id);
    expect(await ordersPaidBy(pending.intentId)).toHaveLength(1);
    expect(await confirmationsOf(order!.id)).toBe(1);
    expect(await stock()).toBe(before - 2);

    // A failure delivered after the success changes nothing.
    const late = intentEvent('payment_intent.payment_failed', pending.intentId);
    expect(await expectJson(await deliver(late), 200)).toMatchObject({
      outcome: 'unchanged: the order is already paid',
    });
    expect((await ordersPaidBy(pending.intentId))[0]!.paymentStatus).toBe('paid');
  });

  it('stores exactly one order when the app and the webhook complete it at once', async () => {
    for (let round = 0; round < 3; round++) {
      const pending = await pendingOrder();
      standIn.authenticate(pending.intentId, true);
      const event = intentEvent('payment_intent.succeeded', pending.intentId);
      const [fromApp, fromStripe] = await Promise.all([
        pay(pending.pending.id, pending.key),
        deliver(event),
      ]);
      const { order } = (await expectJson(fromApp, 201)) as { order: Order };
      const { outcome } = (await expectJson(fromStripe, 200)) as { outcome: string };
      expect([
        'applied: pending order stored',
        'unchanged: the order was already stored',
        'unchanged: the order is already paid',
      ]).toContain(outcome);
      const stored = await ordersPaidBy(pending.intentId);
      expect(stored.map((row) => row.id)).toEqual([order.id]);
      expect(await confirmationsOf(order.id)).toBe(1);
    }
  });
});

describe('payment_intent.payment_failed for a pending order', () => {
  it('releases its stock, takes no number, and the app finds it gone', async () => {
    const before = await stock();
    const pending = await pendingOrder();
    standIn.authenticate(pending.intentId, false);
    const answered = await deliver(intentEvent('payment_intent.payment_failed', pending.intentId));
    expect(await expectJson(answered, 200)).toMatchObject({
      outcome: expect.stringMatching(/^applied: pending order released/),
    });
    expect(await stock()).toBe(before);
    expect(await ordersPaidBy(pending.intentId)).toEqual([]);
    await expectError(await pay(pending.pending.id, pending.key), 404);
  });
});

describe('a payment that succeeds after its pending order was released', () => {
  it('is refunded in full and recorded, never kept without an order', async () => {
    const before = await stock();
    const pending = await pendingOrder();
    // The card network is still deciding: Stripe cannot cancel it, so the release goes ahead.
    standIn.process(pending.intentId);
    try {
      clock.set(new Date(Date.now() + 31 * 60 * 1000));
      // Any order counts stock after releasing what was held too long.
      await expectError(
        await api.post('/orders', {
          json: {
            ...testOrderBody([line], totalCents),
            payment: { token: 'pm_card_chargeDeclined' },
          },
        }),
        402,
      );
    } finally {
      clock.reset();
    }
    expect(await stock()).toBe(before);
    await expectError(await pay(pending.pending.id, pending.key), 404);

    standIn.succeed(pending.intentId);
    const answered = await deliver(intentEvent('payment_intent.succeeded', pending.intentId));
    const { outcome } = (await expectJson(answered, 200)) as { outcome: string };
    expect(outcome).toMatch(
      /^refunded re_\S+: the payment succeeded after its pending order was released$/,
    );
    const refunds = standIn.responses.filter(
      (r) => r.path === '/v1/refunds' && r.body.payment_intent === pending.intentId,
    );
    expect(refunds.map((r) => r.body.amount)).toEqual([totalCents]);
    expect(await ordersPaidBy(pending.intentId)).toEqual([]);

    // Another delivery about the same success (a new event id) refunds nothing more.
    const second = await deliver(intentEvent('payment_intent.succeeded', pending.intentId));
    expect(await expectJson(second, 200)).toMatchObject({ outcome: 'unchanged: already refunded' });
    expect(
      standIn.responses.filter(
        (r) => r.path === '/v1/refunds' && r.body.payment_intent === pending.intentId,
      ),
    ).toHaveLength(1);
  });
});
