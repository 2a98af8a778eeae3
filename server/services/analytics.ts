import { desc } from 'drizzle-orm';
import {
  analyticsSummary,
  customerMix,
  monthlySeries,
  ordersByStatus,
  topProducts,
  type AnalyticsSummary,
  type CustomerMix,
  type MonthlyPoint,
  type StatusCount,
  type TopProduct,
} from '../../domain/analytics';
import { readers } from '../../domain/permissions';
import type { Order } from '../../domain/types';
import { authorize, type Caller } from '../caller';
import type { Db } from '../db/client';
import { orders } from '../db/schema';
import { toOrder } from './orders';

export interface StoreAnalytics {
  summary: AnalyticsSummary;
  series: MonthlyPoint[];
  statuses: StatusCount[];
  topProducts: TopProduct[];
  customerMix: CustomerMix;
  /** The newest orders, for the activity feed. */
  recentOrders: Order[];
}

/** The analytics screen's figures, from every stored order, in the store's time zone. */
export async function storeAnalytics(
  db: Db,
  caller: Caller | null,
  timeZone: string,
): Promise<StoreAnalytics> {
  authorize(caller, readers.orders);
  const all = (await db.select().from(orders).orderBy(desc(orders.createdAt))).map(toOrder);
  return {
    summary: analyticsSummary(all, timeZone),
    series: monthlySeries(all, timeZone),
    statuses: ordersByStatus(all),
    topProducts: topProducts(all, 5),
    customerMix: customerMix(all),
    recentOrders: all.slice(0, 6),
  };
}
