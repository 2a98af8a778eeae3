import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import type { OrderQuote } from '../domain/order-schemas';
import { encodeTestToken } from '../domain/test-payment-token';
import type { Product } from '../domain/types';
import { startPostgresCluster, type PostgresCluster } from './test/postgres-cluster';
import { startStoreProcess, type StoreProcess } from './test/store-process';
import './test/provided';

/**
 * The store keeps serving through a database that drops its connections: PostgreSQL ends them
 * (idle, idle in a transaction, in the middle of a query) and then restarts, while customers
 * place orders. The store runs as production does, `server/main.ts` in a process of its own:
 * an unheard 'error' event would end that process, as it did in production. The cluster is this
 * file's own, since it is restarted.
 */

const database = 'ff_outage';
const email = 'outage@example.com';
const unavailableMessage = 'The store could not reach its database. Try again in a moment.';
const backLimitMs = 30_000;

let cluster: PostgresCluster;
let store: StoreProcess;
let dir: string;
let ledger: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'ff-outage-'));
  ledger = join(dir, 'payments.jsonl');
  cluster = await startPostgresCluster();
  await onDatabase('postgres', (client) => client.query(`create database ${database}`));
  store = await startStoreProcess({
    DATABASE_URL: `${cluster.serverUrl}/${database}`,
    DATA_DIR: dir,
    AMPLIFY_OUTPUTS: inject('outputsPath'),
    SMTP_URL: inject('mail').smtpUrl,
    TEST_PAYMENTS_LEDGER: ledger,
    // The test makes the one product it sells; nothing else of the seed is needed.
    SEED: '0',
  });
}, 180_000);

afterAll(async () => {
  await store?.stop();
  cluster?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** A connection of the test's own for one piece of work (the store's are the ones being cut). */
async function onDatabase<T>(name: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: `${cluster.serverUrl}/${name}` });
  // A connection cut by the test's own restart is of no interest here.
  client.on('error', () => undefined);
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Ends the store's connections that match `condition` on pg_stat_activity; resolves how many. */
const terminate = (condition: string) =>
  onDatabase(database, async (client) => {
    const ended = await client.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
       where datname = $1 and pid <> pg_backend_pid() and ${condition}`,
      [database],
    );
    return ended.rowCount ?? 0;
  });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `find` (checking the store is still running) until it gives a value; fails after `limitMs`. */
async function waitFor<T>(what: string, find: () => Promise<T | undefined>, limitMs = 15_000) {
  const deadline = Date.now() + limitMs;
  while (Date.now() < deadline) {
    store.assertRunning();
    const found = await find();
    if (found !== undefined) return found;
    await sleep(10);
  }
  throw new Error(`Waited ${limitMs / 1000} s for ${what}`);
}

interface Attempt {
  key: string;
  /** Every answer's status (0: no answer) and message. */
  answers: { status: number; message?: string }[];
  orderId?: string;
  placedAt?: number;
}

/**
 * One customer's Place Order, as the app sends it: one Idempotency-Key, sent again after a
 * failure until an order is placed (30 s at most).
 */
async function placeOrder(body: object): Promise<Attempt> {
  const attempt: Attempt = { key: randomUUID(), answers: [] };
  const deadline = Date.now() + backLimitMs;
  while (Date.now() < deadline) {
    store.assertRunning();
    const response = await fetch(`${store.url}/api/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': attempt.key },
      body: JSON.stringify(body),
    }).catch(() => undefined);
    const answer = (await response?.json().catch(() => undefined)) as
      { order?: { id: string }; message?: string } | undefined;
    attempt.answers.push({ status: response?.status ?? 0, message: answer?.message });
    if (response?.status === 201) {
      attempt.orderId = answer!.order!.id;
      attempt.placedAt = Date.now();
      return attempt;
    }
    if (response?.status !== 503) return attempt;
    await sleep(50);
  }
  throw new Error(`Order ${attempt.key} was not placed within ${backLimitMs / 1000} s`);
}

