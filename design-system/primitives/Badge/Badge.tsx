import { cva, type VariantProps } from 'class-variance-authority';
import type { LucideIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { toneFor, type BadgeToneMap } from './tones';

/** Text on tint uses the -700/-800 shade on the -50 tint: every pair is AA (4.5:1) at text-xs. */
const badgeVariants = cva(
  [
    'inline-flex w-fit shrink-0 items-center gap-1 rounded-pill border font-semibold whitespace-nowrap',
    '[&_svg]:shrink-0',
  ],
  {
    variants: {
      tone: {
        neutral: 'border-charcoal-200 bg-charcoal-100 text-charcoal-800',
        success: 'border-success-100 bg-success-50 text-success-800',
        warning: 'border-warning-100 bg-warning-50 text-warning-800',
        danger: 'border-danger-100 bg-danger-50 text-danger-700',
        info: 'border-info-100 bg-info-50 text-info-700',
        royal: 'border-royal-100 bg-royal-50 text-royal-700',
        /** Solid gold for 'Most Popular' and other highlights. */
        gold: 'border-gold-400 bg-gold-400 text-charcoal-950',
        /** Solid ember for 'Sale' and deals. */
        ember: 'border-ember-700 bg-ember-700 text-white',
        /** Solid charcoal: reads on photos (card overlays) and light surfaces alike. */
        dark: 'border-charcoal-900 bg-charcoal-900 text-white',
      },
      size: {
        sm: 'h-5 px-2 text-xs [&_svg]:size-3',
        md: 'h-6 px-2.5 text-sm [&_svg]:size-3.5',
      },
    },
    defaultVariants: { tone: 'neutral', size: 'sm' },
  },
);

export type BadgeVariants = VariantProps<typeof badgeVariants>;

export interface BadgeProps extends ComponentProps<'span'>, BadgeVariants {
  /** A leading lucide icon, e.g. `Crown` on 'Most Popular'. Decorative. */
  icon?: LucideIcon;
  /** A leading dot in the text colour, for statuses ('Active', 'Pending'). */
  dot?: boolean;
}

/**
 * A short status or category label: stock, difficulty, role, order status, author badges,
 * 'Most Popular'. The text says it all; tone only reinforces it.
 */
export function Badge({
  tone,
  size,
  icon: BadgeIcon,
  dot,
  className,
  children,
  ...props
}: BadgeProps) {
  return (
    <span {...props} data-slot="badge" className={cn(badgeVariants({ tone, size }), className)}>
      {dot ? (
        <span
          aria-hidden="true"
          data-slot="badge-dot"
          className="size-1.5 shrink-0 rounded-pill bg-current"
        />
      ) : null}
      {BadgeIcon ? <BadgeIcon aria-hidden="true" data-slot="badge-icon" /> : null}
      {children}
    </span>
  );
}

export interface StatusBadgeProps extends Omit<BadgeProps, 'tone' | 'children'> {
  /** One of the maps in ./tones, e.g. `orderStatusTones`. */
  tones: BadgeToneMap;
  /** The domain value, e.g. 'pending' or 'In Stock'. */
  value: string;
  /** The text to show; defaults to the value with its first letter capitalised. */
  children?: BadgeProps['children'];
}

/** A Badge whose tone comes from a domain value: `<StatusBadge tones={roleTones} value="admin" />`. */
export function StatusBadge({ tones, value, children, ...props }: StatusBadgeProps) {
  return (
    <Badge {...props} tone={toneFor(tones, value)} data-value={value}>
      {children ?? value.charAt(0).toUpperCase() + value.slice(1)}
    </Badge>
  );
}
