import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export { VisuallyHidden } from 'react-aria-components/VisuallyHidden';

const textVariants = cva('', {
  variants: {
    size: {
      xs: 'text-xs',
      sm: 'text-sm',
      md: 'text-base',
      lg: 'text-lg',
      xl: 'text-xl',
    },
    /** Every tone meets AA for body text on its intended background (inverse: on charcoal). */
    tone: {
      default: 'text-ink',
      muted: 'text-ink-muted',
      inverse: 'text-white',
      inverseMuted: 'text-charcoal-200',
      danger: 'text-danger-700',
      success: 'text-success-700',
      accent: 'text-ember-700',
      inherit: '',
    },
    weight: {
      normal: 'font-normal',
      medium: 'font-medium',
      semibold: 'font-semibold',
      bold: 'font-bold',
    },
    align: {
      start: 'text-start',
      center: 'text-center',
      end: 'text-end',
    },
    leading: {
      tight: 'leading-snug',
      normal: 'leading-normal',
      relaxed: 'leading-relaxed',
    },
    /** One line with an ellipsis; use lineClamp for more. */
    truncate: { true: 'truncate', false: '' },
    lineClamp: {
      1: 'line-clamp-1',
      2: 'line-clamp-2',
      3: 'line-clamp-3',
      4: 'line-clamp-4',
    },
    /** Figures of equal width, for prices and counts in columns. */
    numeric: { true: 'tabular-nums', false: '' },
    /** Keeps the line breaks someone typed (a message's body) and breaks long words. */
    preserveLines: { true: 'break-words whitespace-pre-line', false: '' },
  },
  defaultVariants: { size: 'md', tone: 'default', leading: 'normal' },
});

type TextElement = 'p' | 'span' | 'div' | 'strong' | 'small';

export interface TextProps
  extends Omit<ComponentProps<'p'>, 'color'>, VariantProps<typeof textVariants> {
  /** The element: a paragraph by default; `span` or `strong` inside other text. */
  as?: TextElement;
}

/**
 * Body copy in Inter: paragraphs, descriptions, captions, meta lines. Pick size and tone
 * from the scale; never colour text ad hoc.
 */
export function Text({
  as: Element = 'p',
  size,
  tone,
  weight,
  align,
  leading,
  truncate,
  lineClamp,
  numeric,
  preserveLines,
  className,
  ...props
}: TextProps) {
  return (
    <Element
      {...props}
      data-slot="text"
      className={cn(
        textVariants({
          size,
          tone,
          weight,
          align,
          leading,
          truncate,
          lineClamp,
          numeric,
          preserveLines,
        }),
        className,
      )}
    />
  );
}