it('fails only the requests whose connection was lost, answers again once the database is back, and loses or doubles no order', async () => {
  const product = await fetch(`${store.url}/api/products`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${inject('accessTokens').admin}`,
    },
    body: JSON.stringify({
      name: 'Outage Rub',
      brand: 'Forge & Flame',
      category: 'Seasonings',
      description: 'A rub that keeps selling through a database restart.',
      images: [{ url: '/images/products/smoked-sea-salt.svg', alt: 'A jar of rub' }],
      sizes: [{ id: '', size: 'Jar', priceCents: 1000, stock: 100_000 }],
      features: [],
    }),
  });
  expect(product.status).toBe(201);
  const { id: productId } = (await product.json()) as Product;
  const lines = [{ productId, size: 'Jar', quantity: 1 }];
  const quote = (await (
    await fetch(`${store.url}/api/orders/quote`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ lines }),
    })
  ).json()) as OrderQuote;
  const body = {
    lines,
    contact: {
      email,
      shippingAddress: {
        name: 'Otto Outage',
        address: '3 Smoke Lane',
        city: 'Chicago',
        state: 'IL',
        zipCode: '60601',
      },
    },
    payment: {
      token: encodeTestToken({ brand: 'Visa', last4: '4242', expiry: '12/30', outcome: 'approve' }),
    },
    expectedTotalCents: quote.totalCents,
  };
  const attempts: Attempt[] = [];
  const place = async () => {
    const attempt = await placeOrder(body);
    attempts.push(attempt);
    return attempt;
  };

  // Idle: a few orders at once leave the pool several connections, which are then cut.
  await Promise.all([place(), place(), place()]);
  const idle = await waitFor('idle connections', async () => {
    const ended = await terminate(`state = 'idle'`);
    return ended > 0 ? ended : undefined;
  });
  expect((await place()).orderId).toBeDefined();

  // Customers keep ordering through everything that follows.
  let ordering = true;
  const customers = Array.from({ length: 3 }, async () => {
    while (ordering) await place();
  });
  // Awaited at the end; a failure before then is the test's own.
  for (const customer of customers) customer.catch(() => undefined);

  // Idle in a transaction: between two statements of an order.
  const idleInTransaction = await waitFor('a connection idle in a transaction', async () => {
    const ended = await terminate(`state = 'idle in transaction'`);
    return ended > 0 ? ended : undefined;
  });

  // In the middle of a query: the orders wait on the test's lock on the product's stock.
  const midQuery = await onDatabase(database, async (client) => {
    await client.query('begin');
    await client.query('select 1 from product_sizes where product_id = $1 for update', [productId]);
    const ended = await waitFor('an order waiting on the stock lock', async () => {
      const count = await terminate(`state = 'active' and wait_event_type = 'Lock'`);
      return count > 0 ? count : undefined;
    });
    await client.query('rollback');
    return ended;
  });

  // A restart cuts every connection and refuses new ones until it is up again.
  await cluster.restart();
  const backAt = Date.now();
  const firstAfter = await waitFor(
    'an order placed after the restart',
    async () => attempts.find((attempt) => (attempt.placedAt ?? 0) > backAt),
    backLimitMs,
  );
  const delayMs = firstAfter.placedAt! - backAt;
  process.stdout.write(
    `Database outage: ended ${idle} idle, ${idleInTransaction} idle-in-transaction and ${midQuery} mid-query connections; the first order after the restart was placed ${delayMs} ms after PostgreSQL was back\n`,
  );

  ordering = false;
  await Promise.all(customers);
  store.assertRunning();
  expect(store.output()).not.toMatch(/Unhandled|uncaught/i);

  // Every failure was a 503 with the message, and every order was placed in the end.
  const answers = attempts.flatMap((attempt) => attempt.answers);
  const failures = answers.filter((answer) => answer.status !== 201);
  expect(failures.length).toBeGreaterThan(0);
  for (const failure of failures) {
    expect(failure).toEqual({ status: 503, message: unavailableMessage });
  }
  expect(attempts.every((attempt) => attempt.orderId)).toBe(true);

  // What the customers were told is what is stored, once each, and what was charged.
  const told = new Set(attempts.map((attempt) => attempt.orderId));
  expect(told.size).toBe(attempts.length);
  const stored = await onDatabase(database, (client) =>
    client.query<{ id: string; charge_id: string }>(
      'select id, charge_id from orders where email = $1',
      [email],
    ),
  );
  expect(new Set(stored.rows.map((row) => row.id))).toEqual(told);
  const moved = readFileSync(ledger, 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { charge?: string; refund?: string });
  const refunded = new Set(moved.flatMap((entry) => (entry.refund ? [entry.refund] : [])));
  const kept = moved.flatMap((entry) =>
    entry.charge && !refunded.has(entry.charge) ? [entry.charge] : [],
  );
  expect(new Set(kept)).toEqual(new Set(stored.rows.map((row) => row.charge_id)));
  expect(kept).toHaveLength(stored.rows.length);
}, 120_000);
