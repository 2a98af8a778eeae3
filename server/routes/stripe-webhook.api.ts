import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderLineInput, OrderQuote } from '../../domain/order-schemas';
import type { Order } from '../../domain/types';
import { orders, stripeEvents } from '../db/schema';
import { expectJson, type ApiClient } from '../test/client';
import { createJarProduct, testOrderBody } from '../test/orders';
import type { TestServer } from '../test/server';
import type { StripeStandIn } from '../test/stripe-stand-in';
import { startStripeTestServer, stripeEvent, type StripeTestServer } from '../test/stripe-server';

/**
 * Stripe's webhook: orders paid through the Stripe provider (on the loopback stand-in), then
 * events signed as Stripe signs them. Verified, stored once, never moving an order backwards.
 */

const webhookSecret = 'whsec_test_webhook_secret';
const publishableKey = 'pk_test_stand_in_publishable';
let stripeServer: StripeTestServer | undefined;
let standIn: StripeStandIn;
let server: TestServer;
let api: ApiClient;
let line: OrderLineInput;
let totalCents: number;

beforeAll(async () => {
  stripeServer = await startStripeTestServer({ webhookSecret, publishableKey });
  ({ standIn, server, api } = stripeServer);
  const product = await createJarProduct(api, 'Webhook Rub', { priceCents: 1500, stock: 100 });
  line = { productId: product.id, size: 'Jar', quantity: 1 };
  const quote = await api.post('/orders/quote', { json: { lines: [line] } });
  totalCents = ((await expectJson(quote, 200)) as OrderQuote).totalCents;
});

afterAll(() => stripeServer?.stop());

/** A guest order paid by Stripe's test card: its chargeId is the PaymentIntent's id. */
async function stripeOrder(): Promise<Order> {
  const placed = await api.post('/orders', {
    json: { ...testOrderBody([line], totalCents), payment: { token: 'pm_card_visa' } },
  });
  const { order } = (await expectJson(placed, 201)) as { order: Order };
  return order;
}

async function chargeIdOf(orderId: string) {
  const [row] = await server.db.select().from(orders).where(eq(orders.id, orderId));
  return row!;
}

const deliver = (event: object, secret?: string) => stripeServer!.deliver(event, secret);

const intentEvent = (type: string, paymentIntentId: string) =>
  stripeEvent(type, { id: paymentIntentId, object: 'payment_intent', status: 'succeeded' });
const refundedEvent = (paymentIntentId: string, amount: number, refundedCents: number) =>
  stripeEvent('charge.refunded', {
    id: `ch_${randomUUID()}`,
    object: 'charge',
    amount,
    amount_refunded: refundedCents,
    refunded: refundedCents >= amount,
    payment_intent: paymentIntentId,
  });

