import { afterAll, beforeAll, expect, it } from 'vitest';
import { settableClock } from '../clock';
import { memberships } from '../db/schema';
import type { PaymentProvider } from '../payments/provider';
import { testPaymentProvider } from '../payments/test-provider';
import { apiClient } from '../test/client';
import { startTestServer, type TestServer } from '../test/server';
import { startBackgroundWork } from './background';
import { jobNames } from './queue';
import { customerJoinsClubAt } from '../test/membership';

/**
 * The club's renewals as background work: the renewals job charges a member whose period has
 * ended without the member asking for anything, and two instances running it at once charge
 * the renewal once.
 */

const clock = settableClock();
const charged: number[] = [];
const inner = testPaymentProvider();
const payments: PaymentProvider = {
  ...inner,
  async charge(request) {
    const charge = await inner.charge(request);
    charged.push(request.amountCents);
    return charge;
  },
};
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ testClock: clock, payments, renewals: { payments, clock } });
});
afterAll(() => server?.stop());

it('renews a due membership on the job queue, once, with two instances running the job at once', async () => {
  const api = apiClient(server);
  await customerJoinsClubAt(api, '2027-01-31T12:00:00.000Z');
  const joined = charged.length;
  // This file's database has one member: the customer who just joined.
  const periodEnd = async () => {
    const rows = await server.db.select({ end: memberships.currentPeriodEnd }).from(memberships);
    expect(rows).toHaveLength(1);
    return rows[0]!.end.toISOString();
  };
  expect(await periodEnd()).toBe('2027-02-28T12:00:00.000Z');

  // A day past the renewal date; the member reads nothing (a read would renew on its own).
  clock.set(new Date('2027-03-01T12:00:00.000Z'));
  const other = await startBackgroundWork(server.connection, {
    relay: { send: async () => undefined },
    renewals: { payments, clock },
    queue: { pollingIntervalSeconds: 0.5, log: console },
  });
  try {
    await Promise.all([
      server.jobs.send(jobNames.renewMemberships, {}),
      other.queue.send(jobNames.renewMemberships, {}),
    ]);
    server.jobs.wake(jobNames.renewMemberships);
    other.queue.wake(jobNames.renewMemberships);
    await expect.poll(periodEnd).toBe('2027-03-31T12:00:00.000Z');
  } finally {
    await other.stop();
  }
  expect(charged.slice(joined)).toHaveLength(1);
});
