import { cva, type VariantProps } from 'class-variance-authority';
import type { ElementType, HTMLAttributes, Ref } from 'react';
import { cn } from '../../lib/cn';
import { gapVariants } from '../Stack/Stack';

const gridVariants = cva('grid min-w-0', {
  variants: {
    columns: {
      1: 'grid-cols-1',
      2: 'grid-cols-2',
      3: 'grid-cols-3',
      4: 'grid-cols-4',
      /** Recipe, category and content cards: 1 → 2 at sm → 3 at lg → 4 at xl. */
      cards: 'grid-cols-1 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4',
      /** Product cards: 2 on phones → 3 at md → 4 at xl. */
      products: 'grid-cols-2 md:grid-cols-3 xl:grid-cols-4',
      /** Stat tiles and footer columns: 1 → 2 at sm → 4 at lg. */
      quarters: 'grid-cols-1 sm:grid-cols-2 lg:grid-cols-4',
      /** Two equal halves from md, e.g. a form beside contact details. */
      halves: 'grid-cols-1 md:grid-cols-2',
      /** Three equal columns from md: tiers, packages, location cards. */
      thirds: 'grid-cols-1 md:grid-cols-3',
      /** A 16rem side column and the rest from lg (filters beside results). */
      sidebar: 'grid-cols-1 lg:grid-cols-[--spacing(64)_minmax(0,1fr)]',
      /** Two thirds and one third from lg, e.g. cart lines beside the order summary. */
      'main-aside': 'grid-cols-1 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]',
    },
    gap: gapVariants,
    align: {
      stretch: 'items-stretch',
      start: 'items-start',
      center: 'items-center',
      end: 'items-end',
    },
  },
  defaultVariants: { columns: 'cards', gap: 'lg', align: 'stretch' },
});

export type GridElement = 'div' | 'section' | 'ul' | 'ol' | 'dl';

export interface GridProps extends HTMLAttributes<HTMLElement>, VariantProps<typeof gridVariants> {
  /** The element to render; a div by default. Use ul with GridItem as="li" for card lists. */
  as?: GridElement;
  ref?: Ref<HTMLElement>;
}

/**
 * A responsive grid with named column presets for the shop's page layouts
 * (cards, products, halves, thirds, sidebar, main-aside) and a gap from the spacing scale.
 */
export function Grid({ as = 'div', columns, gap, align, className, ...props }: GridProps) {
  const Component = as as ElementType;
  return (
    <Component
      data-slot="grid"
      className={cn(gridVariants({ columns, gap, align }), className)}
      {...props}
    />
  );
}

const gridItemVariants = cva('min-w-0', {
  variants: {
    span: {
      auto: 'col-auto',
      /** Two columns where the grid has at least two (one row on phones). */
      2: 'col-span-full sm:col-span-2',
      /** The whole row: a section heading, a banner, an empty state. */
      full: 'col-span-full',
    },
    /** Sticks to the top while the neighbouring column scrolls (an order summary). */
    sticky: { true: 'lg:sticky lg:top-6 lg:self-start', false: '' },
  },
  defaultVariants: { span: 'auto', sticky: false },
});

export interface GridItemProps
  extends HTMLAttributes<HTMLElement>, VariantProps<typeof gridItemVariants> {
  as?: 'div' | 'li' | 'section' | 'article' | 'aside';
  ref?: Ref<HTMLElement>;
}

/** A grid cell that spans more than one column, or sticks while its neighbour scrolls. */
export function GridItem({ as = 'div', span, sticky, className, ...props }: GridItemProps) {
  const Component = as as ElementType;
  return (
    <Component
      data-slot="grid-item"
      className={cn(gridItemVariants({ span, sticky }), className)}
      {...props}
    />
  );
}