describe('POST /api/payments/stripe/webhook', () => {
  it('accepts an event signed with the endpoint secret and stores it once', async () => {
    const order = await stripeOrder();
    const row = await chargeIdOf(order.id);
    expect(row.chargeId).toMatch(/^pi_/);
    const event = intentEvent('payment_intent.succeeded', row.chargeId!);

    const first = await deliver(event);
    expect(await expectJson(first, 200)).toMatchObject({ received: true, duplicate: false });
    const again = await deliver(event);
    expect(await expectJson(again, 200)).toMatchObject({ received: true, duplicate: true });

    const stored = await server.db.select().from(stripeEvents).where(eq(stripeEvents.id, event.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ orderId: order.id, paymentIntentId: row.chargeId });
  });

  it('refuses a bad signature with 400 and a clear message, storing nothing', async () => {
    const event = intentEvent('payment_intent.succeeded', 'pi_forged');
    const forged = await deliver(event, 'whsec_someone_else');
    expect(forged.status).toBe(400);
    expect(await forged.json()).toMatchObject({
      error: 'bad_request',
      message: expect.stringMatching(/Stripe-Signature.*STRIPE_WEBHOOK_SECRET/),
    });
    const unsigned = await fetch(`${server.url}/api/payments/stripe/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(event),
    });
    expect(unsigned.status).toBe(400);
    const stored = await server.db.select().from(stripeEvents).where(eq(stripeEvents.id, event.id));
    expect(stored).toEqual([]);
  });

  it('marks a fully refunded charge refunded, and leaves a partial refund paid', async () => {
    const order = await stripeOrder();
    const { chargeId } = await chargeIdOf(order.id);
    await expectJson(await deliver(refundedEvent(chargeId!, totalCents, 500)), 200);
    expect((await chargeIdOf(order.id)).paymentStatus).toBe('paid');
    await expectJson(await deliver(refundedEvent(chargeId!, totalCents, totalCents)), 200);
    expect((await chargeIdOf(order.id)).paymentStatus).toBe('refunded');
  });

  it('never moves an order backwards on events delivered out of order', async () => {
    const order = await stripeOrder();
    const { chargeId } = await chargeIdOf(order.id);
    // The refund arrives first, then the (older) success and a failed earlier attempt.
    await expectJson(await deliver(refundedEvent(chargeId!, totalCents, totalCents)), 200);
    const late = await deliver(intentEvent('payment_intent.succeeded', chargeId!));
    expect(await expectJson(late, 200)).toMatchObject({
      outcome: 'unchanged: the order is already refunded',
    });
    await expectJson(await deliver(intentEvent('payment_intent.payment_failed', chargeId!)), 200);
    expect((await chargeIdOf(order.id)).paymentStatus).toBe('refunded');

    const paid = await stripeOrder();
    const paidCharge = (await chargeIdOf(paid.id)).chargeId!;
    const failed = await deliver(intentEvent('payment_intent.payment_failed', paidCharge));
    expect(await expectJson(failed, 200)).toMatchObject({
      outcome: 'unchanged: the order is already paid',
    });
    expect((await chargeIdOf(paid.id)).paymentStatus).toBe('paid');
  });

  it('records a dispute against its order', async () => {
    const order = await stripeOrder();
    const { chargeId } = await chargeIdOf(order.id);
    const dispute = stripeEvent('charge.dispute.created', {
      id: `dp_${randomUUID()}`,
      object: 'dispute',
      amount: totalCents,
      charge: `ch_${randomUUID()}`,
      payment_intent: chargeId,
      reason: 'fraudulent',
      status: 'needs_response',
    });
    const answered = await deliver(dispute);
    expect(await expectJson(answered, 200)).toMatchObject({ outcome: 'dispute: fraudulent' });
    const [stored] = await server.db
      .select()
      .from(stripeEvents)
      .where(eq(stripeEvents.id, dispute.id));
    expect(stored).toMatchObject({ orderId: order.id, type: 'charge.dispute.created' });
    // The console flags it: the order carries the dispute's reason and time.
    const flagged = (await expectJson(
      await api.get(`/orders/${order.id}`, { as: 'admin' }),
      200,
    )) as Order;
    expect(flagged.dispute).toEqual({
      reason: 'fraudulent',
      at: new Date(dispute.created * 1000).toISOString(),
    });
  });

  it('keeps an event for a PaymentIntent no order has, for reconciliation', async () => {
    const event = intentEvent('payment_intent.succeeded', 'pi_without_order');
    const answered = await deliver(event);
    expect(await expectJson(answered, 200)).toMatchObject({
      outcome: 'recorded: no order has this PaymentIntent',
    });
  });
});

describe('orders paid through Stripe', () => {
  it("charges in the store's currency setting", async () => {
    const saved = await api.put('/settings/system', { as: 'admin', json: { currency: 'EUR' } });
    expect(saved.status).toBe(200);
    try {
      const { chargeId } = await chargeIdOf((await stripeOrder()).id);
      expect(standIn.paymentIntents.get(chargeId!)).toMatchObject({ currency: 'eur' });
    } finally {
      await api.put('/settings/system', { as: 'admin', json: { currency: 'USD' } });
    }
    const { chargeId } = await chargeIdOf((await stripeOrder()).id);
    expect(standIn.paymentIntents.get(chargeId!)).toMatchObject({ currency: 'usd' });
  });

  it("keeps a card saved at checkout on the account's Customer, for later charges", async () => {
    const placed = await api.post('/orders', {
      as: 'customer',
      json: {
        ...testOrderBody([line], totalCents),
        payment: { token: 'pm_card_mastercard' },
        saveCard: true,
      },
    });
    const { order } = (await expectJson(placed, 201)) as { order: Order };
    const first = standIn.paymentIntents.get((await chargeIdOf(order.id)).chargeId!)!;
    expect(first).toMatchObject({
      customer: expect.stringMatching(/^cus_/),
      setup_future_usage: 'off_session',
    });
    const cards = (await expectJson(await api.get('/me/cards', { as: 'customer' }), 200)) as {
      id: string;
    }[];
    expect(cards.map((card) => card.id)).toContain('pm_card_mastercard');

    const again = await api.post('/orders', {
      as: 'customer',
      json: {
        ...testOrderBody([line], totalCents),
        payment: { paymentMethodId: 'pm_card_mastercard' },
      },
    });
    const { order: second } = (await expectJson(again, 201)) as { order: Order };
    const charged = standIn.paymentIntents.get((await chargeIdOf(second.id)).chargeId!)!;
    expect(charged).toMatchObject({ customer: first.customer, status: 'succeeded' });
  });
});

describe('Stripe in the browser', () => {
  it('gives the app the publishable key, and nothing secret', async () => {
    const answered = await api.get('/payments/config');
    expect(await expectJson(answered, 200)).toEqual({ provider: 'stripe', publishableKey });
  });

  it("lets the app load Stripe.js, its frames and its API, as Stripe's security guide lists", async () => {
    for (const path of ['/api/health', '/api/payments/config']) {
      const csp = (await fetch(`${server.url}${path}`)).headers.get('content-security-policy');
      const directives = csp!.split('; ');
      expect(directives).toContain("script-src 'self' https://js.stripe.com");
      expect(directives).toContain('frame-src https://js.stripe.com https://hooks.stripe.com');
      expect(directives.find((d) => d.startsWith('connect-src'))).toMatch(
        / https:\/\/api\.stripe\.com$/,
      );
      expect(directives).toContain("default-src 'self'");
    }
  });
});
