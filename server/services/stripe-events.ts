import { and, eq, like } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { PaymentStatus } from '../../domain/types';
import type { Db, Tx } from '../db/client';
import { orders, stripeEvents } from '../db/schema';
import type { MailOutbox } from '../mail/outbox';
import { completeConfirmedRenewal } from './membership';
import type { PaymentProvider } from '../payments/provider';
import {
  orderPaymentMetadata,
  pendingByPayment,
  settlePendingIn,
  type OrderStored,
  type Settled,
} from './pending-orders';

/** What a webhook delivery came to: `duplicate` when the event id was already stored. */
export interface StripeEventResult {
  duplicate: boolean;
  outcome: string;
  orderId?: string;
}

/** The PaymentIntent an event's object belongs to (charges and disputes name theirs). */
function paymentIntentOf(event: Stripe.Event): string | undefined {
  const object = event.data.object as { object?: string; id?: string; payment_intent?: unknown };
  if (object.object === 'payment_intent') return object.id;
  const named = object.payment_intent;
  if (typeof named === 'string') return named;
  if (named && typeof named === 'object' && 'id' in named) return String(named.id);
  return undefined;
}

/**
 * The payment states an order may move between on Stripe's word, and only forwards: events
 * arrive in any order and more than once, so an older event never undoes a newer state (a
 * failed attempt delivered after the success, a success delivered after the refund).
 */
const forward: Record<string, { from: readonly PaymentStatus[]; to: PaymentStatus }> = {
  'payment_intent.succeeded': { from: ['pending', 'failed'], to: 'paid' },
  'payment_intent.payment_failed': { from: ['pending'], to: 'failed' },
  'charge.refunded': { from: ['paid', 'pending'], to: 'refunded' },
};

async function applyToOrder(tx: Tx, event: Stripe.Event, paymentIntentId: string | undefined) {
  if (!paymentIntentId) return { outcome: 'ignored: names no PaymentIntent' };
  const [order] = await tx
    .select({ id: orders.id, paymentStatus: orders.paymentStatus, disputedAt: orders.disputedAt })
    .from(orders)
    .where(eq(orders.chargeId, paymentIntentId))
    .for('update');
  if (!order) {
    // A charge whose order was never stored (a crash between charge and commit) lands here:
    // kept for reconciliation, which a later slice of issue 30 does from this table.
    return { outcome: 'recorded: no order has this PaymentIntent' };
  }
  if (event.type === 'charge.dispute.created') {
    const dispute = event.data.object as Stripe.Dispute;
    // Flagged on the order for the console; a second dispute event keeps the first's time.
    await tx
      .update(orders)
      .set({
        disputedAt: order.disputedAt ?? new Date(event.created * 1000),
        disputeReason: dispute.reason,
        updatedAt: new Date(),
      })
      .where(eq(orders.id, order.id));
    console.warn(
      `Order ${order.id}: the customer disputed ${dispute.amount} cents (${dispute.reason}); answer it in the Stripe Dashboard`,
    );
    return { orderId: order.id, outcome: `dispute: ${dispute.reason}` };
  }
  if (event.type === 'charge.refunded') {
    const charge = event.data.object as Stripe.Charge;
    // A partial refund leaves the order paid; the order model has no partly-refunded state.
    if (!charge.refunded) {
      return {
        orderId: order.id,
        outcome: `recorded: ${charge.amount_refunded} cents refunded so far`,
      };
    }
  }
  const move = forward[event.type];
  if (!move) return { orderId: order.id, outcome: 'ignored: not an event the store acts on' };
  if (!move.from.includes(order.paymentStatus)) {
    return { orderId: order.id, outcome: `unchanged: the order is already ${order.paymentStatus}` };
  }
  await tx
    .update(orders)
    .set({ paymentStatus: move.to, updatedAt: new Date() })
    .where(eq(orders.id, order.id));
  return { orderId: order.id, outcome: `applied: ${order.paymentStatus} → ${move.to}` };
}

/** What settling a pending order needs: the provider, the order's e-mails, the time. */
export interface PendingOrderEvents {
  provider: PaymentProvider;
  /** The same e-mails the API writes when it stores an order (orderStoredMail). */
  stored: OrderStored;
  now: () => Date;
}

type Applied = { outcome: string; orderId?: string };

const settledOutcome = (settled: Settled): Applied => {
  switch (settled.status) {
    case 'paid':
      return { orderId: settled.placed.order.id, outcome: 'applied: pending order stored' };
    case 'declined':
      return { outcome: `applied: pending order released (${settled.message})` };
    case 'pending':
      return { outcome: 'unchanged: the payment is still pending' };
    case 'gone':
      return settled.order
        ? { orderId: settled.order.id, outcome: 'unchanged: the order was already stored' }
        : { outcome: 'unchanged: the pending order was already released' };
  }
};

