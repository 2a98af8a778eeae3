import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, expectError, type ApiClient } from '../test/client';
import { startTestServer, type TestServer } from '../test/server';

// Three gift card codes per address in the window, checks and orders together.
let server: TestServer;
let api: ApiClient;
beforeAll(async () => {
  server = await startTestServer({
    writeRateLimits: { perAccount: 1000, perAddress: 1000, windowSeconds: 60, giftCardAttempts: 3 },
  });
  api = apiClient(server);
});
afterAll(() => server?.stop());

const guess = { code: '0000-0000-0000-0000' };

describe('gift card attempts', () => {
  it('refuses the 4th code tried from one address with 429, orders with a card included', async () => {
    await expectError(await api.post('/gift-cards/check', { json: guess }), 404);
    await expectError(await api.post('/gift-cards/check', { json: guess }), 404);
    // An order without a gift card does not count; one naming a card does.
    await expectError(await api.post('/orders', { json: {} }), 400);
    await expectError(
      await api.post('/orders', { json: { giftCard: { ...guess, amountCents: 100 } } }),
      400,
    );
    const throttled = await api.post('/gift-cards/check', { json: guess });
    const error = await expectError(throttled, 429);
    expect(error.error).toBe('rate_limited');
    expect(error.message).toMatch(/^Too many requests\. Try again in \d+ seconds?\.$/);
    await expectError(
      await api.post('/orders', { json: { giftCard: { ...guess, amountCents: 100 } } }),
      429,
    );
  });
});
