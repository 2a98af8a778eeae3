import { eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './db/client';
import { rateLimitHits } from './db/schema';
import type { AppEnv } from './env';
import { databaseCounters, giftCardAttemptsPerAddress } from './rate-limit';
import { DatabaseRateLimitStore } from './rate-limit-store';
import { sharedSecret } from './db/shared-secret';
import { createTestDatabase, type TestDatabase } from './test/database';

/**
 * What server processes on one database share through it: rate-limit counters, held as two
 * processes would, by two limiters with stores of their own over the same table (on PGlite
 * too, where the server itself counts in memory, so the SQL is proven on both), and secrets.
 */

let database: TestDatabase;
let open: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  open = await database.open();
});
afterAll(async () => {
  await open?.close();
  await database?.dispose();
});

const limits = {
  perAccount: 1000,
  perAddress: 1000,
  windowSeconds: 60,
  giftCardAttempts: 3,
  clientAddressHeader: 'x-real-ip',
};

/** One instance's gift card check: its own limiter and store, answering 200 when let through. */
const instance = () =>
  new Hono<AppEnv>()
    .use(giftCardAttemptsPerAddress(limits, databaseCounters(open.db)))
    .post('/gift-cards/check', (c) => c.text('checked'));

const check = (app: ReturnType<typeof instance>, address: string) =>
  app.request('/gift-cards/check', { method: 'POST', headers: { 'x-real-ip': address } });

describe('rate limits counted in the database', () => {
  it('refuses the 4th attempt in total when they alternate between two instances', async () => {
    const [a, b] = [instance(), instance()];
    const statuses = [];
    for (const app of [a, b, a, b, a, b]) statuses.push((await check(app, '203.0.113.1')).status);
    expect(statuses).toEqual([200, 200, 200, 429, 429, 429]);
    const refused = await check(b, '203.0.113.1');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await check(a, '203.0.113.2')).status).toBe(200);
  });

  it('counts concurrent attempts exactly: 10 at once let 3 through', async () => {
    const [a, b] = [instance(), instance()];
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) => check(i % 2 ? a : b, '198.51.100.7')),
    );
    expect(responses.filter((r) => r.status === 200)).toHaveLength(3);
    expect(responses.filter((r) => r.status === 429)).toHaveLength(7);
    const [row] = await open.db
      .select({ hits: rateLimitHits.hits })
      .from(rateLimitHits)
      .where(eq(rateLimitHits.key, 'gift-card-attempts:198.51.100.7'));
    expect(row?.hits).toBe(10);
  });

  it('starts a new window once the last one has ended, and forgets ended ones', async () => {
    const store = new DatabaseRateLimitStore(open.db, 'test:');
    store.init({ windowMs: 60_000 });
    await store.increment('late');
    await store.increment('late');
    expect((await store.get('late'))?.totalHits).toBe(2);
    await store.decrement('late');
    expect((await store.get('late'))?.totalHits).toBe(1);
    await open.db
      .update(rateLimitHits)
      .set({ resetAt: sql`now() - interval '1 second'` })
      .where(eq(rateLimitHits.key, 'test:late'));
    expect(await store.get('late')).toBeUndefined();
    const renewed = await store.increment('late');
    expect(renewed.totalHits).toBe(1);
    expect(renewed.resetTime!.getTime()).toBeGreaterThan(Date.now() + 50_000);
    await store.resetKey('late');
    expect(await store.get('late')).toBeUndefined();

    // A store whose window (1 ms) has passed since it began sweeps ended rows as it counts.
    await store.increment('gone');
    await open.db
      .update(rateLimitHits)
      .set({ resetAt: sql`now() - interval '1 second'` })
      .where(eq(rateLimitHits.key, 'test:gone'));
    const sweeping = new DatabaseRateLimitStore(open.db, 'other:');
    sweeping.init({ windowMs: 1 });
    await expect
      .poll(async () => {
        await sweeping.increment('someone');
        return open.db.$count(rateLimitHits, eq(rateLimitHits.key, 'test:gone'));
      })
      .toBe(0);
  });
});

describe('secrets kept in the database', () => {
  it('gives every caller the one the first stored, even when they ask at once', async () => {
    const secrets = await Promise.all(
      Array.from({ length: 5 }, () => sharedSecret(open.db, 'test-link')),
    );
    expect(new Set(secrets).size).toBe(1);
    expect(secrets[0]).toMatch(/^[\w-]{43}$/);
    expect(await sharedSecret(open.db, 'test-link')).toBe(secrets[0]);
    expect(await sharedSecret(open.db, 'another-link')).not.toBe(secrets[0]);
  });
});
