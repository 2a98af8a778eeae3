import { Hono } from 'hono';
import Stripe from 'stripe';
import type { AppEnv } from '../env';
import type { Db } from '../db/client';
import { BadRequest } from '../errors';
import type { MailOutbox } from '../mail/outbox';
import { receiveStripeEvent, type PendingOrderEvents } from '../services/stripe-events';

/**
 * POST /api/payments/stripe/webhook, mounted only with Stripe configured. The body is read
 * raw and verified against the Stripe-Signature header with the endpoint's signing secret
 * before anything is believed; each event is applied once (server/services/stripe-events.ts).
 * A pending order's payment succeeding stores it with its number and e-mails, exactly as the
 * API's own completion does; its failure releases the stock and gift card it held.
 */
export function stripeWebhookRoutes({
  db,
  webhookSecret,
  pending,
  stored,
  mailer,
}: {
  db: Db;
  webhookSecret: string;
  /** Completes and releases pending orders (payment_intent.succeeded / payment_failed). */
  pending: PendingOrderEvents;
  /** After an order is stored: the outbox's sender is woken for its e-mails. */
  stored: () => void;
  /** The member's receipt when an event completes a club renewal. */
  mailer?: MailOutbox;
}) {
  return new Hono<AppEnv>().post('/', async (c) => {
    const signature = c.req.header('stripe-signature');
    if (!signature)
      throw new BadRequest('Stripe-Signature header missing: only Stripe may call this');
    const body = await c.req.text();
    let event: Stripe.Event;
    try {
      event = Stripe.webhooks.constructEvent(body, signature, webhookSecret);
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeSignatureVerificationError)) throw error;
      throw new BadRequest(
        "The Stripe-Signature header does not match this body (or is too old): check STRIPE_WEBHOOK_SECRET against the endpoint's signing secret",
      );
    }
    const result = await receiveStripeEvent(db, event, pending, mailer);
    if (result.outcome === 'applied: pending order stored') stored();
    return c.json({
      received: true as const,
      duplicate: result.duplicate,
      outcome: result.outcome,
    });
  });
}
