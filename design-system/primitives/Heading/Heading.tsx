import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { Heading as AriaHeading } from 'react-aria-components/Heading';
import { cn } from '../../lib/cn';

const headingVariants = cva('font-display text-balance', {
  variants: {
    /** The look, chosen independently of the level so the outline stays correct. */
    size: {
      display: 'text-4xl leading-none font-bold tracking-tight uppercase sm:text-5xl md:text-6xl',
      '2xl': 'text-3xl leading-tight font-bold md:text-4xl',
      xl: 'text-2xl leading-tight font-semibold md:text-3xl',
      lg: 'text-xl leading-snug font-semibold md:text-2xl',
      md: 'text-lg leading-snug font-semibold',
      sm: 'text-base leading-snug font-semibold',
    },
    tone: {
      default: 'text-ink',
      muted: 'text-ink-muted',
      inverse: 'text-white',
      accent: 'text-ember-700',
      /** Takes the colour of its container, e.g. a dark Card or Section. */
      inherit: 'text-inherit',
    },
    align: {
      start: 'text-start',
      center: 'text-center',
      end: 'text-end',
    },
    /** Uppercase with open tracking, for section titles on banners. */
    caps: { true: 'tracking-wide uppercase', false: '' },
  },
  defaultVariants: { tone: 'default' },
});

type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;
type HeadingSize = NonNullable<VariantProps<typeof headingVariants>['size']>;

/** The size a level gets when none is given. */
const sizeForLevel: Record<HeadingLevel, HeadingSize> = {
  1: '2xl',
  2: 'xl',
  3: 'lg',
  4: 'md',
  5: 'sm',
  6: 'sm',
};

export interface HeadingProps
  extends Omit<ComponentProps<'h2'>, 'color'>, VariantProps<typeof headingVariants> {
  /** The outline level (h1–h6); 2 by default. */
  level?: HeadingLevel;
}

/**
 * A heading in Oswald. `level` is the document outline, `size` the look: a card title
 * can be an h3 at size 'md', a hero an h1 at size 'display'. Inside a Dialog it picks up
 * React Aria's title slot, so the dialog is named after it.
 */
export function Heading({ level = 2, size, tone, align, caps, className, ...props }: HeadingProps) {
  return (
    <AriaHeading
      {...props}
      level={level}
      data-slot="heading"
      className={cn(
        headingVariants({ size: size ?? sizeForLevel[level], tone, align, caps }),
        className,
      )}
    />
  );
}

const eyebrowVariants = cva('text-xs font-semibold tracking-widest uppercase', {
  variants: {
    tone: {
      accent: 'text-ember-700',
      muted: 'text-ink-muted',
      gold: 'text-gold-800',
      inverse: 'text-gold-300',
    },
    align: {
      start: 'text-start',
      center: 'text-center',
      end: 'text-end',
    },
  },
  defaultVariants: { tone: 'accent' },
});

export interface EyebrowProps
  extends Omit<ComponentProps<'p'>, 'color'>, VariantProps<typeof eyebrowVariants> {}

/**
 * The small uppercase label above a heading ('Weekly Specials', 'Smokehouse Club'). Put it
 * right before the Heading; it is plain text, not part of the heading's name.
 */
export function Eyebrow({ tone, align, className, ...props }: EyebrowProps) {
  return (
    <p {...props} data-slot="eyebrow" className={cn(eyebrowVariants({ tone, align }), className)} />
  );
}
