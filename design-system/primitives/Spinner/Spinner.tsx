import { cva, type VariantProps } from 'class-variance-authority';
import { LoaderCircle } from 'lucide-react';
import {
  ProgressBar as AriaProgressBar,
  type ProgressBarProps as AriaProgressBarProps,
} from 'react-aria-components/ProgressBar';
import { Label } from 'react-aria-components/Label';
import { composeTailwindRenderProps } from '../../lib/compose-render-props';

const spinnerVariants = cva('inline-flex items-center gap-2', {
  variants: {
    size: {
      sm: 'text-sm [&_svg]:size-4',
      md: 'text-sm [&_svg]:size-6',
      lg: 'text-base [&_svg]:size-8',
      xl: 'text-lg [&_svg]:size-12',
    },
    tone: {
      accent: 'text-ember-700',
      default: 'text-ink',
      muted: 'text-ink-muted',
      inverse: 'text-white',
      current: '',
    },
    /** Stack the icon over its visible label (page-level loading). */
    layout: {
      inline: '',
      stacked: 'flex-col',
    },
  },
  defaultVariants: { size: 'md', tone: 'accent', layout: 'inline' },
});

export interface SpinnerProps
  extends
    Omit<AriaProgressBarProps, 'children' | 'value' | 'isIndeterminate'>,
    VariantProps<typeof spinnerVariants> {
  /** The accessible name; 'Loading…' by default. */
  label?: string;
  /** Print the label beside the icon as well. */
  showLabel?: boolean;
}

/**
 * The loader: a turning ember circle for a wait of unknown length (a lazily loaded
 * route, a list that is fetching). It is an indeterminate progress bar to assistive
 * technology, named 'Loading…' unless told otherwise. The turn stops under reduced motion.
 */
export function Spinner({
  label = 'Loading…',
  showLabel = false,
  size,
  tone,
  layout,
  className,
  ...props
}: SpinnerProps) {
  return (
    <AriaProgressBar
      {...props}
      isIndeterminate
      aria-label={showLabel ? undefined : label}
      data-slot="spinner"
      className={composeTailwindRenderProps(className, spinnerVariants({ size, tone, layout }))}
    >
      <LoaderCircle
        aria-hidden="true"
        className="shrink-0 animate-spin motion-reduce:animate-none"
      />
      {showLabel ? (
        <Label data-slot="spinner-label" className="font-medium">
          {label}
        </Label>
      ) : null}
    </AriaProgressBar>
  );
}
