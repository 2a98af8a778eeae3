import { cva, type VariantProps } from 'class-variance-authority';
import type { ElementType, HTMLAttributes, Ref } from 'react';
import { cn } from '../../lib/cn';

/** The gap scale shared by Stack and Grid: 0, 4, 8, 16, 24, 32 and 48 px. */
export const gapVariants = {
  none: 'gap-0',
  xs: 'gap-1',
  sm: 'gap-2',
  md: 'gap-4',
  lg: 'gap-6',
  xl: 'gap-8',
  '2xl': 'gap-12',
} as const;

export type Gap = keyof typeof gapVariants;

const stackVariants = cva('flex min-w-0', {
  variants: {
    direction: {
      column: 'flex-col',
      row: 'flex-row',
      /** A column on phones, a row from md (768 px). */
      responsive: 'flex-col md:flex-row',
    },
    gap: gapVariants,
    align: {
      start: 'items-start',
      center: 'items-center',
      end: 'items-end',
      stretch: 'items-stretch',
      baseline: 'items-baseline',
    },
    justify: {
      start: 'justify-start',
      center: 'justify-center',
      end: 'justify-end',
      between: 'justify-between',
    },
    wrap: { true: 'flex-wrap', false: 'flex-nowrap' },
  },
  defaultVariants: {
    direction: 'column',
    gap: 'md',
    align: 'stretch',
    justify: 'start',
    wrap: false,
  },
});

export type StackElement =
  | 'div'
  | 'section'
  | 'ul'
  | 'ol'
  | 'nav'
  | 'header'
  | 'footer'
  | 'main'
  | 'article'
  | 'aside'
  | 'li';

export interface StackProps
  extends HTMLAttributes<HTMLElement>, VariantProps<typeof stackVariants> {
  /** The element to render; a div by default. Use ul/ol with StackItem as="li" for lists. */
  as?: StackElement;
  ref?: Ref<HTMLElement>;
}

/**
 * Lays its children out in one direction with a gap from the spacing scale:
 * form fields, button rows, card bodies, header bars.
 */
export function Stack({
  as = 'div',
  direction,
  gap,
  align,
  justify,
  wrap,
  className,
  ...props
}: StackProps) {
  const Component = as as ElementType;
  return (
    <Component
      data-slot="stack"
      className={cn(stackVariants({ direction, gap, align, justify, wrap }), className)}
      {...props}
    />
  );
}

const stackItemVariants = cva('min-w-0', {
  variants: {
    /** Take the space that is left over. */
    grow: { true: 'grow', false: 'grow-0' },
    /** Give way when space runs out; off for icons, prices and buttons. */
    shrink: { true: 'shrink', false: 'shrink-0' },
    basis: {
      auto: 'basis-auto',
      0: 'basis-0',
      '1/4': 'basis-1/4',
      '1/3': 'basis-1/3',
      '1/2': 'basis-1/2',
      '2/3': 'basis-2/3',
      full: 'basis-full',
    },
    /** Lets one child break the Stack's `align`, e.g. a button pinned to the end. */
    alignSelf: {
      auto: 'self-auto',
      start: 'self-start',
      center: 'self-center',
      end: 'self-end',
      stretch: 'self-stretch',
    },
  },
  defaultVariants: { grow: false, shrink: true, basis: 'auto', alignSelf: 'auto' },
});

export interface StackItemProps
  extends HTMLAttributes<HTMLElement>, VariantProps<typeof stackItemVariants> {
  as?: 'div' | 'li' | 'span' | 'section' | 'article';
  ref?: Ref<HTMLElement>;
}

/** A child of a Stack that needs to grow, keep its size or take a fixed share of the row. */
export function StackItem({
  as = 'div',
  grow,
  shrink,
  basis,
  alignSelf,
  className,
  ...props
}: StackItemProps) {
  const Component = as as ElementType;
  return (
    <Component
      data-slot="stack-item"
      className={cn(stackItemVariants({ grow, shrink, basis, alignSelf }), className)}
      {...props}
    />
  );
}
