import { analyticsFromOrders, type StoreAnalytics } from '../../domain/analytics';
import { readers } from '../../domain/permissions';
import { authorize, type Caller } from '../caller';
import type { Db } from '../db/client';
import { orders } from '../db/schema';
import { toOrder } from './order-rows';

/** The analytics screen's figures, from every stored order, in the store's time zone. */
export async function storeAnalytics(
  db: Db,
  caller: Caller | null,
  timeZone: string,
): Promise<StoreAnalytics> {
  authorize(caller, readers.orders);
  const all = (await db.select().from(orders)).map(toOrder);
  return analyticsFromOrders(all, timeZone);
}
