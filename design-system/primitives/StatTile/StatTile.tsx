import { cva, type VariantProps } from 'class-variance-authority';
import { Minus, TrendingDown, TrendingUp, type LucideIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { VisuallyHidden } from '../Text/Text';

const statTileVariants = cva('flex min-w-0 items-start gap-4 rounded-xl border', {
  variants: {
    tone: {
      default: 'border-line bg-surface text-ink shadow-sm',
      muted: 'border-line bg-surface-muted text-ink',
      dark: 'border-charcoal-800 bg-charcoal-900 text-white',
    },
    size: {
      sm: 'gap-3 p-4',
      md: 'p-5',
      lg: 'p-6',
    },
    align: {
      start: 'text-start',
      center: 'flex-col items-center text-center',
    },
  },
  defaultVariants: { tone: 'default', size: 'md', align: 'start' },
});

const statTileValueVariants = cva(
  'font-display leading-tight font-bold wrap-anywhere tabular-nums',
  {
    variants: {
      size: {
        sm: 'text-2xl',
        md: 'text-3xl',
        lg: 'text-4xl',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

const statTileIconVariants = cva(
  'flex shrink-0 items-center justify-center rounded-lg bg-gold-100 text-gold-800',
  {
    variants: {
      size: {
        sm: 'size-10 [&_svg]:size-5',
        md: 'size-12 [&_svg]:size-6',
        lg: 'size-14 [&_svg]:size-7',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

/** Up is good by default (revenue, members); pass `tone` when down is the good news. */
const statTileTrendVariants = cva('inline-flex items-center gap-1 text-sm font-medium', {
  variants: {
    tone: { positive: '', negative: '', neutral: '' },
    /** Light shades on the dark tile, where the -700 shades would fail contrast. */
    surface: { light: '', dark: '' },
  },
  compoundVariants: [
    { surface: 'light', tone: 'positive', className: 'text-success-700' },
    { surface: 'light', tone: 'negative', className: 'text-danger-700' },
    { surface: 'light', tone: 'neutral', className: 'text-ink-muted' },
    { surface: 'dark', tone: 'positive', className: 'text-success-100' },
    { surface: 'dark', tone: 'negative', className: 'text-danger-100' },
    { surface: 'dark', tone: 'neutral', className: 'text-charcoal-200' },
  ],
  defaultVariants: { tone: 'neutral', surface: 'light' },
});

export interface StatTrend {
  direction: 'up' | 'down' | 'flat';
  /** Shown beside the arrow, e.g. '+12.5% from last month'. */
  label: string;
  /** Whether the change is good news; by default up is positive and down negative. */
  tone?: 'positive' | 'negative' | 'neutral';
}

const trendIcons: Record<StatTrend['direction'], LucideIcon> = {
  up: TrendingUp,
  down: TrendingDown,
  flat: Minus,
};

const trendWords: Record<StatTrend['direction'], string> = {
  up: 'Up',
  down: 'Down',
  flat: 'No change',
};

const defaultTrendTone: Record<StatTrend['direction'], NonNullable<StatTrend['tone']>> = {
  up: 'positive',
  down: 'negative',
  flat: 'neutral',
};

export interface StatTileProps
  extends Omit<ComponentProps<'div'>, 'children'>, VariantProps<typeof statTileVariants> {
  /** Already formatted, e.g. '1,234' or '$45,231.89'. */
  value: string;
  /** What the value counts, e.g. 'Members' or 'Total Revenue'. */
  label: string;
  trend?: StatTrend;
  /** A lucide icon shown in a gold tile, e.g. `Users`. Decorative. */
  icon?: LucideIcon;
  /** 'above' for dashboards (label, then the big number); 'below' for counters (1,234 Members). */
  labelPosition?: 'above' | 'below';
}

/**
 * One number with its label: the forum's member and thread counts, the analytics cards.
 * The trend shows direction with an arrow and words, never colour alone.
 */
export function StatTile({
  value,
  label,
  trend,
  icon: StatIcon,
  labelPosition = 'above',
  tone,
  size,
  align,
  className,
  ...props
}: StatTileProps) {
  const TrendIcon = trend ? trendIcons[trend.direction] : null;
  const labelElement = (
    <p
      data-slot="stat-tile-label"
      className={cn(
        'text-sm font-medium',
        tone === 'dark' ? 'text-charcoal-200' : 'text-ink-muted',
      )}
    >
      {label}
    </p>
  );
  return (
    <div
      {...props}
      data-slot="stat-tile"
      className={cn(statTileVariants({ tone, size, align }), className)}
    >
      {StatIcon ? (
        <span data-slot="stat-tile-icon" className={statTileIconVariants({ size })}>
          <StatIcon aria-hidden="true" />
        </span>
      ) : null}
      <div className="flex min-w-0 flex-col gap-1">
        {labelPosition === 'above' ? labelElement : null}
        <p data-slot="stat-tile-value" className={statTileValueVariants({ size })}>
          {value}
        </p>
        {labelPosition === 'below' ? labelElement : null}
        {trend && TrendIcon ? (
          <p
            data-slot="stat-tile-trend"
            data-direction={trend.direction}
            className={statTileTrendVariants({
              tone: trend.tone ?? defaultTrendTone[trend.direction],
              surface: tone === 'dark' ? 'dark' : 'light',
            })}
          >
            <TrendIcon aria-hidden="true" className="size-4 shrink-0" />
            <VisuallyHidden elementType="span">{trendWords[trend.direction]}: </VisuallyHidden>
            {trend.label}
          </p>
        ) : null}
      </div>
    </div>
  );
}
