import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, expectError, type ApiClient } from './test/client';
import { startTestServer, type TestServer } from './test/server';

const stripeWebhookSecret = 'whsec_rate_limit_test';

// Low limits, so a short burst crosses them: 3 writes per account, 8 per address, in a minute.
let server: TestServer;
let api: ApiClient;
beforeAll(async () => {
  server = await startTestServer({
    writeRateLimits: { perAccount: 3, perAddress: 8, windowSeconds: 60 },
    stripeWebhookSecret,
  });
  api = apiClient(server);
});
afterAll(async () => {
  await server?.stop();
});

const favourite = '/me/favorites/product/texas-brisket-rub';

async function expectThrottled(response: Response) {
  const error = await expectError(response, 429);
  expect(error.error).toBe('rate_limited');
  const seconds = Number(response.headers.get('retry-after'));
  expect(seconds).toBeGreaterThanOrEqual(1);
  expect(seconds).toBeLessThanOrEqual(60);
  expect(error.message).toBe(
    `Too many requests. Try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
  );
}

// The tests run in order and share the server's counters: 3 + 1 + 1 writes, then 3 + 1 more.
describe('write rate limits', () => {
  it('refuses an account its 4th write in the window, with Retry-After; other accounts go on', async () => {
    for (let i = 0; i < 3; i++)
      expect((await api.put(favourite, { as: 'customer' })).status).toBe(200);
    await expectThrottled(await api.put(favourite, { as: 'customer' }));
    await expectThrottled(await api.delete(favourite, { as: 'customer' }));
    expect((await api.put(favourite, { as: 'shopper' })).status).toBe(200);
  });

  it('refuses an address past its limit, anonymous or signed in', async () => {
    // Six writes so far from this address; anonymous ones count too (refused 401 until then).
    for (let i = 0; i < 2; i++) await expectError(await api.put(favourite), 401);
    await expectThrottled(await api.put(favourite));
    await expectThrottled(await api.put(favourite, { as: 'admin' }));
    await expectThrottled(await api.post('/messages', { json: {} }));
    await expectThrottled(await api.post('/newsletter', { json: {} }));
  });

  it("never refuses Stripe's webhook, from an address past its limit", async () => {
    await expectThrottled(await api.put(favourite));
    for (let i = 0; i < 3; i++) {
      const payload = JSON.stringify({
        id: `evt_rate_limit_${i}`,
        object: 'event',
        api_version: Stripe.API_VERSION,
        created: Math.floor(Date.now() / 1000),
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        type: 'payment_intent.succeeded',
        data: { object: { id: 'pi_rate_limit', object: 'payment_intent', status: 'succeeded' } },
      });
      const signature = Stripe.webhooks.generateTestHeaderString({
        payload,
        secret: stripeWebhookSecret,
      });
      const answered = await fetch(`${server.url}/api/payments/stripe/webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        body: payload,
      });
      expect(answered.status).toBe(200);
    }
  });

  it('never limits reads', async () => {
    for (let i = 0; i < 20; i++) {
      expect((await api.get('/me/favorites', { as: 'customer' })).status).toBe(200);
    }
    expect((await api.get('/products')).status).toBe(200);
  });
});

describe('behind a proxy (CLIENT_IP_HEADER)', () => {
  let proxied: TestServer;
  beforeAll(async () => {
    proxied = await startTestServer({
      writeRateLimits: {
        perAccount: 100,
        perAddress: 2,
        windowSeconds: 60,
        clientAddressHeader: 'x-real-ip',
      },
    });
  });
  afterAll(async () => {
    await proxied?.stop();
  });

  it("counts each client by the proxy's header, not by the proxy's own address", async () => {
    const from = (address: string) => ({
      headers: { 'x-real-ip': address },
      as: 'customer' as const,
    });
    const client = apiClient(proxied);
    for (let i = 0; i < 2; i++) {
      expect((await client.put(favourite, from('203.0.113.7'))).status).toBe(200);
    }
    await expectThrottled(await client.put(favourite, from('203.0.113.7')));
    expect((await client.put(favourite, from('198.51.100.2'))).status).toBe(200);
  });
});
