import { stripePaymentProvider } from '../payments/stripe-provider';
import { apiClient, type ApiClient } from './client';
import { startTestServer, type TestServer } from './server';
import { standInClient, startStripeStandIn, type StripeStandIn } from './stripe-stand-in';
import type { SettableClock } from '../clock';

export interface StripeTestServer {
  standIn: StripeStandIn;
  server: TestServer;
  api: ApiClient;
  stop(): Promise<void>;
}

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
    async stop() {
      await server.stop();
      await standIn.close();
    },
  };
}
