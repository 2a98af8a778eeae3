import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { customerInsights, recentActivity as sampleActivity } from '../fixtures/admin';
import { orders as sampleOrders } from '../fixtures/orders';
import type { Order, OrderStatus, PaymentStatus } from './types';
import { formatMoney } from '../design-system/lib/money';
import {
  analyticsFromOrders,
  analyticsSummary,
  averageCents,
  customerInsightBars,
  customerMix,
  isRevenueOrder,
  monthKey,
  monthLabel,
  monthlySeries,
  orderTrendsSummary,
  ordersByStatus,
  percentChange,
  previousMonth,
  recentActivity,
  revenueSummary,
  statusGroup,
  topProducts,
} from './analytics';

const template = sampleOrders[0]!;

function order(
  id: string,
  createdAt: string,
  totalCents: number,
  extra: Partial<Order> = {},
): Order {
  return {
    ...template,
    id,
    createdAt,
    totalCents,
    status: 'delivered',
    paymentStatus: 'paid',
    ...extra,
  };
}

describe('months', () => {
  it('buckets an order by its month in the time zone', () => {
    // 03:00 UTC on Dec 1 is still Nov 30 in Chicago.
    expect(monthKey('2024-12-01T03:00:00.000Z', 'UTC')).toBe('2024-12');
    expect(monthKey('2024-12-01T03:00:00.000Z', 'America/Chicago')).toBe('2024-11');
    expect(monthKey('not a date')).toBe('');
  });

  it('steps back over the new year and prints short labels', () => {
    expect(previousMonth('2024-12')).toBe('2024-11');
    expect(previousMonth('2025-01')).toBe('2024-12');
    expect(monthLabel('2024-12')).toBe('Dec 2024');
  });

  it('fills the months without orders with zeros', () => {
    const series = monthlySeries([
      order('a', '2024-10-04T16:12:00.000Z', 1000),
      order('b', '2024-12-14T15:42:00.000Z', 2500),
    ]);
    expect(series.map((point) => [point.month, point.revenueCents, point.orders])).toEqual([
      ['2024-10', 1000, 1],
      ['2024-11', 0, 0],
      ['2024-12', 2500, 1],
    ]);
    expect(monthlySeries([])).toEqual([]);
  });

  it('counts cancelled and failed orders as orders but not as revenue', () => {
    const [point] = monthlySeries([
      order('a', '2024-10-01T12:00:00.000Z', 1000),
      order('b', '2024-10-02T12:00:00.000Z', 2000, { status: 'cancelled' }),
      order('c', '2024-10-03T12:00:00.000Z', 4000, { paymentStatus: 'failed' }),
    ]);
    expect(point).toMatchObject({ orders: 3, revenueOrders: 1, revenueCents: 1000 });
  });
});

describe('percentChange', () => {
  it('rounds to one decimal and has nothing to say after a zero', () => {
    expect(percentChange(150, 100)).toBe(50);
    expect(percentChange(2, 3)).toBe(-33.3);
    expect(percentChange(5, 0)).toBeUndefined();
    expect(percentChange(0, 0)).toBeUndefined();
  });

  it('is positive exactly when the value grew', () => {
    fc.assert(
      fc.property(fc.nat(1_000_000), fc.integer({ min: 1, max: 1_000_000 }), (now, before) => {
        const change = percentChange(now, before)!;
        expect(Math.sign(change) === Math.sign(now - before) || change === 0).toBe(true);
        expect(change).toBeGreaterThanOrEqual(-100);
      }),
    );
  });
});

describe('averageCents', () => {
  it('is whole cents, 0 without orders', () => {
    expect(averageCents(1000, 3)).toBe(333);
    expect(averageCents(0, 0)).toBe(0);
  });
});

const statusArb = fc.constantFrom<OrderStatus>(
  'pending',
  'processing',
  'confirmed',
  'shipped',
  'delivered',
  'cancelled',
);
const paymentArb = fc.constantFrom<PaymentStatus>('paid', 'pending', 'failed');
const ordersArb = fc
  .array(
    fc.record({
      day: fc.integer({ min: 0, max: 700 }),
      totalCents: fc.nat(100_000),
      status: statusArb,
      paymentStatus: paymentArb,
      customer: fc.constantFrom('a@example.com', 'b@example.com', 'c@example.com', 'd@example.com'),
    }),
    { maxLength: 40 },
  )
  .map((rows) =>
    rows.map((row, index) =>
      order(
        `FF-2024-${String(index).padStart(4, '0')}`,
        new Date(Date.UTC(2024, 0, 1 + row.day, 12)).toISOString(),
        row.totalCents,
        {
          status: row.status,
          paymentStatus: row.paymentStatus,
          email: row.customer,
        },
      ),
    ),
  );

