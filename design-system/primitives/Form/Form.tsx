import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps, FormEvent, ReactNode } from 'react';
import { Form as AriaForm, type FormProps as AriaFormProps } from 'react-aria-components/Form';
import { cn } from '../../lib/cn';
import { Alert } from '../Alert/Alert';

const formClasses = 'gap-6 flex w-full flex-col';

const formSectionClasses = 'min-w-0 gap-4 flex flex-col';

const formSectionLegendClasses =
  'mb-4 text-lg font-semibold tracking-wide leading-tight font-display text-ink uppercase';

/** Stacked on phones; side by side from `sm` (480px). */
const formRowVariants = cva('grid grid-cols-1 items-start gap-4', {
  variants: {
    columns: {
      2: 'sm:grid-cols-2',
      3: 'sm:grid-cols-3',
    },
  },
  defaultVariants: { columns: 2 },
});

/**
 * Buttons fill the width on phones with the last one (the submit) on top, and sit in a
 * row from `sm`. Applied through `cn`, so `stretch` overrides the row classes.
 */
const formActionsVariants = cva(
  'flex flex-col-reverse gap-3 *:w-full sm:flex-row sm:items-center sm:*:w-auto',
  {
    variants: {
      align: {
        start: 'sm:justify-start',
        end: 'sm:justify-end',
        /** Every button as wide as the form, e.g. a sign-in form's single Login button. */
        stretch: 'sm:flex-col-reverse sm:*:w-full',
      },
    },
    defaultVariants: { align: 'end' },
  },
);

export interface FormProps extends Omit<
  AriaFormProps,
  'children' | 'onSubmit' | 'validationBehavior' | 'className'
> {
  /** Called on submit; the page never reloads. Pass react-hook-form's `handleSubmit(...)`. */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  /** A form-level error (e.g. 'Incorrect username or password.'), shown above the actions. */
  error?: string | null;
  /** Makes the error banner dismissible ('Dismiss alert'); clear `error` in it. */
  onDismissError?: () => void;
  /** The submit row, e.g. `<Button type="submit">Place Order</Button>`; laid out as FormActions. */
  actions?: ReactNode;
  /** How the actions line up from `sm`; `end` by default. */
  actionsAlign?: VariantProps<typeof formActionsVariants>['align'];
  /** The fields, usually in FormSections and FormRows. */
  children: ReactNode;
  className?: string;
}

/**
 * A form: fields, then the form-level error banner, then the actions, so the banner sits
 * right above the submit button. Validation is ARIA-only (no browser bubbles): each field
 * shows its own `errorMessage` as an alert.
 */
export function Form({
  onSubmit,
  error,
  onDismissError,
  actions,
  actionsAlign,
  children,
  className,
  ...props
}: FormProps) {
  return (
    <AriaForm
      {...props}
      // 'aria' also renders `noValidate`: no browser bubbles, fields show their own messages.
      validationBehavior="aria"
      onSubmit={(event) => {
        // A single-page app never posts the form natively.
        event.preventDefault();
        onSubmit?.(event);
      }}
      data-slot="form"
      className={cn(formClasses, className)}
    >
      {children}
      {error ? (
        <Alert tone="danger" onDismiss={onDismissError}>
          {error}
        </Alert>
      ) : null}
      {actions ? <FormActions align={actionsAlign}>{actions}</FormActions> : null}
    </AriaForm>
  );
}

export interface FormSectionProps extends Omit<ComponentProps<'fieldset'>, 'title'> {
  /** The section's name, e.g. 'Contact', 'Shipping address', 'Payment'. */
  legend: ReactNode;
}

/** A titled group of fields; screen readers announce the legend with each field in it. */
export function FormSection({ legend, className, children, ...props }: FormSectionProps) {
  return (
    <fieldset {...props} data-slot="form-section" className={cn('min-w-0', className)}>
      <legend data-slot="form-section-legend" className={formSectionLegendClasses}>
        {legend}
      </legend>
      <div className={formSectionClasses}>{children}</div>
    </fieldset>
  );
}

export interface FormRowProps extends ComponentProps<'div'>, VariantProps<typeof formRowVariants> {}

/** Two or three fields side by side from `sm`, e.g. first and last name; stacked on phones. */
export function FormRow({ columns, className, ...props }: FormRowProps) {
  return (
    <div {...props} data-slot="form-row" className={cn(formRowVariants({ columns }), className)} />
  );
}

export interface FormActionsProps
  extends ComponentProps<'div'>, VariantProps<typeof formActionsVariants> {}

/** The row of buttons at the end of a form (also for forms inside a Modal's body). */
export function FormActions({ align, className, ...props }: FormActionsProps) {
  return (
    <div
      {...props}
      data-slot="form-actions"
      className={cn(formActionsVariants({ align }), className)}
    />
  );
}
