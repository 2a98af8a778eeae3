import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps, ReactNode } from 'react';
import { Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components/Link';
import { cn } from '../../lib/cn';
import { Heading, type HeadingProps } from '../Heading/Heading';

export const cardVariants = cva(
  'relative flex min-w-0 flex-col gap-4 overflow-hidden rounded-xl py-5 has-[>[data-slot=card-media]:first-child]:pt-0',
  {
    variants: {
      variant: {
        default: 'border border-line bg-surface text-ink shadow-sm',
        outline: 'border border-line-strong bg-surface text-ink',
        muted: 'border border-line bg-surface-muted text-ink',
        dark: 'border border-charcoal-800 bg-charcoal-900 text-white',
      },
      /**
       * The whole card is one link (give CardTitle an `href`): it lifts on hover and shows
       * the focus ring around the card while its title link has keyboard focus. Same ring
       * tokens as focusRing; drawn here because the focus sits on a descendant.
       */
      interactive: {
        true: [
          'transition duration-base ease-out-soft motion-reduce:transition-none',
          'hover:-translate-y-1 hover:shadow-lg motion-reduce:hover:translate-y-0',
          'outline-0 outline-offset-2 outline-focus has-[[data-slot=card-link][data-focus-visible]]:outline-2',
        ],
        false: '',
      },
      /**
       * The chosen one of a set (a catering package, a store location). Only the look: the
       * control that chose it (a 'Select Package' button with aria-pressed) carries the state.
       */
      selected: {
        true: 'border-ember-700 ring-1 ring-ember-700',
        false: '',
      },
    },
    defaultVariants: { variant: 'default', interactive: false, selected: false },
  },
);

export interface CardProps
  extends ComponentProps<'div'>, Omit<VariantProps<typeof cardVariants>, 'selected'> {
  /** Marks the chosen card of a set (ember border); see `selected` in the recipe. */
  isSelected?: boolean;
}

/**
 * A surface that groups one thing: a product, a recipe, a tier, a location, a summary.
 * Compose it from CardMedia, CardHeader (CardTitle, CardDescription), CardBody and
 * CardFooter. For a card that is a link, set `interactive` and give CardTitle an `href`.
 */
export function Card({ variant, interactive, isSelected = false, className, ...props }: CardProps) {
  return (
    <div
      {...props}
      data-slot="card"
      data-variant={variant ?? 'default'}
      data-selected={isSelected || undefined}
      className={cn(cardVariants({ variant, interactive, selected: isSelected }), className)}
    />
  );
}

const cardMediaClasses = 'relative overflow-hidden';

/** A corner overlay on the media (favourite heart, badge); it sits above the card link. */
const cardMediaOverlayVariants = cva('absolute top-3 z-10 flex items-center gap-2', {
  variants: {
    placement: {
      'top-left': 'left-3',
      'top-right': 'right-3',
    },
  },
});

export interface CardMediaProps extends ComponentProps<'div'> {
  /** Shown over the image's top-left corner, e.g. a 'Sale' or 'Added Mar 3' badge. */
  topLeft?: ReactNode;
  /** Shown over the image's top-right corner, e.g. the favourite heart. */
  topRight?: ReactNode;
}

/**
 * The image slot at the top of a card: put an Image in it (it keeps its own ratio). Overlays
 * are raised above the stretched title link, so a heart button stays pressable.
 */
export function CardMedia({ topLeft, topRight, className, children, ...props }: CardMediaProps) {
  return (
    <div {...props} data-slot="card-media" className={cn(cardMediaClasses, className)}>
      {children}
      {topLeft ? (
        <div
          data-slot="card-media-overlay"
          className={cardMediaOverlayVariants({ placement: 'top-left' })}
        >
          {topLeft}
        </div>
      ) : null}
      {topRight ? (
        <div
          data-slot="card-media-overlay"
          className={cardMediaOverlayVariants({ placement: 'top-right' })}
        >
          {topRight}
        </div>
      ) : null}
    </div>
  );
}

export function CardHeader({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      {...props}
      data-slot="card-header"
      className={cn('flex flex-col gap-1.5 px-5', className)}
    />
  );
}

const cardTitleLinkClasses = [
  'rounded-sm text-inherit no-underline outline-0',
  // Stretches the link over the whole card, so a press anywhere on it follows the link.
  'after:inset-0 after:absolute after:rounded-xl',
  'rac-hover:underline rac-hover:decoration-2 rac-hover:underline-offset-4',
].join(' ');

export interface CardTitleProps extends Omit<HeadingProps, 'children'> {
  children: ReactNode;
  /** Makes the title the card's primary link; the whole card becomes clickable. */
  href?: AriaLinkProps['href'];
  /** Forwarded to the link, e.g. `routerOptions` or `target`. */
  linkProps?: Omit<AriaLinkProps, 'href' | 'children' | 'className'>;
}

/**
 * The card's heading; level 3 at size 'md' by default. With `href` its link stretches over
 * the card (a pseudo-element), while buttons in CardMedia overlays and CardFooter stay
 * clickable above it. Give the card `interactive` so focus and hover show on the card.
 */
export function CardTitle({
  href,
  linkProps,
  level = 3,
  size = 'md',
  className,
  children,
  ...props
}: CardTitleProps) {
  return (
    <Heading
      {...props}
      level={level}
      size={size}
      tone="inherit"
      data-slot="card-title"
      className={className}
    >
      {href !== undefined ? (
        <AriaLink {...linkProps} href={href} data-slot="card-link" className={cardTitleLinkClasses}>
          {children}
        </AriaLink>
      ) : (
        children
      )}
    </Heading>
  );
}

export function CardDescription({ className, ...props }: ComponentProps<'p'>) {
  return (
    <p
      {...props}
      data-slot="card-description"
      className={cn(
        'text-sm leading-relaxed text-ink-muted in-data-[variant=dark]:text-charcoal-200',
        className,
      )}
    />
  );
}

export function CardBody({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      {...props}
      data-slot="card-body"
      className={cn('flex flex-1 flex-col gap-3 px-5 text-sm', className)}
    />
  );
}

/** Actions at the bottom; raised above the card link so its buttons get their own presses. */
export function CardFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      {...props}
      data-slot="card-footer"
      className={cn('relative z-10 mt-auto flex flex-wrap items-center gap-3 px-5', className)}
    />
  );
}
