import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { stripePaymentProvider } from '../payments/stripe-provider';
import { apiClient, type ApiClient } from './client';
import { startTestServer, type TestServer } from './server';
import { standInClient, startStripeStandIn, type StripeStandIn } from './stripe-stand-in';
import type { SettableClock } from '../clock';

export interface StripeTestServer {
  standIn: StripeStandIn;
  server: TestServer;
  api: ApiClient;
  /** Posts `event` to the webhook, signed as Stripe signs it (with `secret`, the server's by default). */
  deliver(event: object, secret?: string): Promise<Response>;
  stop(): Promise<void>;
}

let created = Math.floor(Date.now() / 1000);
/** An event as Stripe sends it, about `object`; each one a second after the last. */
export const stripeEvent = (
  type: string,
  object: Record<string, unknown> | undefined,
  id = `evt_${randomUUID().replaceAll('-', '')}`,
) => ({
  id,
  object: 'event',
  api_version: Stripe.API_VERSION,
  created: (created += 1),
  livemode: false,
  pending_webhooks: 1,
  request: { id: null, idempotency_key: null },
  type,
  data: { object },
});

/**
 * A test server taking payments through the Stripe provider, its real SDK aimed at a loopback
 * stand-in of Stripe (test keys, USD), with the webhook mounted under `webhookSecret`.
 */
export async function startStripeTestServer(options: {
  webhookSecret: string;
  publishableKey?: string;
  testClock?: SettableClock;
}): Promise<StripeTestServer> {
  const standIn = await startStripeStandIn();
  const payments = stripePaymentProvider({
    stripe: standInClient(standIn),
    currency: 'USD',
    test: true,
  });
  const server = await startTestServer({
    payments,
    stripeWebhookSecret: options.webhookSecret,
    stripePublishableKey: options.publishableKey ?? 'pk_test_stand_in',
    ...(options.testClock ? { testClock: options.testClock } : {}),
  });
  return {
    standIn,
    server,
    api: apiClient(server),
    deliver(event, secret = options.webhookSecret) {
      const payload = JSON.stringify(event);
      return fetch(`${server.url}/api/payments/stripe/webhook`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret }),
        },
        body: payload,
      });
    },
    async stop() {
      await server.stop();
      await standIn.close();
    },
  };
}
