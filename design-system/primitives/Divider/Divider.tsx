import { cva, type VariantProps } from 'class-variance-authority';
import { Separator, type SeparatorProps } from 'react-aria-components/Separator';
import { cn } from '../../lib/cn';

const dividerVariants = cva('shrink-0 border-0', {
  variants: {
    orientation: {
      horizontal: 'h-px w-full',
      vertical: 'w-px self-stretch',
    },
    tone: {
      default: 'bg-line',
      strong: 'bg-line-strong',
      inverse: 'bg-charcoal-700',
    },
    /** Space on both sides, along the divider's cross axis. */
    spacing: {
      none: '',
      sm: '',
      md: '',
      lg: '',
    },
  },
  compoundVariants: [
    { orientation: 'horizontal', spacing: 'sm', className: 'my-2' },
    { orientation: 'horizontal', spacing: 'md', className: 'my-4' },
    { orientation: 'horizontal', spacing: 'lg', className: 'my-8' },
    { orientation: 'vertical', spacing: 'sm', className: 'mx-2' },
    { orientation: 'vertical', spacing: 'md', className: 'mx-4' },
    { orientation: 'vertical', spacing: 'lg', className: 'mx-8' },
  ],
  defaultVariants: { orientation: 'horizontal', tone: 'default', spacing: 'none' },
});

/** The row that holds a labelled divider: line, word, line. */
const dividerLabelledVariants = cva('flex w-full items-center gap-3', {
  variants: {
    spacing: { none: '', sm: 'my-2', md: 'my-4', lg: 'my-8' },
  },
  defaultVariants: { spacing: 'none' },
});

const dividerLabelVariants = cva(
  'text-xs font-semibold tracking-wider whitespace-nowrap uppercase',
  {
    variants: {
      tone: {
        default: 'text-ink-muted',
        strong: 'text-ink-muted',
        inverse: 'text-charcoal-200',
      },
    },
    defaultVariants: { tone: 'default' },
  },
);

export interface DividerProps
  extends Omit<SeparatorProps, 'orientation'>, VariantProps<typeof dividerVariants> {
  /** A word centred on a horizontal divider, e.g. 'or' between sign-in options. */
  label?: string;
}

/**
 * A rule between groups of content: sections of a card, columns of the footer, sign-in
 * options ('or'). React Aria's Separator gives it the separator role; vertical dividers sit
 * in a row and stretch to its height.
 */
export function Divider({ orientation, tone, spacing, label, className, ...props }: DividerProps) {
  if (label && orientation !== 'vertical') {
    const line = dividerVariants({ orientation: 'horizontal', tone, className: 'w-auto flex-1' });
    return (
      <div data-slot="divider" className={cn(dividerLabelledVariants({ spacing }), className)}>
        <Separator {...props} data-slot="divider-line" className={line} />
        <span data-slot="divider-label" className={dividerLabelVariants({ tone })}>
          {label}
        </span>
        {/* One separator is announced; the second line is only drawn. */}
        <span aria-hidden="true" data-slot="divider-line" className={line} />
      </div>
    );
  }
  return (
    <Separator
      {...props}
      orientation={orientation ?? 'horizontal'}
      data-slot="divider"
      className={cn(dividerVariants({ orientation, tone, spacing }), className)}
    />
  );
}
