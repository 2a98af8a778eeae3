import { cva, type VariantProps } from 'class-variance-authority';
import type { ReactNode } from 'react';
import { SwitchButton, SwitchField, type SwitchFieldProps } from 'react-aria-components/Switch';
import { composeTailwindRenderProps } from '../../lib/compose-render-props';
import { focusRing } from '../../lib/focus-ring';
import { FieldDescription, FieldError } from '../Field/Field';

/**
 * The clickable row: track plus label. It carries the focus ring. `placement="start"` puts
 * the label first and the track at the far edge, as in the admin settings lists.
 */
const switchVariants = cva(
  [
    focusRing,
    'group/switch flex cursor-pointer items-start gap-3 rounded-sm text-ink',
    'rac-disabled:cursor-not-allowed rac-disabled:opacity-55',
  ],
  {
    variants: {
      size: { sm: 'text-sm', md: 'text-sm', lg: 'text-base' },
      placement: {
        end: 'w-fit',
        start: 'w-full flex-row-reverse justify-between',
      },
    },
    defaultVariants: { size: 'md', placement: 'end' },
  },
);

/** The pill: charcoal-400 when off (3:1 against white), filled charcoal when on. */
const switchTrackVariants = cva(
  [
    'flex shrink-0 items-center rounded-pill bg-line-strong p-0.5 transition-colors duration-fast',
    'group-rac-hover/switch:bg-charcoal-500 group-rac-pressed/switch:bg-charcoal-600',
    'group-rac-selected/switch:bg-primary group-rac-selected/switch:group-rac-hover/switch:bg-charcoal-800',
    'group-rac-invalid/switch:ring-2 group-rac-invalid/switch:ring-danger-700',
  ],
  {
    variants: {
      size: { sm: 'h-5 w-9', md: 'h-6 w-11', lg: 'h-7 w-13' },
    },
    defaultVariants: { size: 'md' },
  },
);

/** The knob slides by the track's width minus its own and the padding. */
const switchThumbVariants = cva(
  'rounded-pill bg-white shadow-sm transition-transform duration-fast ease-out-soft',
  {
    variants: {
      size: {
        sm: 'size-4 group-rac-selected/switch:translate-x-4',
        md: 'size-5 group-rac-selected/switch:translate-x-5',
        lg: 'size-6 group-rac-selected/switch:translate-x-6',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

/** Centres one line of label text on the track. */
const labelTextVariants = cva('', {
  variants: { size: { sm: '', md: 'py-0.5', lg: 'py-0.5' } },
  defaultVariants: { size: 'md' },
});

/** Lines hints and errors up with the label text, past the track and the gap. */
const besideTrackVariants = cva('', {
  variants: {
    size: { sm: 'pl-12', md: 'pl-14', lg: 'pl-16' },
    placement: { end: '', start: 'pl-0' },
  },
  defaultVariants: { size: 'md', placement: 'end' },
});

export interface SwitchProps
  extends
    Omit<SwitchFieldProps, 'children' | 'className' | 'validationBehavior'>,
    VariantProps<typeof switchVariants> {
  /** What the switch turns on, e.g. 'Require 2FA for all admin users'. `children` works too. */
  label?: ReactNode;
  children?: ReactNode;
  /** A hint under the label, linked to the switch as its description. */
  description?: ReactNode;
  /** The form's error; when set the switch is invalid and shows it as an alert. */
  errorMessage?: string;
  className?: string;
}

/**
 * An on/off setting that takes effect at once: admin security and notification toggles,
 * profile notification preferences. Controlled with `isSelected`/`onChange`.
 */
export function Switch({
  label,
  children,
  description,
  errorMessage,
  isInvalid,
  size,
  placement,
  className,
  ...props
}: SwitchProps) {
  const text = label ?? children;
  return (
    <SwitchField
      {...props}
      validationBehavior="aria"
      isInvalid={isInvalid || Boolean(errorMessage) || undefined}
      data-slot="switch"
      className={composeTailwindRenderProps(className, 'flex flex-col gap-1')}
    >
      <SwitchButton data-slot="switch-button" className={switchVariants({ size, placement })}>
        <span aria-hidden="true" data-slot="switch-track" className={switchTrackVariants({ size })}>
          <span data-slot="switch-thumb" className={switchThumbVariants({ size })} />
        </span>
        {text ? (
          <span data-slot="switch-label" className={labelTextVariants({ size })}>
            {text}
          </span>
        ) : null}
      </SwitchButton>
      {description ? (
        <FieldDescription className={besideTrackVariants({ size, placement })}>
          {description}
        </FieldDescription>
      ) : null}
      <FieldError className={besideTrackVariants({ size, placement })}>{errorMessage}</FieldError>
    </SwitchField>
  );
}
