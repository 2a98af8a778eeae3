import { sql } from 'drizzle-orm';
import { brand } from '../../domain/brand';
import type { Db, Tx } from '../db/client';
import { orderNumberCounters } from '../db/schema';

/** FF-YYYY-NNNN: four digits up to 9999, then as many as the number has (FF-2026-10000). */
export const formatOrderNumber = (year: number, n: number) =>
  `${brand.orderPrefix}-${year}-${String(n).padStart(4, '0')}`;

/**
 * The next order number of `now`'s year (the server's local year, `getFullYear()`), from 0001:
 * its year's counter row raised in the caller's transaction, so the number is given back if the
 * order is not stored (no gap for a declined card), and the row stays locked until the order
 * commits: two orders of one year never take the same number. Take it last, just before the
 * order's row is stored, so that lock is held briefly.
 */
export async function nextOrderNumber(tx: Db | Tx, now: Date): Promise<string> {
  const year = now.getFullYear();
  const [counter] = await tx
    .insert(orderNumberCounters)
    .values({ year, last: 1 })
    .onConflictDoUpdate({
      target: orderNumberCounters.year,
      set: { last: sql`${orderNumberCounters.last} + 1` },
    })
    .returning({ last: orderNumberCounters.last });
  return formatOrderNumber(year, counter!.last);
}
