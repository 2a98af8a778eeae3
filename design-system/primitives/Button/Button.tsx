import { cva, type VariantProps } from 'class-variance-authority';
import { LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  type ButtonProps as AriaButtonProps,
} from 'react-aria-components/Button';
import { composeTailwindRenderProps } from '../../lib/compose-render-props';
import { focusRing } from '../../lib/focus-ring';

/** Exported so a link can look like a button (see LinkButton). */
export const buttonVariants = cva(
  [
    focusRing,
    'inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 rounded-md font-semibold whitespace-nowrap',
    'transition-colors duration-fast select-none',
    'rac-disabled:cursor-not-allowed rac-disabled:opacity-55',
    'rac-pending:cursor-wait',
    '[&_svg]:size-[1.15em] [&_svg]:shrink-0',
  ],
  {
    variants: {
      variant: {
        primary: 'bg-primary text-on-primary rac-hover:bg-charcoal-800 rac-pressed:bg-charcoal-950',
        secondary: 'bg-secondary text-on-secondary rac-hover:bg-gold-300 rac-pressed:bg-gold-500',
        accent: 'bg-accent text-on-accent rac-hover:bg-ember-800 rac-pressed:bg-ember-900',
        outline:
          'border border-line-strong bg-surface text-ink rac-hover:bg-surface-muted rac-pressed:bg-charcoal-100',
        ghost: 'bg-transparent text-ink rac-hover:bg-surface-muted rac-pressed:bg-charcoal-100',
        destructive: 'bg-danger-700 text-white rac-hover:bg-danger-800 rac-pressed:bg-danger-800',
        link: 'h-auto bg-transparent px-0 text-ember-700 underline-offset-4 rac-hover:underline',
      },
      size: {
        sm: 'h-8 px-3 text-sm',
        md: 'h-10 px-4 text-sm',
        lg: 'h-12 px-6 text-base',
        icon: 'size-10 p-0',
      },
    },
    compoundVariants: [{ variant: 'link', className: 'h-auto px-0' }],
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);

export type ButtonVariants = VariantProps<typeof buttonVariants>;

export interface ButtonProps extends Omit<AriaButtonProps, 'children'>, ButtonVariants {
  children?: ReactNode;
  /** Shown in place of the children while `isPending`, e.g. 'Adding...'. */
  pendingLabel?: string;
}

/**
 * The action button. While `isPending` it shows a spinner and `pendingLabel`,
 * ignores presses and is announced as busy; focus stays on it.
 */
export function Button({
  variant,
  size,
  className,
  children,
  pendingLabel,
  isPending,
  ...props
}: ButtonProps) {
  return (
    <AriaButton
      {...props}
      isPending={isPending}
      data-slot="button"
      className={composeTailwindRenderProps(className, buttonVariants({ variant, size }))}
    >
      {isPending ? (
        <>
          <LoaderCircle aria-hidden="true" className="animate-spin" />
          {size === 'icon' ? null : <span>{pendingLabel ?? children}</span>}
        </>
      ) : (
        children
      )}
    </AriaButton>
  );
}
