import { cva, type VariantProps } from 'class-variance-authority';
import { Star } from 'lucide-react';
import { useId, type ComponentProps, type PointerEvent } from 'react';
import { Slider, SliderOutput, SliderThumb, SliderTrack } from 'react-aria-components/Slider';
import { cn } from '../../lib/cn';
import { composeTailwindRenderProps } from '../../lib/compose-render-props';
import { focusRing } from '../../lib/focus-ring';
import { descriptionVariants, fieldErrorVariants, Label } from '../Field/Field';
import { VisuallyHidden } from '../Text/Text';

/** The spec's scale: 5 stars in half steps. */
export const ratingMax = 5;
const ratingStep = 0.5;

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
function StarGlyph({ fill }: { fill: 0 | 0.5 | 1 }) {
  return (
    <span data-slot="rating-star" data-fill={fill} className="relative inline-flex">
      <Star aria-hidden="true" className={emptyStar} />
      {fill > 0 ? (
        <span
          className={cn(
            'inset-y-0 left-0 absolute overflow-hidden',
            fill === 1 ? 'w-full' : 'w-1/2',
          )}
        >
          <Star aria-hidden="true" className={filledStar} />
        </span>
      ) : null}
    </span>
  );
}

function starFill(value: number, index: number): 0 | 0.5 | 1 {
  const remaining = value - index;
  if (remaining >= 1) return 1;
  if (remaining >= 0.5) return 0.5;
  return 0;
}

export const ratingDisplayVariants = cva('gap-1.5 inline-flex items-center', {
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
              <VisuallyHidden elementType="span"> {count === 1 ? 'review' : 'reviews'}</VisuallyHidden>)
            </>
          ) : (
            `(${countNumber.format(count)} ${count === 1 ? 'review' : 'reviews'})`
          )}
        </span>
      ) : null}
    </div>
  );
}

export interface RatingInputProps {
  /** The visible label, e.g. 'Your rating'. */
  label: string;
  /** 0.5–5 in half steps; with `step={1}`, 1–5, or 0 while no star is picked. */
  value?: number;
  defaultValue?: number;
  onChange?: (value: number) => void;
  description?: string;
  /**
   * 0.5 (default): half stars from 0.5, as a recipe's rating. 1: whole stars 1–5, as a
   * product review, starting from 0 ('No rating yet') until a star is picked.
   */
  step?: 0.5 | 1;
  /** The form's error, e.g. 'Choose a rating', announced as an alert under the stars. */
  errorMessage?: string;
  isDisabled?: boolean;
  /** Submitted with a form under this name. */
  name?: string;
  size?: 'md' | 'lg' | 'xl';
  className?: string;
}

/**
 * A star rating the user sets, built on React Aria's Slider (0.5–5, step 0.5), so it is one
 * tab stop announced as a slider with the value '3.5 stars'. Arrow keys move half a star,
 * Home and End jump to the ends; a click on the left or right half of a star picks that value.
 * With `step={1}` it moves in whole stars (1–5), and either half of a star picks that star.
 */
export function RatingInput({
  label,
  value,
  step = ratingStep,
  defaultValue = step === 1 ? 0 : ratingMax,
  onChange,
  description,
  errorMessage,
  isDisabled,
  name,
  size = 'xl',
  className,
}: RatingInputProps) {
  const descriptionId = useId();
  const errorId = useId();
  const isWhole = step === 1;
  // Whole stars start at 0, "nothing picked yet"; half stars start at the first half.
  const minValue = isWhole ? 0 : ratingStep;
  const spoken = (stars: number) => (isWhole && stars === 0 ? noRatingText : formatStars(stars));
  const describedBy = [description ? descriptionId : '', errorMessage ? errorId : '']
    .filter(Boolean)
    .join(' ');
  return (
    <Slider
      aria-describedby={describedBy || undefined}
      value={value}
      defaultValue={value === undefined ? defaultValue : undefined}
      onChange={onChange}
      minValue={minValue}
      maxValue={ratingMax}
      step={step}
      isDisabled={isDisabled}
      data-slot="rating-input"
      className={composeTailwindRenderProps(className, 'gap-1.5 flex w-fit flex-col')}
    >
      {({ state }) => {
        // Slider formats aria-valuetext with Intl.NumberFormat, which has no 'stars' unit:
        // give this render's state the words before the thumb reads them.
        state.getThumbValueLabel = (index) => spoken(state.values[index] ?? minValue);
        const current = state.values[0] ?? minValue;
        const pick = (next: number) => (event: PointerEvent) => {
          if (state.isDisabled || (event.pointerType === 'mouse' && event.button !== 0)) return;
          // Keep focus handling ours: the thumb takes focus, so arrow keys continue from here.
          event.preventDefault();
          state.setThumbValue(0, next);
          state.setFocusedThumb(0);
        };
        return (
          <>
            <Label>{label}</Label>
            <div className="gap-3 flex items-center">
              {/* Only the stars dim when disabled: the label and value stay readable (AA). */}
              <div
                data-slot="rating-input-stars"
                className={cn(
                  ratingStarsVariants({ size }),
                  'relative in-data-disabled:opacity-55',
                )}
              >
                {Array.from({ length: ratingMax }, (_, index) => (
                  <span key={index} className="relative inline-flex">
                    <StarGlyph fill={starFill(current, index)} />
                    <span
                      aria-hidden="true"
                      data-slot="rating-input-half"
                      data-value={isWhole ? index + 1 : index + 0.5}
                      className="inset-y-0 left-0 absolute w-1/2 cursor-pointer in-data-disabled:cursor-not-allowed"
                      onPointerDown={pick(isWhole ? index + 1 : index + 0.5)}
                    />
                    <span
                      aria-hidden="true"
                      data-slot="rating-input-half"
                      data-value={index + 1}
                      className="inset-y-0 right-0 absolute w-1/2 cursor-pointer in-data-disabled:cursor-not-allowed"
                      onPointerDown={pick(index + 1)}
                    />
                  </span>
                ))}
                {/* The thumb covers the stars, invisible, and draws the shared focus ring. */}
                <SliderTrack
                  style={{ position: 'absolute' }}
                  className="inset-0 pointer-events-none"
                >
                  <SliderThumb
                    name={name}
                    data-slot="rating-input-thumb"
                    style={{ left: 0, top: 0, transform: 'none' }}
                    className={cn(focusRing(), 'inset-0 rounded-md')}
                  />
                </SliderTrack>
              </div>
              <SliderOutput className="text-sm font-medium text-ink tabular-nums">
                {spoken(current)}
              </SliderOutput>
            </div>
            {description ? (
              <p id={descriptionId} data-slot="field-description" className={descriptionVariants()}>
                {description}
              </p>
            ) : null}
            {errorMessage ? (
              <p id={errorId} data-slot="field-error" className={fieldErrorVariants()}>
                <span role="alert">{errorMessage}</span>
              </p>
            ) : null}
          </>
        );
      }}
    </Slider>
  );
}
