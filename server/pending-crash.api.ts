import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import type { OrderQuote } from '../domain/order-schemas';
import type { Product } from '../domain/types';
import { testOrderBody } from './test/orders';
import { startStoreProcess, type StoreProcess } from './test/store-process';
import { startStripeStandIn, type StripeStandIn } from './test/stripe-stand-in';
import './test/provided';

/**
 * A crash between the charge and the commit (issue 30, "money never half-done"): the store runs
 * as production does (`server/main.ts` in a process of its own, the Stripe provider aimed at the
 * loopback stand-in by STRIPE_API_BASE). The stand-in holds its answer to the confirm while the
 * test kills the store (SIGKILL); Stripe then carries the confirm out, or never gets it. On
 * restart the paid order is stored with its number, once; the one never paid gives its stock
 * back once held 30 minutes. No test hook in the server: only its configuration. On PGlite the
 * database belongs to the store's process: the test reads it only while the store is down.
 */

const source = inject('database');
const name = `ff_crash_${randomBytes(4).toString('hex')}`;
const server = () => (source.kind === 'postgres' ? source.serverUrl : '');
let admin: pg.Client | undefined;
let db: pg.Client | undefined;
let standIn: StripeStandIn;
let store: StoreProcess | undefined;
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'ff-crash-'));
  if (source.kind === 'postgres') {
    admin = new pg.Client({ connectionString: `${server()}/postgres` });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${source.template}`);
    db = new pg.Client({ connectionString: `${server()}/${name}` });
    await db.connect();
  }
  standIn = await startStripeStandIn();
}, 120_000);

afterAll(async () => {
  await store?.stop();
  await standIn?.close();
  await db?.end();
  await admin?.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
  await admin?.end();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const startStore = () =>
  startStoreProcess({
    ...(source.kind === 'postgres' ? { DATABASE_URL: `${server()}/${name}` } : {}),
    DATA_DIR: dir,
    AMPLIFY_OUTPUTS: inject('outputsPath'),
    SMTP_URL: inject('mail').smtpUrl,
    STRIPE_SECRET_KEY: 'sk_test_crash_stand_in',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_crash_stand_in',
    STRIPE_WEBHOOK_SECRET: 'whsec_crash_stand_in',
    STRIPE_API_BASE: `http://127.0.0.1:${standIn.port}`,
    TEST_CLOCK: '1',
  });

/** What is left of a size: PostgreSQL's row, or on PGlite what the running store's API says. */
const stockOf = async (productId: string, size: string) => {
  if (db) {
    const { rows: found } = await db.query<{ stock: number }>(
      'select stock from product_sizes where product_id = $1 and size = $2',
      [productId, size],
    );
    return found[0]!.stock;
  }
  const product = (await (
    await fetch(`${store!.url}/api/products/${productId}`)
  ).json()) as Product;
  return product.sizes.find((s) => s.size === size)!.stock;
};

/**
 * Rows of the store's database. PostgreSQL: at any time. PGlite: its directory is the store's
 * process's own, so the store is stopped for the read (`whileDown`) and started again after.
 */
async function rows<T extends pg.QueryResultRow>(text: string, values: unknown[]): Promise<T[]> {
  if (db) return (await db.query<T>(text, values)).rows;
  const running = store !== undefined;
  if (running) await store!.stop();
  const pglite = await PGlite.create(join(dir, 'pglite'));
  try {
    return (await pglite.query<T>(text, values)).rows;
  } finally {
    await pglite.close();
    if (running) store = await startStore();
  }
}

it(
  'stores the order paid while the store was down on restart, once, and releases the stock of the one never paid',
  { timeout: 240_000 },
  async () => {
    store = await startStore();
    const products = (await (await fetch(`${store.url}/api/products`)).json()) as Product[];
    const product = products.find((p) => p.sizes.some((s) => s.stock >= 10))!;
    const size = product.sizes.find((s) => s.stock >= 10)!.size;
    const line = { productId: product.id, size, quantity: 2 };
    const quote = await fetch(`${store.url}/api/orders/quote`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ lines: [line] }),
    });
    const { totalCents } = (await quote.json()) as OrderQuote;
    const before = await stockOf(product.id, size);
    const order = (token: string) =>
      fetch(`${store!.url}/api/orders`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
        body: JSON.stringify({ ...testOrderBody([line], totalCents), payment: { token } }),
      }).catch(() => undefined);

    // Two customers press Place Order; Stripe holds both answers to the confirm.
    const paid = standIn.holdNextConfirm();
    const placingPaid = order('pm_card_visa');
    const paidIntent = await paid.arrived;
    const unpaid = standIn.holdNextConfirm();
    const placingUnpaid = order('pm_card_mastercard');
    const unpaidIntent = await unpaid.arrived;
    expect(await stockOf(product.id, size)).toBe(before - 4);

    await store.crash();
    store = undefined;
    expect((await placingPaid)?.status).toBeUndefined();
    expect((await placingUnpaid)?.status).toBeUndefined();
    // Stripe carries out the first confirm (the money is taken); the second never reached it.
    paid.release();
    unpaid.drop();
    await expect.poll(() => standIn.paymentIntents.get(paidIntent)?.status).toBe('succeeded');
    expect(standIn.paymentIntents.get(unpaidIntent)?.status).toBe('requires_confirmation');
    expect(await rows('select id from orders where charge_id = $1', [paidIntent])).toEqual([]);

    store = await startStore();
    expect(store.output()).toContain('Pending orders settled at start: 1 stored, 0 released');
    const stored = await rows<{ id: string; payment_status: string; card_last4: string }>(
      'select id, payment_status, card_last4 from orders where charge_id = $1',
      [paidIntent],
    );
    expect(stored).toEqual([
      {
        id: expect.stringMatching(/^FF-\d{4}-\d{4,}$/),
        payment_status: 'paid',
        card_last4: '4242',
      },
    ]);
    const confirmations = await rows(`select id from mail_outbox where mail->>'subject' like $1`, [
      `%${stored[0]!.id} is confirmed%`,
    ]);
    expect(confirmations).toHaveLength(1);
    // The one never confirmed still holds its stock: another instance could be charging it.
    expect(await stockOf(product.id, size)).toBe(before - 4);
    expect(
      await rows('select state from pending_orders where payment_id = $1', [unpaidIntent]),
    ).toEqual([{ state: 'charging' }]);

    // 31 minutes on, the next order counts stock after releasing it, cancelled at Stripe.
    const later = new Date(Date.now() + 31 * 60 * 1000).toISOString();
    const moved = await fetch(`${store.url}/api/test/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ at: later }),
    });
    expect(moved.status).toBe(200);
    expect((await order('pm_card_chargeDeclined'))?.status).toBe(402);
    expect(await stockOf(product.id, size)).toBe(before - 2);
    expect(standIn.paymentIntents.get(unpaidIntent)?.status).toBe('canceled');
    expect(await rows('select id from orders where charge_id = $1', [unpaidIntent])).toEqual([]);
    // And the paid order is still the only one of its payment.
    expect(await rows('select id from orders where charge_id = $1', [paidIntent])).toHaveLength(1);
  },
);