describe('analyticsSummary', () => {
  it('adds up the revenue of the orders that brought money in', () => {
    const summary = analyticsSummary(sampleOrders, 'America/Chicago');
    const expected = sampleOrders
      .filter((o) => o.status !== 'cancelled' && o.paymentStatus !== 'failed')
      .reduce((sum, o) => sum + o.totalCents, 0);
    expect(summary.revenueCents).toBe(expected);
    expect(summary.orders).toBe(sampleOrders.length);
    expect(summary.customers).toBe(new Set(sampleOrders.map((o) => o.email)).size);
  });

  it('compares the sample December with November', () => {
    const { changes } = analyticsSummary(sampleOrders, 'America/Chicago');
    const series = monthlySeries(sampleOrders, 'America/Chicago');
    const [nov, dec] = series.slice(-2);
    expect(changes.orders).toEqual({
      percent: percentChange(dec!.orders, nov!.orders),
      currentLabel: 'Dec 2024',
      previousLabel: 'Nov 2024',
    });
    expect(changes.revenue?.percent).toBe(percentChange(dec!.revenueCents, nov!.revenueCents));
  });

  it('has no changes with a single month of orders', () => {
    expect(analyticsSummary([order('a', '2024-10-01T12:00:00.000Z', 500)]).changes).toEqual({});
    expect(analyticsSummary([])).toEqual({
      revenueCents: 0,
      orders: 0,
      averageOrderCents: 0,
      customers: 0,
      changes: {},
    });
  });

  it('agrees with the monthly series for any orders', () => {
    fc.assert(
      fc.property(ordersArb, (orders) => {
        const summary = analyticsSummary(orders);
        const series = monthlySeries(orders);
        expect(series.reduce((sum, p) => sum + p.revenueCents, 0)).toBe(summary.revenueCents);
        expect(series.reduce((sum, p) => sum + p.orders, 0)).toBe(summary.orders);
        // Consecutive months, no gaps.
        series
          .slice(1)
          .forEach((point, i) => expect(previousMonth(point.month)).toBe(series[i]!.month));
        expect(summary.averageOrderCents).toBe(
          averageCents(summary.revenueCents, orders.filter(isRevenueOrder).length),
        );
      }),
    );
  });
});

describe('ordersByStatus', () => {
  it('counts each status in lifecycle order and leaves out the empty ones', () => {
    const counts = ordersByStatus(sampleOrders);
    expect(counts.reduce((sum, entry) => sum + entry.orders, 0)).toBe(sampleOrders.length);
    expect(counts.map((entry) => entry.status)).toEqual([
      'pending',
      'confirmed',
      'processing',
      'shipped',
      'delivered',
      'cancelled',
    ]);
    expect(counts.find((entry) => entry.status === 'cancelled')?.orders).toBe(2);
  });
});

describe('topProducts', () => {
  it('ranks products by line revenue and adds sizes of one product up', () => {
    const orders = [
      order('a', '2024-10-01T12:00:00.000Z', 0, {
        items: [
          { ...template.items[0]!, productId: 'rub', name: 'Rub', quantity: 2, priceCents: 1000 },
          {
            ...template.items[0]!,
            productId: 'sauce',
            name: 'Sauce',
            quantity: 1,
            priceCents: 1500,
          },
        ],
      }),
      order('b', '2024-10-02T12:00:00.000Z', 0, {
        items: [
          {
            ...template.items[0]!,
            productId: 'rub',
            name: 'Rub',
            size: '24 oz',
            quantity: 1,
            priceCents: 2500,
          },
        ],
      }),
      order('c', '2024-10-03T12:00:00.000Z', 0, {
        status: 'cancelled',
        items: [
          {
            ...template.items[0]!,
            productId: 'sauce',
            name: 'Sauce',
            quantity: 9,
            priceCents: 1500,
          },
        ],
      }),
    ];
    expect(topProducts(orders)).toEqual([
      { productId: 'rub', name: 'Rub', units: 3, revenueCents: 4500 },
      { productId: 'sauce', name: 'Sauce', units: 1, revenueCents: 1500 },
    ]);
    expect(topProducts(orders, 1)).toHaveLength(1);
  });

  it('never counts more than the lines of the revenue orders', () => {
    fc.assert(
      fc.property(ordersArb, (orders) => {
        const top = topProducts(orders, 100);
        const lineRevenue = orders
          .filter(isRevenueOrder)
          .flatMap((o) => o.items)
          .reduce((sum, line) => sum + line.quantity * line.priceCents, 0);
        expect(top.reduce((sum, p) => sum + p.revenueCents, 0)).toBe(lineRevenue);
        top
          .slice(1)
          .forEach((p, i) => expect(p.revenueCents).toBeLessThanOrEqual(top[i]!.revenueCents));
      }),
    );
  });
});

