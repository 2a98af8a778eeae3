import { cva, type VariantProps } from 'class-variance-authority';
import { Star } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { VisuallyHidden } from '../Text/Text';

/** The spec's scale: 5 stars in half steps. (RatingInput, the Slider, is in RatingInput.tsx: cards need none of it.) */
export const ratingMax = 5;
export const ratingStep = 0.5;

/** Rounds to the nearest half star and keeps it on the scale. */
export function toHalfStars(value: number, max = ratingMax): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(max, Math.max(0, Math.round(value / ratingStep) * ratingStep));
}

const ratingNumber = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });
const countNumber = new Intl.NumberFormat('en-US');

/** '3.5 stars', '1 star': the input's spoken value. */
export function formatStars(value: number): string {
  return `${ratingNumber.format(value)} ${value === 1 ? 'star' : 'stars'}`;
}

/** What a whole-star input says before anyone picked a star. */
export const noRatingText = 'No rating yet';

export const ratingStarsVariants = cva('inline-flex shrink-0 items-center', {
  variants: {
    size: {
      sm: 'gap-0.5 [&_svg]:size-4',
      md: 'gap-0.5 [&_svg]:size-5',
      lg: 'gap-1 [&_svg]:size-6',
      xl: 'gap-1 [&_svg]:size-8',
    },
  },
  defaultVariants: { size: 'md' },
});

/** Outline charcoal-400 (3.4:1 on white) for empty stars, gold with a darker edge for filled. */
const emptyStar = 'shrink-0 fill-charcoal-100 text-charcoal-400';
const filledStar = 'max-w-none shrink-0 fill-gold-400 text-gold-600';

/** One star: empty, half or full. Purely visual; the rating's name says the value. */
export function StarGlyph({ fill }: { fill: 0 | 0.5 | 1 }) {
  return (
    <span data-slot="rating-star" data-fill={fill} className="relative inline-flex">
      <Star aria-hidden="true" className={emptyStar} />
      {fill > 0 ? (
        <span
          className={cn(
            'absolute inset-y-0 left-0 overflow-hidden',
            fill === 1 ? 'w-full' : 'w-1/2',
          )}
        >
          <Star aria-hidden="true" className={filledStar} />
        </span>
      ) : null}
    </span>
  );
}

export function starFill(value: number, index: number): 0 | 0.5 | 1 {
  const remaining = value - index;
  if (remaining >= 1) return 1;
  if (remaining >= 0.5) return 0.5;
  return 0;
}

const ratingDisplayVariants = cva('inline-flex items-center gap-1.5', {
  variants: {
    size: {
      sm: 'text-xs',
      md: 'text-sm',
      lg: 'text-base',
      xl: 'text-lg',
    },
  },
  defaultVariants: { size: 'md' },
});

export interface RatingDisplayProps
  extends Omit<ComponentProps<'div'>, 'children'>, VariantProps<typeof ratingDisplayVariants> {
  /** 0–5; drawn to the nearest half star. */
  value: number;
  max?: number;
  /** How many reviews the rating comes from. */
  count?: number;
  /** 'reviews': '(256 reviews)'; 'compact': '4.8 (256)' for cards. */
  countFormat?: 'reviews' | 'compact';
  /** Print the number beside the stars, e.g. '4.8'. Always on in the compact format. */
  showValue?: boolean;
}

/**
 * A read-only star rating, e.g. on product and recipe cards. Screen readers hear 'Rated 4.8
 * out of 5' once; the printed number is not repeated.
 */
export function RatingDisplay({
  value,
  max = ratingMax,
  count,
  countFormat = 'reviews',
  showValue = false,
  size,
  className,
  ...props
}: RatingDisplayProps) {
  const exact = Math.min(max, Math.max(0, Number.isFinite(value) ? value : 0));
  const drawn = toHalfStars(exact, max);
  const printValue = showValue || (countFormat === 'compact' && count !== undefined);
  return (
    <div
      {...props}
      data-slot="rating"
      data-value={drawn}
      className={cn(ratingDisplayVariants({ size }), className)}
    >
      <span
        role="img"
        aria-label={`Rated ${ratingNumber.format(exact)} out of ${max}`}
        className={ratingStarsVariants({ size })}
      >
        {Array.from({ length: max }, (_, index) => (
          <StarGlyph key={index} fill={starFill(drawn, index)} />
        ))}
      </span>
      {printValue ? (
        <span aria-hidden="true" data-slot="rating-value" className="font-semibold text-ink">
          {exact.toFixed(1)}
        </span>
      ) : null}
      {count !== undefined ? (
        <span data-slot="rating-count" className="text-ink-muted">
          {countFormat === 'compact' ? (
            <>
              ({countNumber.format(count)}
              <VisuallyHidden elementType="span">
                {' '}
                {count === 1 ? 'review' : 'reviews'}
              </VisuallyHidden>
              )
            </>
          ) : (
            `(${countNumber.format(count)} ${count === 1 ? 'review' : 'reviews'})`
          )}
        </span>
      ) : null}
    </div>
  );
}
