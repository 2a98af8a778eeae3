import { Hono } from 'hono';
import type { PaymentsConfig } from '../../domain/payments-config';
import type { AppEnv } from '../env';

/** GET /api/payments/config: which provider's card fields the app shows; anyone may read. */
export function paymentsConfigRoutes(stripePublishableKey: string | undefined) {
  const config: PaymentsConfig = stripePublishableKey
    ? { provider: 'stripe', publishableKey: stripePublishableKey }
    : { provider: 'test' };
  return new Hono<AppEnv>().get('/', (c) => c.json(config));
}
