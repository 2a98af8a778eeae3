import { cva, type VariantProps } from 'class-variance-authority';
import type { ReactNode } from 'react';
import {
  FieldError as AriaFieldError,
  type FieldErrorProps as AriaFieldErrorProps,
} from 'react-aria-components/FieldError';
import { Group as AriaGroup, type GroupProps } from 'react-aria-components/Group';
import { Input as AriaInput, type InputProps } from 'react-aria-components/Input';
import { Label as AriaLabel, type LabelProps } from 'react-aria-components/Label';
import { Text } from 'react-aria-components/Text';
import { cn } from '../../lib/cn';
import { composeTailwindRenderProps } from '../../lib/compose-render-props';

/**
 * The parts every form field is built from (TextField, Select, NumberField, …), so
 * labels, hints, errors and input boxes look and behave the same everywhere.
 */

/** Stacks label, control, hint and error; fields pass it to their React Aria root. */
export const fieldClasses = 'gap-1.5 flex flex-col text-ink';

export const labelClasses = 'text-sm font-medium w-fit cursor-default text-ink';

/**
 * The box around a text input. Focus shows the ring for pointer and keyboard alike (typing
 * needs to see where it goes); invalid turns the border and ring danger-red.
 */
export const inputVariants = cva(
  'w-full min-w-0 bg-transparent text-sm text-ink outline-0 placeholder:text-charcoal-500',
  {
    variants: {
      /** `box` is a standalone input; `bare` sits inside a FieldGroup, which draws the box. */
      appearance: {
        box: [
          'h-10 rounded-md border border-line-strong bg-surface px-3 outline-offset-0 outline-focus',
          'transition-colors duration-fast',
          'rac-focus:border-focus rac-focus:outline-2',
          'rac-invalid:border-danger-700 rac-invalid:rac-focus:outline-danger-700',
          'rac-disabled:cursor-not-allowed rac-disabled:bg-surface-muted rac-disabled:opacity-70',
        ],
        bare: 'h-full px-3 rac-disabled:cursor-not-allowed',
      },
    },
    defaultVariants: { appearance: 'box' },
  },
);

/** An input with buttons inside its box (password toggle, search clear, steppers). */
const fieldGroupClasses = [
  'group h-10 min-w-0 flex w-full items-center overflow-hidden rounded-md border border-line-strong bg-surface text-ink',
  'outline-0 outline-offset-0 outline-focus transition-colors duration-fast',
  'rac-focus-within:border-focus rac-focus-within:outline-2',
  'rac-invalid:border-danger-700 rac-invalid:rac-focus-within:outline-danger-700',
  'rac-disabled:cursor-not-allowed rac-disabled:bg-surface-muted rac-disabled:opacity-70',
].join(' ');

export const descriptionClasses = 'text-sm text-ink-muted';

export const fieldErrorClasses = 'text-sm font-medium gap-1 flex items-start text-danger-700';

export function Label({ className, ...props }: LabelProps) {
  return <AriaLabel {...props} data-slot="label" className={cn(labelClasses, className)} />;
}

/** A hint under the control, linked to it as its description. */
export function FieldDescription({
  className,
  ...props
}: {
  className?: string;
  children: ReactNode;
}) {
  return (
    <Text
      {...props}
      slot="description"
      data-slot="field-description"
      className={cn(descriptionClasses, className)}
    />
  );
}

/**
 * The error under a field, announced as an alert. It renders only while the field is
 * invalid; pass the message as children (from the form's schema) or leave it empty to
 * show React Aria's own validation messages.
 */
export function FieldError({ className, children, ...props }: AriaFieldErrorProps) {
  return (
    <AriaFieldError
      {...props}
      data-slot="field-error"
      className={composeTailwindRenderProps(className, fieldErrorClasses)}
    >
      {(validation) => (
        <span role="alert">
          {typeof children === 'function'
            ? children(validation)
            : (children ?? validation.validationErrors.join(' '))}
        </span>
      )}
    </AriaFieldError>
  );
}

/** The input, for use inside a React Aria field (TextField, SearchField, …). */
export function Input({
  className,
  appearance,
  ...props
}: InputProps & VariantProps<typeof inputVariants>) {
  return (
    <AriaInput
      {...props}
      data-slot="input"
      className={composeTailwindRenderProps(className, inputVariants({ appearance }))}
    />
  );
}

/** A box that holds an input and its buttons; the whole box shows focus and invalid state. */
export function FieldGroup({ className, ...props }: GroupProps) {
  return (
    <AriaGroup
      {...props}
      data-slot="field-group"
      className={composeTailwindRenderProps(className, fieldGroupClasses)}
    />
  );
}
