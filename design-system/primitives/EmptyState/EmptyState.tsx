import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';

const emptyStateVariants = cva('mx-auto flex w-full flex-col items-center gap-4 px-6 text-center', {
  variants: {
    /** `plain` sits in the page; `outlined` draws a dashed box, e.g. inside a table or a filtered grid. */
    variant: {
      plain: 'max-w-xl py-12',
      outlined: 'rounded-xl border border-dashed border-line-strong bg-surface-muted py-10',
    },
  },
  defaultVariants: { variant: 'plain' },
});

const emptyStateIconClasses =
  'size-16 [&_svg]:size-8 flex items-center justify-center rounded-pill bg-charcoal-100 text-charcoal-700';

export type EmptyStateHeadingLevel = 1 | 2 | 3 | 4;

export interface EmptyStateProps
  extends Omit<ComponentProps<'div'>, 'title'>, VariantProps<typeof emptyStateVariants> {
  /** A lucide icon with `aria-hidden="true"`, e.g. `<ShoppingCart aria-hidden="true" />`. */
  icon?: ReactNode;
  /** e.g. 'Your cart is empty'. */
  title: ReactNode;
  /** e.g. "Looks like you haven't added any items to your cart yet." */
  description?: ReactNode;
  /** The way out, e.g. a LinkButton 'Continue Shopping' or a Button 'Clear all filters'. */
  action?: ReactNode;
  /** The title's heading level: 1 when it replaces a whole page ('Recipe not found'), else 2 or 3. */
  headingLevel?: EmptyStateHeadingLevel;
}

/**
 * What a screen shows when there is nothing to list or nothing was found: an icon, a
 * title, a sentence, and an action that leads somewhere useful.
 */
export function EmptyState({
  icon,
  title,
  description,
  action,
  headingLevel = 2,
  variant,
  className,
  ...props
}: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div
      {...props}
      data-slot="empty-state"
      className={cn(emptyStateVariants({ variant }), className)}
    >
      {icon ? (
        <div data-slot="empty-state-icon" className={emptyStateIconClasses}>
          {icon}
        </div>
      ) : null}
      <div className="flex flex-col items-center gap-2">
        <Heading
          data-slot="empty-state-title"
          className="font-display text-2xl leading-tight font-semibold text-ink"
        >
          {title}
        </Heading>
        {description ? (
          <p data-slot="empty-state-description" className="max-w-md text-base text-ink-muted">
            {description}
          </p>
        ) : null}
      </div>
      {action ? (
        <div data-slot="empty-state-action" className="mt-2 flex flex-wrap justify-center gap-3">
          {action}
        </div>
      ) : null}
    </div>
  );
}
