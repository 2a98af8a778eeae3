import { desc } from 'drizzle-orm';
import { ordersCsv as toCsv } from '../../domain/orders-csv';
import { readers } from '../../domain/permissions';
import { authorize, type Caller } from '../caller';
import type { Db } from '../db/client';
import { orders } from '../db/schema';
import { orderFilters, toOrder } from './order-rows';
import type { OrderFiltersQuery } from '../../domain/order-schemas';

/**
 * Every order the console's filters let through (all pages), newest first, as the console's CSV
 * (domain/orders-csv.ts: formulas made inert).
 */
export async function ordersCsv(
  db: Db,
  caller: Caller | null,
  filters: OrderFiltersQuery = {},
): Promise<string> {
  authorize(caller, readers.orders);
  const rows = await db
    .select()
    .from(orders)
    .where(orderFilters(filters))
    .orderBy(desc(orders.createdAt), desc(orders.id));
  return toCsv(rows.map(toOrder));
}
