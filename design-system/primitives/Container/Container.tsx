import { cva, type VariantProps } from 'class-variance-authority';
import type { ElementType, HTMLAttributes, Ref } from 'react';
import { cn } from '../../lib/cn';

/** Centres content at a readable width with the page's responsive side gutters. */
const containerVariants = cva('mx-auto w-full', {
  variants: {
    size: {
      /** Forms and sign-in: 42rem. */
      sm: 'max-w-2xl',
      /** Articles, recipe and thread detail: 56rem. */
      md: 'max-w-4xl',
      /** Checkout, account: 72rem. */
      lg: 'max-w-6xl',
      /** The page frame: 80rem, the xl breakpoint. */
      xl: 'max-w-7xl',
      full: 'max-w-none',
    },
    gutter: {
      /** 1rem on phones, 1.5rem from sm, 2rem from lg. */
      default: 'px-4 sm:px-6 lg:px-8',
      none: 'px-0',
    },
  },
  defaultVariants: { size: 'xl', gutter: 'default' },
});

export type ContainerElement = 'div' | 'section' | 'main' | 'header' | 'footer' | 'nav' | 'article';

export interface ContainerProps
  extends HTMLAttributes<HTMLElement>, VariantProps<typeof containerVariants> {
  /** The element to render; a plain div by default. */
  as?: ContainerElement;
  ref?: Ref<HTMLElement>;
}

/** The centred page column: every screen's content sits in one. */
export function Container({ as = 'div', size, gutter, className, ...props }: ContainerProps) {
  const Component = as as ElementType;
  return (
    <Component
      data-slot="container"
      className={cn(containerVariants({ size, gutter }), className)}
      {...props}
    />
  );
}
