import { desc } from 'drizzle-orm';
import { ordersCsv as toCsv } from '../../domain/orders-csv';
import { readers } from '../../domain/permissions';
import { authorize, type Caller } from '../caller';
import type { Db } from '../db/client';
import { orders } from '../db/schema';
import { toOrder } from './order-rows';

/** Every order, newest first, as the console's CSV (domain/orders-csv.ts: formulas made inert). */
export async function ordersCsv(db: Db, caller: Caller | null): Promise<string> {
  authorize(caller, readers.orders);
  const rows = await db.select().from(orders).orderBy(desc(orders.createdAt));
  return toCsv(rows.map(toOrder));
}
