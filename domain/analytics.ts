import type { ActivityEntry, InsightBar, Order, OrderStatus } from './types';
import { paths } from './paths';

/**
 * The analytics screen's figures, computed from the orders (never typed in). Money stays in
 * integer cents. Revenue counts the orders that bring money in: not cancelled, and whose
 * payment did not fail. Months are calendar months in the given time zone (the store's).
 */

/** An order that brings money in. */
export const isRevenueOrder = (order: Pick<Order, 'status' | 'paymentStatus'>) =>
  order.status !== 'cancelled' &&
  order.paymentStatus !== 'failed' &&
  order.paymentStatus !== 'refunded';

const customerKey = (order: Pick<Order, 'email' | 'customerName'>) =>
  (order.email || order.customerName).trim().toLocaleLowerCase();

const monthFormatters = new Map<string, Intl.DateTimeFormat>();

function monthFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = monthFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', timeZone });
    monthFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** '2024-12-14T15:42:00.000Z' → '2024-12' in the time zone; '' for an unreadable date. */
export function monthKey(iso: string, timeZone = 'UTC'): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const parts = monthFormatter(timeZone).formatToParts(date);
  const year = parts.find((part) => part.type === 'year')?.value;
  const month = parts.find((part) => part.type === 'month')?.value;
  return `${year}-${month}`;
}

/** '2024-12' → '2024-11' (and '2024-01' → '2023-12'). */
export function previousMonth(key: string): string {
  const [year, month] = key.split('-').map(Number) as [number, number];
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
}

