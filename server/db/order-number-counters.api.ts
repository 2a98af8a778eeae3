import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextOrderNumber } from '../services/orders';
import { createTestDatabase, type TestDatabase } from '../test/database';
import type { Db } from './client';
import { orderNumberCounters } from './schema';
import { seedDemoOrders } from './seed-orders';

/**
 * Migration 0022's SQL on a database that already has orders: each year's counter starts at its
 * highest number, so the next order of that year continues after it and none repeats a number.
 */

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.dispose());

const migration0022 = readFileSync(
  fileURLToPath(new URL('./migrations/0022_order_number_counters.sql', import.meta.url)),
  'utf8',
);

/** A copy of a seeded order under another number, as an older server stored them. */
const copyOrder = (db: Db, id: string) =>
  db.execute(sql`
    insert into orders
    select (jsonb_populate_record(null::orders, to_jsonb(o) || jsonb_build_object('id', ${id}::text, 'charge_id', null))).*
    from orders o where o.id = 'FF-2024-0001'`);

describe('order number counters from existing orders', () => {
  it('continue each year after its highest number, on a database migrated from the sequence', async () => {
    const before = await database.open();
    try {
      // The spec's sample orders, FF-2024-0001 to FF-2024-0015, as demo data seeds them.
      await before.db.transaction((tx) => seedDemoOrders(tx));
      // The database as it was before migration 0022: the sequence, no counters.
      await before.db.execute(sql`drop table order_number_counters`);
      await before.db.execute(sql`create sequence order_number_seq start with 1`);
      for (const id of ['FF-2025-0007', 'FF-2025-0041', 'FF-2026-12345', 'imported-9']) {
        await copyOrder(before.db, id);
      }
      // Migration 0022 itself, as the migrator runs it (later migrations do not touch this).
      await before.db.transaction(async (tx) => {
        for (const statement of migration0022.split('--> statement-breakpoint')) {
          await tx.execute(sql.raw(statement));
        }
      });
    } finally {
      await before.close();
    }

    const after = await database.open();
    try {
      const counters = await after.db
        .select()
        .from(orderNumberCounters)
        .orderBy(orderNumberCounters.year);
      expect(counters).toEqual([
        { year: 2024, last: 15 },
        { year: 2025, last: 41 },
        { year: 2026, last: 12345 },
      ]);
      const sequence = (await after.db.execute(
        sql`select to_regclass('order_number_seq')::text as name`,
      )) as unknown as { rows: { name: string | null }[] };
      expect(sequence.rows[0]!.name).toBeNull();
      const next = (year: number) =>
        after.db.transaction((tx) => nextOrderNumber(tx, new Date(year, 5, 15, 12)));
      expect(await next(2024)).toBe('FF-2024-0016');
      expect(await next(2025)).toBe('FF-2025-0042');
      expect(await next(2026)).toBe('FF-2026-12346');
      expect(await next(2027)).toBe('FF-2027-0001');
    } finally {
      await after.close();
    }
  });
});
