import { formatWholeMoney } from '@ds/lib/money';
import {
  Area,
  AreaChart,
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatMoney } from '@ds/lib/money';
import type { MonthlyPoint } from '@domain/analytics';

/**
 * The analytics charts, drawn with recharts. This is the only module that imports recharts,
 * and only the analytics route imports it, so the library loads on that route alone. The
 * colours are the design tokens (CSS variables). Animations are off: the numbers are the
 * point, and screenshots stay stable. ChartCard gives each chart its title, its summary, its
 * data table and a fixed height; the chart fills that box.
 */
const colors = {
  revenue: 'var(--color-ember-700)',
  revenueFill: 'var(--color-ember-100)',
  delivered: 'var(--color-success-700)',
  open: 'var(--color-gold-700)',
  cancelled: 'var(--color-charcoal-500)',
  grid: 'var(--color-line)',
  tick: 'var(--color-ink-muted)',
};

const tick = { fill: colors.tick, fontSize: 12 };
// Axis ticks can fall between dollars: round to whole ones, as formatWholeMoney would show cents.
const dollarTick = (cents: number) => formatWholeMoney(Math.round(cents / 100) * 100);
const margin = { top: 8, right: 8, bottom: 0, left: 8 };

/** The chart box before it is measured (stories and the first paint). */
const initialDimension = { width: 560, height: 288 };

export function RevenueChart({ series }: { series: MonthlyPoint[] }) {
  return (
    <ResponsiveContainer width="100%" height="100%" initialDimension={initialDimension}>
      <AreaChart data={series} margin={margin} accessibilityLayer={false}>
        <CartesianGrid stroke={colors.grid} vertical={false} />
        <XAxis dataKey="label" tick={tick} tickLine={false} axisLine={{ stroke: colors.grid }} />
        <YAxis
          tickFormatter={dollarTick}
          tick={tick}
          tickLine={false}
          axisLine={false}
          width={64}
        />
        <Tooltip
          formatter={(value) => [formatMoney(Number(value)), 'Revenue']}
          cursor={{ stroke: colors.grid }}
        />
        <Area
          type="monotone"
          dataKey="revenueCents"
          name="Revenue"
          stroke={colors.revenue}
          strokeWidth={2}
          fill={colors.revenueFill}
          fillOpacity={1}
          dot={{ r: 3, fill: colors.revenue }}
          isAnimationActive={false}
        />
      </AreaChart>
    </ResponsiveContainer>
  );
}

export function OrderTrendsChart({ series }: { series: MonthlyPoint[] }) {
  return (
    <ResponsiveContainer width="100%" height="100%" initialDimension={initialDimension}>
      <BarChart data={series} margin={margin} accessibilityLayer={false}>
        <CartesianGrid stroke={colors.grid} vertical={false} />
        <XAxis dataKey="label" tick={tick} tickLine={false} axisLine={{ stroke: colors.grid }} />
        <YAxis allowDecimals={false} tick={tick} tickLine={false} axisLine={false} width={32} />
        <Tooltip cursor={{ fill: 'var(--color-surface-muted)' }} />
        <Legend iconType="circle" iconSize={8} wrapperStyle={{ fontSize: 12 }} />
        <Bar
          dataKey="delivered"
          name="Delivered"
          stackId="orders"
          fill={colors.delivered}
          isAnimationActive={false}
        />
        <Bar
          dataKey="open"
          name="Open"
          stackId="orders"
          fill={colors.open}
          isAnimationActive={false}
        />
        <Bar
          dataKey="cancelled"
          name="Cancelled"
          stackId="orders"
          fill={colors.cancelled}
          isAnimationActive={false}
        />
      </BarChart>
    </ResponsiveContainer>
  );
}
