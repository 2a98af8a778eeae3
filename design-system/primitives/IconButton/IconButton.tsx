import { cva, type VariantProps } from 'class-variance-authority';
import { LoaderCircle } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import {
  Button as AriaButton,
  type ButtonProps as AriaButtonProps,
} from 'react-aria-components/Button';
import { composeTailwindRenderProps } from '../../lib/compose-render-props';
import { buttonVariants, type ButtonVariants } from '../Button/Button';

/** Square sizes on top of the Button recipe; the variant colours come from Button. */
export const iconButtonVariants = cva('relative p-0', {
  variants: {
    size: {
      sm: 'size-8 [&_svg]:size-4',
      md: 'size-10 [&_svg]:size-5',
      lg: 'size-12 [&_svg]:size-6',
    },
    shape: {
      square: 'rounded-md',
      circle: 'rounded-pill',
    },
  },
  defaultVariants: { size: 'md', shape: 'square' },
});

/**
 * The count bubble in the corner (cart items, unread notifications). The number is drawn
 * from `data-count` by CSS, so it is not text inside the button: the button's name stays
 * `label` (label-in-name holds) and the count is announced through the description.
 */
export const iconButtonBadgeClasses =
  'h-5 min-w-5 px-1 text-xs leading-none font-semibold pointer-events-none absolute -top-1.5 -right-1.5 inline-flex items-center justify-center rounded-pill bg-accent text-on-accent tabular-nums ring-2 ring-canvas before:content-[attr(data-count)]';

export interface IconButtonProps
  extends
    Omit<AriaButtonProps, 'aria-label' | 'children'>,
    VariantProps<typeof iconButtonVariants> {
  /** The accessible name, e.g. 'Cart' or 'Add to favorites'. Required: the button has no text. */
  label: string;
  /** Colours from Button's recipe; ghost by default. */
  variant?: ButtonVariants['variant'];
  /** The icon, e.g. `<ShoppingCart aria-hidden="true" />`. */
  children: ReactNode;
  /** A count shown in a bubble, e.g. the number of items in the cart. Hidden when 0. */
  badge?: number;
  /**
   * How the count is announced, as the button's accessible description (e.g. '3 items');
   * defaults to the number. Or leave the badge unannounced and compose the label: 'Cart, 3 items'.
   */
  badgeLabel?: string;
}

/** Largest count the bubble shows before it reads '99+'. */
const maxBadgeCount = 99;

/**
 * An icon-only button. The icon is decorative; `label` is what screen readers
 * announce. Ghost by default, so it sits quietly in headers and toolbars.
 */
export function IconButton({
  label,
  children,
  badge,
  badgeLabel,
  variant = 'ghost',
  size,
  shape,
  className,
  isPending,
  ...props
}: IconButtonProps) {
  const badgeId = useId();
  const hasBadge = badge !== undefined && badge > 0;
  const describedBy = hasBadge
    ? [props['aria-describedby'], badgeId].filter(Boolean).join(' ')
    : props['aria-describedby'];
  return (
    <AriaButton
      {...props}
      isPending={isPending}
      aria-label={label}
      aria-describedby={describedBy}
      data-slot="icon-button"
      className={composeTailwindRenderProps(
        className,
        buttonVariants({ variant, size: 'icon', className: iconButtonVariants({ size, shape }) }),
      )}
    >
      {isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : children}
      {hasBadge ? (
        <>
          <span
            aria-hidden="true"
            data-slot="icon-button-badge"
            data-count={badge > maxBadgeCount ? `${maxBadgeCount}+` : badge}
            className={iconButtonBadgeClasses}
          />
          <span id={badgeId} hidden>
            {badgeLabel ?? String(badge)}
          </span>
        </>
      ) : null}
    </AriaButton>
  );
}
