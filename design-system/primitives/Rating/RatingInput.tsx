import { useId, type PointerEvent } from 'react';
import { Slider, SliderOutput, SliderThumb, SliderTrack } from 'react-aria-components/Slider';
import { cn } from '../../lib/cn';
import { composeTailwindRenderProps } from '../../lib/compose-render-props';
import { focusRing } from '../../lib/focus-ring';
import { descriptionClasses, fieldErrorClasses, Label } from '../Field/Field';
import {
  formatStars,
  noRatingText,
  ratingMax,
  ratingStarsVariants,
  ratingStep,
  StarGlyph,
  starFill,
} from './Rating';

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
      className={composeTailwindRenderProps(className, 'flex w-fit flex-col gap-1.5')}
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
            <div className="flex items-center gap-3">
              {/* Only the stars dim when disabled: the label and value stay readable (AA). */}
              <div
                data-slot="rating-input-stars"
                className={cn(ratingStarsVariants({ size }), 'relative in-rac-disabled:opacity-55')}
              >
                {Array.from({ length: ratingMax }, (_, index) => (
                  <span key={index} className="relative inline-flex">
                    <StarGlyph fill={starFill(current, index)} />
                    <span
                      aria-hidden="true"
                      data-slot="rating-input-half"
                      data-value={isWhole ? index + 1 : index + 0.5}
                      className="absolute inset-y-0 left-0 w-1/2 cursor-pointer in-rac-disabled:cursor-not-allowed"
                      onPointerDown={pick(isWhole ? index + 1 : index + 0.5)}
                    />
                    <span
                      aria-hidden="true"
                      data-slot="rating-input-half"
                      data-value={index + 1}
                      className="absolute inset-y-0 right-0 w-1/2 cursor-pointer in-rac-disabled:cursor-not-allowed"
                      onPointerDown={pick(index + 1)}
                    />
                  </span>
                ))}
                {/* The thumb covers the stars, invisible, and draws the shared focus ring. */}
                <SliderTrack
                  style={{ position: 'absolute' }}
                  className="pointer-events-none inset-0"
                >
                  <SliderThumb
                    name={name}
                    data-slot="rating-input-thumb"
                    style={{ left: 0, top: 0, transform: 'none' }}
                    className={cn(focusRing, 'inset-0 rounded-md')}
                  />
                </SliderTrack>
              </div>
              <SliderOutput className="text-sm font-medium text-ink tabular-nums">
                {spoken(current)}
              </SliderOutput>
            </div>
            {description ? (
              <p id={descriptionId} data-slot="field-description" className={descriptionClasses}>
                {description}
              </p>
            ) : null}
            {errorMessage ? (
              <p id={errorId} data-slot="field-error" className={fieldErrorClasses}>
                <span role="alert">{errorMessage}</span>
              </p>
            ) : null}
          </>
        );
      }}
    </Slider>
  );
}