describe('customers', () => {
  it('splits new and returning customers so the two add up to 100', () => {
    expect(customerMix([])).toEqual({ customers: 0, newPercent: 0, returningPercent: 0 });
    const mix = customerMix(sampleOrders);
    expect(mix.newPercent + mix.returningPercent).toBe(100);
    fc.assert(
      fc.property(
        ordersArb.filter((o) => o.length > 0),
        (orders) => {
          const { newPercent, returningPercent } = customerMix(orders);
          expect(newPercent + returningPercent).toBe(100);
        },
      ),
    );
  });

  it('replaces the sample new/returning bars with computed ones and keeps the rest', () => {
    const bars = customerInsightBars(customerMix(sampleOrders), customerInsights);
    expect(bars.map((bar) => bar.id)).toEqual([
      'new-customers',
      'returning-customers',
      'club-members',
      'mobile-orders',
    ]);
    expect(bars[1]!.percent).toBe(customerMix(sampleOrders).returningPercent);
  });
});

describe('recentActivity', () => {
  it('mixes the latest orders with the non-order events, newest first', () => {
    const items = recentActivity(sampleOrders, sampleActivity, formatMoney, 6);
    expect(items).toHaveLength(6);
    expect(items[0]).toMatchObject({
      kind: 'order',
      description: 'New order FF-2024-0015 from Sarah Mitchell ($135.92)',
      href: '/invoice/FF-2024-0015',
    });
    // The sample 'New order FF-2024-0015' event is not repeated.
    expect(items.filter((item) => item.description.includes('FF-2024-0015'))).toHaveLength(1);
    expect(items.some((item) => item.kind === 'event')).toBe(true);
    expect([...items].sort((a, b) => b.at.localeCompare(a.at))).toEqual(items);
  });
});

describe('analyticsFromOrders', () => {
  it('keeps just enough orders for the same Recent Activity as all of them', () => {
    fc.assert(
      fc.property(ordersArb, (orders) => {
        const { recentOrders } = analyticsFromOrders(orders);
        expect(recentOrders.length).toBe(Math.min(orders.length, 6));
        expect(recentActivity(recentOrders, sampleActivity, formatMoney)).toEqual(
          recentActivity(orders, sampleActivity, formatMoney),
        );
      }),
    );
  });
});

describe('chart summaries', () => {
  const series = monthlySeries(sampleOrders, 'America/Chicago');

  it('puts the Revenue Overview in words', () => {
    const [oct, , dec] = series;
    expect(revenueSummary(series, formatMoney)).toBe(
      `Revenue rose from ${formatMoney(oct!.revenueCents)} in Oct 2024 to ${formatMoney(dec!.revenueCents)} in Dec 2024; the best month was Dec 2024 (${formatMoney(dec!.revenueCents)}).`,
    );
    expect(revenueSummary([], formatMoney)).toBe(
      'No orders yet: the chart fills in as orders come in.',
    );
    expect(revenueSummary(series.slice(0, 1), formatMoney)).toBe(
      `${formatMoney(oct!.revenueCents)} of revenue in Oct 2024.`,
    );
  });

  it('puts the Order Trends in words, with the status groups adding up', () => {
    for (const point of series) {
      expect(point.delivered + point.open + point.cancelled).toBe(point.orders);
    }
    expect(statusGroup('shipped')).toBe('open');
    expect(statusGroup('cancelled')).toBe('cancelled');
    expect(orderTrendsSummary(series)).toBe(
      `15 orders from Oct 2024 to Dec 2024, the most in Dec 2024 (7); 4 delivered, 9 still open, 2 cancelled.`,
    );
    expect(orderTrendsSummary([])).toBe('No orders yet: the chart fills in as orders come in.');
  });
});
