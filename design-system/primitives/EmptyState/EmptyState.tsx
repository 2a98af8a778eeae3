import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';

const emptyStateVariants = cva(
  'gap-4 px-6 mx-auto flex w-full flex-col items-center text-center',
  {
    variants: {
      /** `plain` sits in the page; `outlined` draws a dashed box, e.g. inside a table or a filtered grid. */
      variant: {
        plain: 'py-12 max-w-xl',
        outlined: 'py-10 rounded-xl border border-dashed border-line-strong bg-surface-muted',
      },
    },
    defaultVariants: { variant: 'plain' },
  },
);

const emptyStateIconClasses = 'size-16 [&_svg]:size-8 flex items-center justify-center rounded-pill bg-charcoal-100 text-charcoal-700';

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
      <div className="gap-2 flex flex-col items-center">
        <Heading
          data-slot="empty-state-title"
          className="text-2xl font-semibold leading-tight font-display text-ink"
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
        <div data-slot="empty-state-action" className="mt-2 gap-3 flex flex-wrap justify-center">
          {action}
        </div>
      ) : null}
    </div>
  );
}
