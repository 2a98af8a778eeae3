import { cva, type VariantProps } from 'class-variance-authority';
import { Heart } from 'lucide-react';
import {
  ToggleButton as AriaToggleButton,
  type ToggleButtonProps as AriaToggleButtonProps,
} from 'react-aria-components/ToggleButton';
import { composeTailwindRenderProps } from '../../lib/compose-render-props';
import { focusRing } from '../../lib/focus-ring';

const toggleButtonVariants = cva(
  [
    focusRing,
    'inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 font-semibold whitespace-nowrap select-none',
    'transition-colors duration-fast',
    'rac-disabled:cursor-not-allowed rac-disabled:opacity-55',
    '[&_svg]:size-[1.15em] [&_svg]:shrink-0',
  ],
  {
    variants: {
      variant: {
        /** A text toggle such as 'Filters': outlined when off, filled charcoal when on. */
        outline: [
          'rounded-md border border-line-strong bg-surface text-ink',
          'rac-hover:bg-surface-muted rac-pressed:bg-charcoal-100',
          'rac-selected:border-primary rac-selected:bg-primary rac-selected:text-on-primary',
          'rac-selected:rac-hover:bg-charcoal-800 rac-selected:rac-pressed:bg-charcoal-950',
        ],
        /** A quiet toggle for toolbars; tinted gold when on. */
        ghost: [
          'rounded-md bg-transparent text-ink',
          'rac-hover:bg-surface-muted rac-pressed:bg-charcoal-100',
          'rac-selected:bg-gold-100 rac-selected:text-gold-900 rac-selected:rac-hover:bg-gold-200',
        ],
        /** The favourite heart: a round button whose heart fills with ember when on. */
        favorite: [
          'rounded-pill border border-line bg-surface text-ink-muted shadow-sm',
          'rac-hover:text-ember-700 rac-pressed:bg-ember-50',
          'rac-selected:text-ember-700 rac-selected:[&_svg]:fill-current',
        ],
      },
      size: {
        sm: 'h-8 px-3 text-sm',
        md: 'h-10 px-4 text-sm',
        lg: 'h-12 px-6 text-base',
      },
    },
    compoundVariants: [
      { variant: 'favorite', size: 'sm', className: 'size-8 px-0 [&_svg]:size-4' },
      { variant: 'favorite', size: 'md', className: 'size-10 px-0 [&_svg]:size-5' },
      { variant: 'favorite', size: 'lg', className: 'size-12 px-0 [&_svg]:size-6' },
    ],
    defaultVariants: { variant: 'outline', size: 'md' },
  },
);

export interface ToggleButtonProps
  extends AriaToggleButtonProps, VariantProps<typeof toggleButtonVariants> {
  /**
   * The accessible name when the button shows no text (required for `favorite`), e.g.
   * 'Favorite'. Keep it the same in both states: the pressed state is announced separately.
   */
  label?: string;
}

/**
 * A button that stays on or off (aria-pressed): favourite hearts, the Filters toggle.
 * With `variant="favorite"` and no children it draws the heart itself.
 */
export function ToggleButton({
  label,
  variant,
  size,
  className,
  children,
  ...props
}: ToggleButtonProps) {
  return (
    <AriaToggleButton
      {...props}
      aria-label={label ?? props['aria-label']}
      data-slot="toggle-button"
      className={composeTailwindRenderProps(className, toggleButtonVariants({ variant, size }))}
    >
      {children ?? (variant === 'favorite' ? <Heart aria-hidden="true" /> : null)}
    </AriaToggleButton>
  );
}
