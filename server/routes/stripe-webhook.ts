import { Hono } from 'hono';
import Stripe from 'stripe';
import type { AppEnv } from '../env';
import type { Db } from '../db/client';
import { BadRequest } from '../errors';
import type { MailOutbox } from '../mail/outbox';
import { receiveStripeEvent } from '../services/stripe-events';

/**
 * POST /api/payments/stripe/webhook, mounted only with Stripe configured. The body is read
 * raw and verified against the Stripe-Signature header with the endpoint's signing secret
 * before anything is believed; each event is applied once (server/services/stripe-events.ts).
 */
export function stripeWebhookRoutes({
  db,
  webhookSecret,
  mailer,
}: {
  db: Db;
  webhookSecret: string;
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
    const result = await receiveStripeEvent(db, event, mailer);
    return c.json({
      received: true as const,
      duplicate: result.duplicate,
      outcome: result.outcome,
    });
  });
}
