import { Activity, CircleX, DollarSign, Receipt, ShoppingBag, Users } from 'lucide-react';
import { useMemo } from 'react';
import { ActivityFeed, type ActivityFeedItem } from '@ds/patterns/ActivityFeed/ActivityFeed';
import { AdminPageHeader } from '@ds/patterns/AdminPageHeader/AdminPageHeader';
import { BarList } from '@ds/patterns/BarList/BarList';
import { ChartCard } from '@ds/patterns/ChartCard/ChartCard';
import { formatMoney } from '@ds/lib/money';
import { Card, CardBody, CardDescription, CardHeader, CardTitle } from '@ds/primitives/Card/Card';
import { Grid } from '@ds/primitives/Grid/Grid';
import { Section } from '@ds/primitives/Section/Section';
import { Stack } from '@ds/primitives/Stack/Stack';
import { StatTile, type StatTrend } from '@ds/primitives/StatTile/StatTile';
import { Text } from '@ds/primitives/Text/Text';
import type { ActivityEntry, InsightBar } from '@domain/types';
import {
  customerInsightBars,
  orderTrendsSummary,
  recentActivity,
  revenueSummary,
  type ActivityItem,
  type StatChange,
  type StoreAnalytics,
} from '@domain/analytics';
import { formatDateTime } from '@app/admin/format';
import { OrderTrendsChart, RevenueChart } from './charts';
import { countOf, formatCount } from '@ds/lib/count';
import { paths } from '@domain/paths';

/** '+26.9% vs Nov 2024', with the arrow's direction; none when there is nothing to compare. */
function trendOf(change: StatChange | undefined): StatTrend | undefined {
  if (!change) return undefined;
  const { percent, previousLabel } = change;
  const direction = percent > 0 ? 'up' : percent < 0 ? 'down' : 'flat';
  const sign = percent > 0 ? '+' : '';
  return { direction, label: `${sign}${percent}% vs ${previousLabel}` };
}

function toFeedItem(item: ActivityItem): ActivityFeedItem {
  const isOrder = item.kind === 'order';
  const isCancelled = item.status === 'cancelled';
  return {
    id: item.id,
    title: item.description,
    href: item.href,
    icon: isOrder ? (isCancelled ? CircleX : ShoppingBag) : Activity,
    iconTone: isOrder ? (isCancelled ? 'danger' : 'success') : 'neutral',
    at: item.at,
    timeLabel: formatDateTime(item.at),
  };
}

export interface AdminAnalyticsScreenProps {
  /** The figures the server computes from every stored order (see analyticsFromOrders). */
  analytics: StoreAnalytics;
  /** Shares the orders cannot tell (club members, mobile orders). */
  customerInsights: InsightBar[];
  /** Shop events that are not orders (stock, club, recipes). */
  events: ActivityEntry[];
}

/**
 * /admin/analytics: the shop's figures, from the server; two Customer Insights bars are samples,
 * since the site keeps no such statistics.
 */
export function AdminAnalyticsScreen({
  analytics,
  customerInsights,
  events,
}: AdminAnalyticsScreenProps) {
  const { summary, series, topProducts: products, customerMix, recentOrders } = analytics;
  const activity = useMemo(
    () => recentActivity(recentOrders, events, formatMoney).map(toFeedItem),
    [recentOrders, events],
  );
  const insights = useMemo(
    () => customerInsightBars(customerMix, customerInsights),
    [customerMix, customerInsights],
  );
  const period = summary.changes.revenue ?? summary.changes.orders;

  return (
    <Section spacing="sm">
      <AdminPageHeader
        backHref={paths.adminConsole()}
        title="Analytics"
        description={
          period
            ? `All orders to date. Changes compare ${period.currentLabel} with ${period.previousLabel}.`
            : 'All orders to date.'
        }
      />
      <Stack gap="xl">
        <Grid as="ul" columns="quarters" gap="lg" aria-label="Key figures">
          <li>
            <StatTile
              label="Total Revenue"
              value={formatMoney(summary.revenueCents)}
              icon={DollarSign}
              trend={trendOf(summary.changes.revenue)}
            />
          </li>
          <li>
            <StatTile
              label="Orders"
              value={formatCount(summary.orders)}
              icon={ShoppingBag}
              trend={trendOf(summary.changes.orders)}
            />
          </li>
          <li>
            <StatTile
              label="Average Order Value"
              value={formatMoney(summary.averageOrderCents)}
              icon={Receipt}
              trend={trendOf(summary.changes.averageOrder)}
            />
          </li>
          <li>
            <StatTile
              label="Customers"
              value={formatCount(summary.customers)}
              icon={Users}
              trend={trendOf(summary.changes.customers)}
            />
          </li>
        </Grid>
        <Grid columns="halves" gap="lg">
          <ChartCard
            title="Revenue Overview"
            summary={revenueSummary(series, formatMoney)}
            data={{
              columns: ['Month', 'Revenue', 'Paid orders'],
              rows: series.map((point) => [
                point.label,
                formatMoney(point.revenueCents),
                String(point.revenueOrders),
              ]),
            }}
          >
            <RevenueChart series={series} />
          </ChartCard>
          <ChartCard
            title="Order Trends"
            summary={orderTrendsSummary(series)}
            data={{
              columns: ['Month', 'Orders', 'Delivered', 'Open', 'Cancelled'],
              rows: series.map((point) => [
                point.label,
                String(point.orders),
                String(point.delivered),
                String(point.open),
                String(point.cancelled),
              ]),
            }}
          >
            <OrderTrendsChart series={series} />
          </ChartCard>
        </Grid>
        <Grid columns="thirds" gap="lg">
          <Card>
            <CardHeader>
              <CardTitle level={2} size="md">
                Top Products
              </CardTitle>
              <CardDescription>By revenue from the lines of paid orders.</CardDescription>
            </CardHeader>
            <CardBody>
              {products.length === 0 ? (
                <Text size="sm" tone="muted">
                  No products sold yet.
                </Text>
              ) : (
                <BarList
                  aria-label="Top Products"
                  tone="gold"
                  max={products[0]?.revenueCents}
                  items={products.map((product) => ({
                    id: product.productId,
                    label: product.name,
                    description: `${countOf(product.units, 'unit')} sold`,
                    value: product.revenueCents,
                    valueLabel: formatMoney(product.revenueCents),
                  }))}
                />
              )}
            </CardBody>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle level={2} size="md">
                Recent Activity
              </CardTitle>
              <CardDescription>The latest orders and shop events.</CardDescription>
            </CardHeader>
            <CardBody>
              <ActivityFeed
                aria-label="Recent Activity"
                items={activity}
                emptyMessage="Nothing has happened yet."
              />
            </CardBody>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle level={2} size="md">
                Customer Insights
              </CardTitle>
              <CardDescription>
                {`New and returning: from the orders of ${countOf(summary.customers, 'customer')}. Club members and mobile orders: from the site statistics.`}
              </CardDescription>
            </CardHeader>
            <CardBody>
              <BarList
                aria-label="Customer Insights"
                items={insights.map((bar) => ({
                  id: bar.id,
                  label: bar.label,
                  value: bar.percent,
                }))}
              />
            </CardBody>
          </Card>
        </Grid>
      </Stack>
    </Section>
  );
}
