import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiClient, expectJson, type ApiClient } from './test/client';
import { waitForMail } from './test/mailbox';
import { startTestServer, type TestServer } from './test/server';
import './test/provided';

/**
 * Two server processes on one PostgreSQL keep no state of their own that matters: the gift
 * card guess limit counts across both, and links one signs the other accepts, with no secret
 * configured. PGlite is one process's own database, so this file runs on PostgreSQL alone.
 */

let first: TestServer;
let second: TestServer;
let viaFirst: ApiClient;
let viaSecond: ApiClient;

beforeAll(async () => {
  const options = {
    writeRateLimits: {
      perAccount: 1000,
      perAddress: 1000,
      windowSeconds: 60,
      giftCardAttempts: 3,
      clientAddressHeader: 'x-real-ip',
    },
    unsubscribeSecret: null,
  };
  first = await startTestServer(options);
  second = await startTestServer({ ...options, database: first.database });
  viaFirst = apiClient(first);
  viaSecond = apiClient(second);
});
afterAll(async () => {
  await second?.stop();
  await first?.stop();
});

const guess = (api: ApiClient, address: string) =>
  api.post('/gift-cards/check', {
    json: { code: '0000-0000-0000-0000' },
    headers: { 'x-real-ip': address },
  });

describe('two servers on one PostgreSQL', () => {
  it('refuses the 4th gift card guess in total when guesses alternate between them', async () => {
    const statuses = [];
    for (const api of [viaFirst, viaSecond, viaFirst, viaSecond, viaFirst, viaSecond]) {
      statuses.push((await guess(api, '203.0.113.9')).status);
    }
    expect(statuses).toEqual([404, 404, 404, 429, 429, 429]);
  });

  it('counts guesses sent at once through both exactly', async () => {
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) => guess(i % 2 ? viaFirst : viaSecond, '198.51.100.9')),
    );
    expect(responses.map((r) => r.status).sort()).toEqual([
      ...Array(3).fill(404),
      ...Array(7).fill(429),
    ]);
  });

  it('accepts through one the newsletter and unsubscribe links the other signed', async () => {
    const email = `shared-${randomUUID().slice(0, 8)}@example.com`;
    await expectJson(await viaFirst.post('/newsletter', { json: { email } }), 202);
    const mailApi = inject('mail').apiUrl;
    const confirmation = await waitForMail(
      mailApi,
      email,
      /^Confirm your Forge & Flame newsletter/,
    );
    const confirmToken = new URL(/^http\S+$/m.exec(confirmation.text)![0]).searchParams.get(
      'token',
    );
    await expectJson(
      await viaSecond.post('/newsletter/confirm', { json: { token: confirmToken } }),
      200,
    );
    // The welcome comes from the second server; its unsubscribe link goes to the first.
    const welcome = await waitForMail(mailApi, email, /Welcome to the Forge & Flame newsletter/);
    const link = /Unsubscribe: (\S+)/.exec(welcome.text)![1]!;
    const token = new URL(link).searchParams.get('token');
    expect(await expectJson(await viaFirst.post('/unsubscribe', { json: { token } }), 200)).toEqual(
      {
        email,
      },
    );
  });
});
