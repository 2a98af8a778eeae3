import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutboxMail } from '../../domain/mail-outbox';
import { unconfiguredMailer, type Mailer } from '../mail/mailer';
import { apiClient, expectError, expectJson } from '../test/client';
import { startTestServer, type TestServer } from '../test/server';

/**
 * The console's view of the e-mail outbox: the admin alone lists what is waiting or failed,
 * with the relay's answer, and sends a failed e-mail again; without a relay an e-mail fails at
 * once, saying why.
 */

const listed = async (api: ReturnType<typeof apiClient>, query = '') =>
  (await expectJson(await api.get(`/mail-outbox${query}`, { as: 'admin' }), 200)) as OutboxMail[];

/** A relay that refuses with `refusal` until the test lets it take e-mail; what it delivered. */
function switchableRelay(refusal: string) {
  const state = { accepting: false, delivered: [] as string[] };
  const relay: Mailer = {
    async send(mail) {
      if (!state.accepting) throw new Error(refusal);
      state.delivered.push(mail.to);
    },
  };
  return { relay, state };
}

describe('the e-mail outbox in the console', () => {
  let server: TestServer;
  const { relay, state } = switchableRelay('421 service not available');

  beforeAll(async () => {
    server = await startTestServer({
      mailer: relay,
      outbox: { retryDelaySeconds: 0, maxAttempts: 2 },
    });
  });
  afterAll(() => server?.stop());

  it('lists a failed e-mail with its last error to the admin alone, and sends it again on retry', async () => {
    const api = apiClient(server);
    const to = `retry-${randomUUID().slice(0, 8)}@example.com`;
    await server.outbox.send({ to, subject: 'Your order shipped', text: 'On its way.' });
    await expect
      .poll(async () => (await listed(api, '?status=failed')).find((mail) => mail.to === to))
      .toMatchObject({
        subject: 'Your order shipped',
        status: 'failed',
        attempts: 2,
        lastError: '421 service not available',
        sentAt: null,
      });
    const [failed] = (await listed(api, '?status=failed')).filter((mail) => mail.to === to);
    expect((await listed(api, '?status=sent')).some((mail) => mail.id === failed!.id)).toBe(false);

    // Addresses and subjects are the admin's to read, and only the admin retries.
    for (const as of ['anonymous', 'customer', 'editor'] as const) {
      const status = as === 'anonymous' ? 401 : 403;
      await expectError(await api.get('/mail-outbox', { as }), status);
      await expectError(await api.post(`/mail-outbox/${failed!.id}/retry`, { as }), status);
    }
    expect(
      (await expectError(await api.get('/mail-outbox?status=lost', { as: 'admin' }), 400)).fields,
    ).toEqual({ status: 'Choose pending, failed or sent' });
    await expectError(await api.post('/mail-outbox/not-an-id/retry', { as: 'admin' }), 404);
    await expectError(await api.post(`/mail-outbox/${randomUUID()}/retry`, { as: 'admin' }), 404);

    // The relay is back: the retry makes it pending and due, and a delivery pass sends it.
    state.accepting = true;
    const retried = (await expectJson(
      await api.post(`/mail-outbox/${failed!.id}/retry`, { as: 'admin' }),
      200,
    )) as OutboxMail;
    expect(retried).toMatchObject({ id: failed!.id, status: 'pending', attempts: 0 });
    await expect
      .poll(async () => (await listed(api)).find((mail) => mail.id === failed!.id)?.status)
      .toBe('sent');
    expect(state.delivered.filter((address) => address === to)).toHaveLength(1);
    const again = await expectError(
      await api.post(`/mail-outbox/${failed!.id}/retry`, { as: 'admin' }),
      409,
    );
    expect(again.message).toBe('This e-mail was already sent');
  });
});

describe('e-mail with no relay configured', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ mailer: unconfiguredMailer() });
  });
  afterAll(() => server?.stop());

  it('fails at the first attempt and says why, instead of counting as sent', async () => {
    const api = apiClient(server);
    const to = `nowhere-${randomUUID().slice(0, 8)}@example.com`;
    await server.outbox.send({ to, subject: 'Welcome', text: 'Hello.' });
    await expect
      .poll(async () => (await listed(api)).find((mail) => mail.to === to))
      .toMatchObject({
        status: 'failed',
        attempts: 1,
        lastError: 'Not sent: no mail relay is configured (SMTP_URL)',
      });
  });
});

describe('an e-mail waiting for its next attempt', () => {
  let server: TestServer;
  const { relay, state } = switchableRelay('421 try again later');

  beforeAll(async () => {
    // An hour before the second attempt: only Send now can deliver it during the test.
    server = await startTestServer({ mailer: relay, outbox: { retryDelaySeconds: 3600 } });
  });
  afterAll(() => server?.stop());

  it('is sent at once by Send now, and once only', async () => {
    const api = apiClient(server);
    const to = `waiting-${randomUUID().slice(0, 8)}@example.com`;
    await server.outbox.send({ to, subject: 'Your order is confirmed', text: 'Thanks.' });
    await expect
      .poll(async () => (await listed(api, '?status=pending')).find((mail) => mail.to === to))
      .toMatchObject({ attempts: 1, lastError: '421 try again later' });
    const [waiting] = (await listed(api, '?status=pending')).filter((mail) => mail.to === to);

    state.accepting = true;
    await expectJson(await api.post(`/mail-outbox/${waiting!.id}/retry`, { as: 'admin' }), 200);
    await expect
      .poll(async () => (await listed(api)).find((mail) => mail.id === waiting!.id)?.status)
      .toBe('sent');
    expect(state.delivered.filter((address) => address === to)).toHaveLength(1);
  });
});