const nextMonth = (key: string): string => {
  const [year, month] = key.split('-').map(Number) as [number, number];
  return month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, '0')}`;
};

/** '2024-12' → 'Dec 2024'. */
export function monthLabel(key: string): string {
  const [year, month] = key.split('-').map(Number) as [number, number];
  return new Intl.DateTimeFormat('en-US', {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, 1)));
}

export interface MonthlyPoint {
  /** 'YYYY-MM'. */
  month: string;
  /** 'Dec 2024'. */
  label: string;
  revenueCents: number;
  /** Every order placed in the month, cancelled ones included. */
  orders: number;
  /** Orders that brought money in. */
  revenueOrders: number;
  /** Distinct customers who ordered in the month. */
  customers: number;
  /** The month's orders by where they are now: delivered, still open, or cancelled. */
  delivered: number;
  open: number;
  cancelled: number;
}

/** Where an order is now, in three groups a chart can stack. */
export function statusGroup(status: OrderStatus): 'delivered' | 'open' | 'cancelled' {
  if (status === 'delivered' || status === 'cancelled') return status;
  return 'open';
}

/**
 * One point per calendar month from the first order to the last, with empty months filled
 * with zeros so a chart's time axis has no gaps. No orders, no points.
 */
export function monthlySeries(orders: readonly Order[], timeZone = 'UTC'): MonthlyPoint[] {
  interface Bucket {
    revenueCents: number;
    orders: number;
    revenueOrders: number;
    customers: Set<string>;
    delivered: number;
    open: number;
    cancelled: number;
  }
  const byMonth = new Map<string, Bucket>();
  for (const order of orders) {
    const key = monthKey(order.createdAt, timeZone);
    if (!key) continue;
    const bucket: Bucket = byMonth.get(key) ?? {
      revenueCents: 0,
      orders: 0,
      revenueOrders: 0,
      customers: new Set<string>(),
      delivered: 0,
      open: 0,
      cancelled: 0,
    };
    bucket.orders += 1;
    bucket[statusGroup(order.status)] += 1;
    bucket.customers.add(customerKey(order));
    if (isRevenueOrder(order)) {
      bucket.revenueCents += order.totalCents;
      bucket.revenueOrders += 1;
    }
    byMonth.set(key, bucket);
  }
  const keys = [...byMonth.keys()].sort();
  const last = keys.at(-1);
  if (last === undefined) return [];
  const points: MonthlyPoint[] = [];
  for (let key = keys[0]!; key <= last; key = nextMonth(key)) {
    const bucket = byMonth.get(key);
    points.push({
      month: key,
      label: monthLabel(key),
      revenueCents: bucket?.revenueCents ?? 0,
      orders: bucket?.orders ?? 0,
      revenueOrders: bucket?.revenueOrders ?? 0,
      customers: bucket?.customers.size ?? 0,
      delivered: bucket?.delivered ?? 0,
      open: bucket?.open ?? 0,
      cancelled: bucket?.cancelled ?? 0,
    });
  }
  return points;
}

/**
 * Change from `previous` to `current` in percent, rounded to one decimal; undefined when there
 * is nothing to compare with (a previous value of 0).
 */
export function percentChange(current: number, previous: number): number | undefined {
  if (!Number.isFinite(current) || !Number.isFinite(previous) || previous === 0) return undefined;
  return Math.round(((current - previous) / Math.abs(previous)) * 1000) / 10;
}

/** Whole cents: the mean of the order totals, rounded half up. 0 without orders. */
export function averageCents(totalCents: number, count: number): number {
  return count > 0 ? Math.round(totalCents / count) : 0;
}

export interface StatChange {
  /** Percent, one decimal; negative is a fall. */
  percent: number;
  /** 'Dec 2024'. */
  currentLabel: string;
  /** 'Nov 2024'. */
  previousLabel: string;
}

export interface AnalyticsSummary {
  revenueCents: number;
  orders: number;
  averageOrderCents: number;
  customers: number;
  /** The latest month compared with the month before; absent where that month had nothing. */
  changes: Partial<Record<'revenue' | 'orders' | 'averageOrder' | 'customers', StatChange>>;
}

/** The four stat tiles: totals over all orders, and the latest month against the one before. */
export function analyticsSummary(orders: readonly Order[], timeZone = 'UTC'): AnalyticsSummary {
  const revenueOrders = orders.filter(isRevenueOrder);
  const revenueCents = revenueOrders.reduce((sum, order) => sum + order.totalCents, 0);
  const summary: AnalyticsSummary = {
    revenueCents,
    orders: orders.length,
    averageOrderCents: averageCents(revenueCents, revenueOrders.length),
    customers: new Set(orders.map(customerKey)).size,
    changes: {},
  };
  const series = monthlySeries(orders, timeZone);
  const current = series.at(-1);
  const previous = series.at(-2);
  if (!current || !previous) return summary;

  const labels = { currentLabel: current.label, previousLabel: previous.label };
  const compare = (now: number, before: number): StatChange | undefined => {
    const percent = percentChange(now, before);
    return percent === undefined ? undefined : { percent, ...labels };
  };
  const changes: AnalyticsSummary['changes'] = {
    revenue: compare(current.revenueCents, previous.revenueCents),
    orders: compare(current.orders, previous.orders),
    averageOrder: compare(
      averageCents(current.revenueCents, current.revenueOrders),
      averageCents(previous.revenueCents, previous.revenueOrders),
    ),
    customers: compare(current.customers, previous.customers),
  };
  summary.changes = Object.fromEntries(
    Object.entries(changes).filter(([, change]) => change !== undefined),
  );
  return summary;
}

export interface StatusCount {
  status: OrderStatus;
  orders: number;
}

const statusOrder: OrderStatus[] = [
  'pending',
  'confirmed',
  'processing',
  'shipped',
  'delivered',
  'cancelled',
];

/** How many orders are in each status, in the order an order moves through them (empty ones left out). */
export function ordersByStatus(orders: readonly Order[]): StatusCount[] {
  return statusOrder
    .map((status) => ({ status, orders: orders.filter((order) => order.status === status).length }))
    .filter((entry) => entry.orders > 0);
}

export interface TopProduct {
  productId: string;
  name: string;
  units: number;
  revenueCents: number;
}

/**
 * Products by revenue from the order lines (quantity × unit price paid) of the orders that
 * brought money in; ties go to more units, then the name. Sizes of one product add up.
 */
export function topProducts(orders: readonly Order[], limit = 5): TopProduct[] {
  const byProduct = new Map<string, TopProduct>();
  for (const order of orders.filter(isRevenueOrder)) {
    for (const line of order.items) {
      const entry = byProduct.get(line.productId) ?? {
        productId: line.productId,
        name: line.name,
        units: 0,
        revenueCents: 0,
      };
      entry.units += line.quantity;
      entry.revenueCents += line.quantity * line.priceCents;
      byProduct.set(line.productId, entry);
    }
  }
  return [...byProduct.values()]
    .sort(
      (a, b) =>
        b.revenueCents - a.revenueCents || b.units - a.units || a.name.localeCompare(b.name),
    )
    .slice(0, limit);
}

export interface CustomerMix {
  customers: number;
  /** Customers with exactly one order, in percent of all (whole numbers; the two add up to 100). */
  newPercent: number;
  /** Customers with two orders or more. */
  returningPercent: number;
}

/** New (one order) against returning (two or more) customers, from all orders. */
export function customerMix(orders: readonly Order[]): CustomerMix {
  const ordersByCustomer = new Map<string, number>();
  for (const order of orders) {
    const key = customerKey(order);
    ordersByCustomer.set(key, (ordersByCustomer.get(key) ?? 0) + 1);
  }
  const customers = ordersByCustomer.size;
  if (customers === 0) return { customers: 0, newPercent: 0, returningPercent: 0 };
  const returning = [...ordersByCustomer.values()].filter((count) => count > 1).length;
  const returningPercent = Math.round((returning / customers) * 100);
  return { customers, newPercent: 100 - returningPercent, returningPercent };
}

/**
 * The Customer Insights bars: new and returning customers from the orders' mix, then the
 * samples for what orders cannot tell (club members, mobile orders).
 */
export function customerInsightBars(
  mix: CustomerMix,
  samples: readonly InsightBar[],
): InsightBar[] {
  const computed: InsightBar[] = [
    { id: 'new-customers', label: 'New customers', percent: mix.newPercent },
    { id: 'returning-customers', label: 'Returning customers', percent: mix.returningPercent },
  ];
  const computedIds = new Set(computed.map((bar) => bar.id));
  return [...computed, ...samples.filter((bar) => !computedIds.has(bar.id))];
}

/** How many products Top Products lists, and how many entries Recent Activity shows. */
const topProductsLimit = 5;
const recentActivityLimit = 6;

/** What /api/analytics answers: the analytics screen's figures, from every stored order. */
export interface StoreAnalytics {
  summary: AnalyticsSummary;
  series: MonthlyPoint[];
  statuses: StatusCount[];
  topProducts: TopProduct[];
  customerMix: CustomerMix;
  /** The newest orders, newest first, enough to fill the activity feed on their own. */
  recentOrders: Order[];
}

/** Newest first; a tie goes to the lower id, as in Recent Activity. */
const newestFirst = (a: Order, b: Order) =>
  b.createdAt.localeCompare(a.createdAt) || a.id.localeCompare(b.id);

/** Every figure of the analytics screen from all orders, months in the given time zone. */
export function analyticsFromOrders(orders: readonly Order[], timeZone = 'UTC'): StoreAnalytics {
  return {
    summary: analyticsSummary(orders, timeZone),
    series: monthlySeries(orders, timeZone),
    statuses: ordersByStatus(orders),
    topProducts: topProducts(orders, topProductsLimit),
    customerMix: customerMix(orders),
    recentOrders: [...orders].sort(newestFirst).slice(0, recentActivityLimit),
  };
}

export interface ActivityItem extends ActivityEntry {
  kind: 'order' | 'event';
  /** For orders: its status now. */
  status?: OrderStatus;
  /** For orders: where the invoice is. */
  href?: string;
}

const orderIdPattern = /\b[A-Z]{2}-\d{4}-\d{4}\b/;

/**
 * Recent Activity: the latest orders, mixed with the sample events that are not about an
 * order (the orders tell those themselves), newest first.
 */
export function recentActivity(
  orders: readonly Order[],
  events: readonly ActivityEntry[],
  formatMoney: (cents: number) => string,
  limit = recentActivityLimit,
): ActivityItem[] {
  const fromOrders: ActivityItem[] = orders.map((order) => ({
    id: `order-${order.id}`,
    kind: 'order',
    description:
      order.status === 'cancelled'
        ? `Order ${order.id} from ${order.customerName} was cancelled`
        : `New order ${order.id} from ${order.customerName} (${formatMoney(order.totalCents)})`,
    at: order.createdAt,
    status: order.status,
    href: paths.invoice(order.id),
  }));
  const fromEvents: ActivityItem[] = events
    .filter((event) => !orderIdPattern.test(event.description))
    .map((event) => ({ ...event, kind: 'event' }));
  return [...fromOrders, ...fromEvents]
    .sort((a, b) => b.at.localeCompare(a.at) || a.id.localeCompare(b.id))
    .slice(0, limit);
}

/** The best month by a measure; the earliest wins a tie. */
function bestMonth(series: readonly MonthlyPoint[], measure: (point: MonthlyPoint) => number) {
  return series.reduce<MonthlyPoint | undefined>(
    (best, point) => (best === undefined || measure(point) > measure(best) ? point : best),
    undefined,
  );
}

/** The Revenue Overview in words, for the chart's summary. */
export function revenueSummary(
  series: readonly MonthlyPoint[],
  formatMoney: (cents: number) => string,
): string {
  const first = series[0];
  const last = series.at(-1);
  const best = bestMonth(series, (point) => point.revenueCents);
  if (!first || !last || !best) return 'No orders yet: the chart fills in as orders come in.';
  if (first === last) return `${formatMoney(last.revenueCents)} of revenue in ${last.label}.`;
  const trend =
    last.revenueCents > first.revenueCents
      ? 'rose'
      : last.revenueCents < first.revenueCents
        ? 'fell'
        : 'stayed';
  const change =
    trend === 'stayed'
      ? `stayed at ${formatMoney(first.revenueCents)} from ${first.label} to ${last.label}`
      : `${trend} from ${formatMoney(first.revenueCents)} in ${first.label} to ${formatMoney(last.revenueCents)} in ${last.label}`;
  return `Revenue ${change}; the best month was ${best.label} (${formatMoney(best.revenueCents)}).`;
}

/** The Order Trends in words, for the chart's summary. */
export function orderTrendsSummary(series: readonly MonthlyPoint[]): string {
  const first = series[0];
  const last = series.at(-1);
  const busiest = bestMonth(series, (point) => point.orders);
  if (!first || !last || !busiest) return 'No orders yet: the chart fills in as orders come in.';
  const total = series.reduce((sum, point) => sum + point.orders, 0);
  const cancelled = series.reduce((sum, point) => sum + point.cancelled, 0);
  const delivered = series.reduce((sum, point) => sum + point.delivered, 0);
  const span = first === last ? `in ${first.label}` : `from ${first.label} to ${last.label}`;
  const count = (n: number, word: string) => `${n} ${word}`;
  return `${count(total, total === 1 ? 'order' : 'orders')} ${span}, the most in ${busiest.label} (${busiest.orders}); ${count(delivered, 'delivered')}, ${count(total - delivered - cancelled, 'still open')}, ${count(cancelled, 'cancelled')}.`;
}
