import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';

/**
 * Terms and their values: product specifications, order summaries, invoice totals, account
 * details. `layout="rows"` puts term and value on one line (value at the end, for money);
 * `layout="stacked"` puts the value under its term.
 */
const descriptionListVariants = cva('flex flex-col text-sm', {
  variants: {
    layout: {
      rows: '',
      stacked: 'gap-3',
    },
    divided: {
      true: 'divide-y divide-line',
      false: '',
    },
  },
  compoundVariants: [{ layout: 'rows', divided: false, className: 'gap-2' }],
  defaultVariants: { layout: 'rows', divided: false },
});

const descriptionItemVariants = cva('', {
  variants: {
    layout: {
      rows: 'flex items-baseline justify-between gap-4',
      stacked: 'flex flex-col gap-0.5',
    },
    divided: { true: 'py-2.5 first:pt-0 last:pb-0', false: '' },
    /** The total line: bigger, bolder, separated from the lines above it. */
    emphasis: {
      none: '',
      total: 'mt-1 border-t border-line pt-3 text-base font-semibold text-ink',
    },
  },
  defaultVariants: { layout: 'rows', divided: false, emphasis: 'none' },
});

export interface DescriptionItem {
  /** A stable key; defaults to the term when it is text. */
  id?: string;
  term: ReactNode;
  value: ReactNode;
  emphasis?: 'none' | 'total';
}

export interface DescriptionListProps
  extends Omit<ComponentProps<'dl'>, 'children'>, VariantProps<typeof descriptionListVariants> {
  items: DescriptionItem[];
}

export function DescriptionList({
  items,
  layout,
  divided,
  className,
  ...props
}: DescriptionListProps) {
  return (
    <dl
      {...props}
      data-slot="description-list"
      className={cn(descriptionListVariants({ layout, divided }), className)}
    >
      {items.map((item, index) => (
        <div
          key={item.id ?? (typeof item.term === 'string' ? item.term : index)}
          data-slot="description-item"
          className={descriptionItemVariants({ layout, divided, emphasis: item.emphasis })}
        >
          <dt
            className={cn(
              'text-ink-muted',
              layout === 'stacked' && 'text-xs font-semibold tracking-wide uppercase',
              item.emphasis === 'total' && 'text-ink',
            )}
          >
            {item.term}
          </dt>
          <dd className={cn('text-ink', layout !== 'stacked' && 'text-end tabular-nums')}>
            {item.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
