import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BackgroundJob } from '../../domain/jobs';
import { settableClock } from '../clock';
import { memberships } from '../db/schema';
import { jobNames } from '../jobs/queue';
import type { PaymentProvider } from '../payments/provider';
import { testPaymentProvider } from '../payments/test-provider';
import { apiClient, expectError, expectJson } from '../test/client';
import { startTestServer, type TestServer } from '../test/server';
import { customerJoinsClubAt } from '../test/membership';

/**
 * The console's view of the background jobs other than e-mail: a club renewal run that failed
 * (the payment gateway was unreachable) is listed to the admin alone with its error, and a retry
 * queues it again and runs it once the gateway is back.
 */

const clock = settableClock();
const gateway = { down: false };
const inner = testPaymentProvider();
const payments: PaymentProvider = {
  ...inner,
  async charge(request) {
    if (gateway.down) throw new Error('Payment gateway unreachable: connect ETIMEDOUT');
    return inner.charge(request);
  },
};

const listed = async (api: ReturnType<typeof apiClient>, query = '') =>
  (await expectJson(await api.get(`/jobs${query}`, { as: 'admin' }), 200)) as BackgroundJob[];

describe('background jobs in the console', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ testClock: clock, payments, renewals: { payments, clock } });
  });
  afterAll(() => server?.stop());

  it('lists a failed renewal run with its error to the admin alone, and runs it again on retry', async () => {
    const api = apiClient(server);
    await customerJoinsClubAt(api, '2027-01-31T12:00:00.000Z');
    // This file's database has one member: the customer who just joined.
    const periodEnd = async () => {
      const rows = await server.db.select({ end: memberships.currentPeriodEnd }).from(memberships);
      expect(rows).toHaveLength(1);
      return rows[0]!.end.toISOString();
    };
    expect(await periodEnd()).toBe('2027-02-28T12:00:00.000Z');

    // The renewal is due and the gateway is down: a run with no retries left fails at once.
    clock.set(new Date('2027-03-01T12:00:00.000Z'));
    gateway.down = true;
    const id = randomUUID();
    await server.jobs.send(jobNames.renewMemberships, {}, { id, retryLimit: 0 });
    server.jobs.wake(jobNames.renewMemberships);
    await expect
      .poll(async () => (await listed(api, '?state=failed')).find((job) => job.id === id), {
        timeout: 20_000,
      })
      .toMatchObject({
        name: 'renew_memberships',
        state: 'failed',
        attempts: 1,
        lastError: 'Payment gateway unreachable: connect ETIMEDOUT',
      });
    const [failed] = (await listed(api)).filter((job) => job.id === id);
    expect(failed!.startedAt).not.toBeNull();
    expect(failed!.completedAt).not.toBeNull();
    expect(Date.parse(failed!.createdAt)).not.toBeNaN();
    expect((await listed(api, '?state=pending')).some((job) => job.id === id)).toBe(false);
    expect(await periodEnd()).toBe('2027-02-28T12:00:00.000Z');

    // The jobs and their errors are the admin's to read, and only the admin retries.
    for (const as of ['anonymous', 'customer', 'editor'] as const) {
      const status = as === 'anonymous' ? 401 : 403;
      await expectError(await api.get('/jobs', { as }), status);
      await expectError(await api.post(`/jobs/renew_memberships/${id}/retry`, { as }), status);
    }
    expect(
      (await expectError(await api.get('/jobs?state=lost', { as: 'admin' }), 400)).fields,
    ).toEqual({ state: 'Choose pending or failed' });
    // E-mail's jobs are the outbox's (its own screen); other names and ids name no job here.
    for (const path of [
      `/jobs/send_mail/${id}/retry`,
      `/jobs/prune_sent_mail/${id}/retry`,
      `/jobs/renew_memberships/${randomUUID()}/retry`,
      '/jobs/renew_memberships/not-an-id/retry',
    ]) {
      await expectError(await api.post(path, { as: 'admin' }), 404);
    }

    // The gateway is back: the retry makes the job pending, and a worker renews the member.
    gateway.down = false;
    const retried = (await expectJson(
      await api.post(`/jobs/renew_memberships/${id}/retry`, { as: 'admin' }),
      200,
    )) as BackgroundJob;
    expect(retried).toMatchObject({ id, name: 'renew_memberships', state: 'pending' });
    await expect.poll(periodEnd, { timeout: 20_000 }).toBe('2027-03-31T12:00:00.000Z');
    await expect
      .poll(async () => (await listed(api)).some((job) => job.id === id), { timeout: 20_000 })
      .toBe(false);
    const again = await expectError(
      await api.post(`/jobs/renew_memberships/${id}/retry`, { as: 'admin' }),
      409,
    );
    expect(again.message).toBe('This job is not failed: it already ran');
  });
});
