import { cva, type VariantProps } from 'class-variance-authority';
import {
  ProgressBar as AriaProgressBar,
  type ProgressBarProps as AriaProgressBarProps,
} from 'react-aria-components/ProgressBar';
import { cn } from '../../lib/cn';
import { composeTailwindRenderProps } from '../../lib/compose-render-props';
import { Label } from '../Field/Field';

/**
 * The spec's loader rule: a percentage is clamped to 0–100. Anything that is not a finite
 * number (NaN, undefined from bad data) counts as 0.
 */
export function clampPercent(value: number): number {
  if (!Number.isFinite(value)) return value === Infinity ? 100 : 0;
  return Math.min(100, Math.max(0, value));
}

const progressBarTrackVariants = cva(
  'relative w-full overflow-hidden rounded-pill bg-charcoal-100',
  {
    variants: {
      size: {
        sm: 'h-1.5',
        md: 'h-2.5',
        lg: 'h-4',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

/** Every fill meets 3:1 against the track (UI contrast). */
const progressBarFillVariants = cva(
  'absolute inset-y-0 left-0 rounded-pill transition-[width] duration-base ease-out-soft motion-reduce:transition-none',
  {
    variants: {
      tone: {
        accent: 'bg-ember-700',
        primary: 'bg-charcoal-900',
        success: 'bg-success-700',
        warning: 'bg-warning-700',
        danger: 'bg-danger-700',
        info: 'bg-info-700',
      },
    },
    defaultVariants: { tone: 'accent' },
  },
);

export interface ProgressBarProps
  extends
    Omit<AriaProgressBarProps, 'children' | 'value' | 'minValue' | 'maxValue'>,
    VariantProps<typeof progressBarTrackVariants>,
    VariantProps<typeof progressBarFillVariants> {
  /** Percent complete; clamped to 0–100. */
  value?: number;
  /** The visible label, e.g. 'Returning customers'. Or pass `aria-label`. */
  label?: string;
  /** Print the percentage at the end of the label row. */
  showValue?: boolean;
}

/**
 * A bar for a known share or progress: the analytics 'Customer Insights' bars, a free
 * shipping meter, an upload. Built on React Aria's ProgressBar (role progressbar, value
 * text announced); the value is clamped to 0–100.
 */
export function ProgressBar({
  value = 0,
  label,
  showValue = false,
  size,
  tone,
  className,
  isIndeterminate,
  ...props
}: ProgressBarProps) {
  const percent = clampPercent(value);
  return (
    <AriaProgressBar
      {...props}
      value={percent}
      minValue={0}
      maxValue={100}
      isIndeterminate={isIndeterminate}
      data-slot="progress-bar"
      className={composeTailwindRenderProps(className, 'flex w-full flex-col gap-1.5')}
    >
      {({ valueText }) => (
        <>
          {label || showValue ? (
            <div
              className={cn(
                'flex items-baseline gap-3 text-sm',
                label ? 'justify-between' : 'justify-end',
              )}
            >
              {label ? <Label>{label}</Label> : null}
              {showValue && !isIndeterminate ? (
                <span
                  data-slot="progress-bar-value"
                  className="font-semibold text-ink tabular-nums"
                >
                  {valueText}
                </span>
              ) : null}
            </div>
          ) : null}
          <div data-slot="progress-bar-track" className={progressBarTrackVariants({ size })}>
            <div
              data-slot="progress-bar-fill"
              className={progressBarFillVariants({
                tone,
                className: isIndeterminate ? 'w-1/3 animate-pulse' : undefined,
              })}
              style={isIndeterminate ? undefined : { width: `${percent}%` }}
            />
          </div>
        </>
      )}
    </AriaProgressBar>
  );
}