/**
 * A payment succeeded whose pending order was released first (held 30 minutes while the card
 * network still decided): no order will take this money, so it goes back in full, once.
 */
async function refundReleased(
  tx: Tx,
  { provider }: PendingOrderEvents,
  intent: Stripe.PaymentIntent,
): Promise<Applied> {
  const [earlier] = await tx
    .select({ id: stripeEvents.id })
    .from(stripeEvents)
    .where(
      and(eq(stripeEvents.paymentIntentId, intent.id), like(stripeEvents.outcome, 'refunded%')),
    );
  if (earlier) return { outcome: 'unchanged: already refunded' };
  const refund = await provider.refund(intent.id, intent.amount_received);
  console.warn(
    `PaymentIntent ${intent.id} succeeded after its pending order was released: ${intent.amount_received} ${intent.currency} refunded (${refund?.refundId ?? 'no refund id'})`,
  );
  return {
    outcome: `refunded ${refund?.refundId ?? ''}: the payment succeeded after its pending order was released`,
  };
}

/**
 * What a PaymentIntent's success or failure does to a pending order, worked out before the
 * event's transaction (the provider is asked where the payment stands now, so an event
 * delivered late or out of order settles on the truth): stored or released, exactly as the
 * API's own completion does (settlePendingIn, with the same e-mails). None when the event is
 * about an order already stored (applyToOrder) or not an order's.
 */
async function pendingWork(
  db: Db,
  pending: PendingOrderEvents | undefined,
  event: Stripe.Event,
  paymentIntentId: string | undefined,
): Promise<((tx: Tx) => Promise<Applied>) | undefined> {
  const intentEvent = ['payment_intent.succeeded', 'payment_intent.payment_failed'];
  if (!pending || !paymentIntentId || !intentEvent.includes(event.type)) return undefined;
  const row = await pendingByPayment(db, paymentIntentId);
  if (row && row.state !== 'paid') {
    const outcome = await pending.provider.check(paymentIntentId);
    return async (tx) =>
      settledOutcome(
        await settlePendingIn(tx, pending.provider, row.id, outcome, pending.now(), pending.stored),
      );
  }
  if (row || event.type !== 'payment_intent.succeeded') return undefined;
  const intent = event.data.object as Stripe.PaymentIntent;
  if (intent.metadata?.purpose !== orderPaymentMetadata.purpose) return undefined;
  const [order] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.chargeId, paymentIntentId));
  if (order) return undefined;
  return (tx) => refundReleased(tx, pending, intent);
}

/**
 * Applies one verified Stripe event, once: its id is stored in the same transaction as what
 * it changed, so a redelivery (Stripe retries until it gets a 2xx) finds the row and changes
 * nothing, and two deliveries at once wait for each other on the row's key. A PaymentIntent's
 * success or failure completes or releases its pending order (`pending`).
 */
export async function receiveStripeEvent(
  db: Db,
  event: Stripe.Event,
  pending?: PendingOrderEvents,
  /** For the member's receipt when the event completes a club renewal. */
  mailer?: MailOutbox,
): Promise<StripeEventResult> {
  const paymentIntentId = paymentIntentOf(event);
  const work = await pendingWork(db, pending, event, paymentIntentId);
  const result = await db.transaction(async (tx): Promise<StripeEventResult> => {
    const [stored] = await tx
      .insert(stripeEvents)
      .values({
        id: event.id,
        type: event.type,
        paymentIntentId: paymentIntentId ?? null,
        outcome: 'received',
        createdAt: new Date(event.created * 1000),
      })
      .onConflictDoNothing()
      .returning({ id: stripeEvents.id });
    if (!stored) return { duplicate: true, outcome: 'duplicate: already received' };
    // A club renewal the member confirmed: applied here if their confirm has not yet.
    if (
      event.type === 'payment_intent.succeeded' &&
      paymentIntentId &&
      (await completeConfirmedRenewal(tx, paymentIntentId, pending?.now() ?? new Date(), mailer))
    ) {
      const outcome = 'applied: club renewal confirmed';
      await tx.update(stripeEvents).set({ outcome }).where(eq(stripeEvents.id, event.id));
      return { duplicate: false, outcome };
    }
    const { outcome, orderId } = work
      ? await work(tx)
      : await applyToOrder(tx, event, paymentIntentId);
    await tx
      .update(stripeEvents)
      .set({ outcome, orderId: orderId ?? null })
      .where(eq(stripeEvents.id, event.id));
    return orderId ? { duplicate: false, outcome, orderId } : { duplicate: false, outcome };
  });
  if (result.outcome === 'applied: club renewal confirmed') mailer?.wake();
  return result;
}
