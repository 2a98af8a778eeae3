import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { clampPercent } from '../../primitives/ProgressBar/ProgressBar';

const barListClasses = 'gap-4 flex flex-col';

const barTrackClasses = 'h-2.5 relative w-full overflow-hidden rounded-pill bg-charcoal-100';

/** Every fill meets 3:1 against the track. */
const barFillVariants = cva('absolute inset-y-0 left-0 rounded-pill', {
  variants: {
    tone: {
      accent: 'bg-ember-700',
      gold: 'bg-gold-600',
      primary: 'bg-charcoal-900',
      info: 'bg-info-700',
      success: 'bg-success-700',
    },
  },
  defaultVariants: { tone: 'accent' },
});

export interface BarListItem {
  id: string;
  /** e.g. 'Returning customers'. */
  label: string;
  /** The bar's length as a share of `max`. */
  value: number;
  /** The figure as printed, e.g. '62%' or '$1,245.00'; the value with '%' by default. */
  valueLabel?: string;
  /** A second line under the label, e.g. '12 units sold'. */
  description?: string;
}

export interface BarListProps
  extends Omit<ComponentProps<'ul'>, 'children'>, VariantProps<typeof barFillVariants> {
  items: BarListItem[];
  /** The value of a full bar: 100 for percentages (the default), the largest value for amounts. */
  max?: number;
}

/**
 * Labelled horizontal bars for a few shares or amounts: the analytics Customer Insights and
 * Top Products. The figure is printed beside each label, so the bars are only a picture of it.
 */
export function BarList({ items, max = 100, tone, className, ...props }: BarListProps) {
  return (
    <ul {...props} data-slot="bar-list" className={cn(barListClasses, className)}>
      {items.map((item) => {
        const percent = clampPercent(max > 0 ? (item.value / max) * 100 : 0);
        return (
          <li key={item.id} data-slot="bar-list-item" className="flex flex-col gap-1.5">
            <div className="flex items-baseline justify-between gap-3 text-sm">
              <span className="flex min-w-0 flex-col">
                <span className="font-medium text-ink">{item.label}</span>
                {item.description ? (
                  <span className="text-xs text-ink-muted">{item.description}</span>
                ) : null}
              </span>
              <span data-slot="bar-list-value" className="font-semibold text-ink tabular-nums">
                {item.valueLabel ?? `${item.value}%`}
              </span>
            </div>
            <div aria-hidden="true" data-slot="bar-list-track" className={barTrackClasses}>
              <div
                data-slot="bar-list-fill"
                className={barFillVariants({ tone })}
                style={{ width: `${percent}%` }}
              />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
