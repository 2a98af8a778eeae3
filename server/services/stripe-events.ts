import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { PaymentStatus } from '../../domain/types';
import type { Db, Tx } from '../db/client';
import { orders, stripeEvents } from '../db/schema';
import type { MailOutbox } from '../mail/outbox';
import { completeConfirmedRenewal } from './membership';

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
    .select({ id: orders.id, paymentStatus: orders.paymentStatus })
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

/**
 * Applies one verified Stripe event, once: its id is stored in the same transaction as what
 * it changed, so a redelivery (Stripe retries until it gets a 2xx) finds the row and changes
 * nothing, and two deliveries at once wait for each other on the row's key.
 */
export async function receiveStripeEvent(
  db: Db,
  event: Stripe.Event,
  /** For the member's receipt when the event completes a club renewal. */
  mailer?: MailOutbox,
): Promise<StripeEventResult> {
  const result = await db.transaction(async (tx): Promise<StripeEventResult> => {
    const paymentIntentId = paymentIntentOf(event);
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
      (await completeConfirmedRenewal(tx, paymentIntentId, new Date(), mailer))
    ) {
      const outcome = 'applied: club renewal confirmed';
      await tx.update(stripeEvents).set({ outcome }).where(eq(stripeEvents.id, event.id));
      return { duplicate: false, outcome };
    }
    const { outcome, orderId } = await applyToOrder(tx, event, paymentIntentId);
    await tx
      .update(stripeEvents)
      .set({ outcome, orderId: orderId ?? null })
      .where(eq(stripeEvents.id, event.id));
    return orderId ? { duplicate: false, outcome, orderId } : { duplicate: false, outcome };
  });
  if (result.outcome === 'applied: club renewal confirmed') mailer?.wake();
  return result;
}
