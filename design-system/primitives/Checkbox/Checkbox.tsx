import { cva, type VariantProps } from 'class-variance-authority';
import { Check, Minus } from 'lucide-react';
import { useImperativeHandle, useRef, type ReactNode, type Ref } from 'react';
import {
  CheckboxButton,
  CheckboxField,
  type CheckboxFieldProps,
} from 'react-aria-components/Checkbox';
import {
  CheckboxGroup as AriaCheckboxGroup,
  type CheckboxGroupProps as AriaCheckboxGroupProps,
} from 'react-aria-components/CheckboxGroup';
import { cn } from '../../lib/cn';
import { composeTailwindRenderProps } from '../../lib/compose-render-props';
import { focusRing } from '../../lib/focus-ring';
import { FieldDescription, FieldError, fieldClasses, Label } from '../Field/Field';

/** What a form library needs to move focus to a field that has no single input (RHF's `ref`). */
export interface FieldFocusTarget {
  focus: () => void;
}

/**
 * The clickable row: box plus label text. It carries the focus ring, so keyboard focus
 * outlines the box and its label together. Named group, so the box can read its state.
 */
const checkboxClasses = [
  focusRing,
  'group/checkbox gap-3 text-sm flex w-fit cursor-pointer items-start rounded-sm text-ink',
  'rac-disabled:cursor-not-allowed rac-disabled:opacity-55',
].join(' ');

/**
 * The square itself, styled from the state of the nearest `group/checkbox` ancestor
 * (a CheckboxButton, or the Table's selection cell). Filled charcoal when checked or
 * indeterminate, danger-red border when invalid.
 */
const checkboxBoxClasses = [
  'size-5 flex shrink-0 items-center justify-center rounded-sm border-2 border-line-strong bg-surface text-on-primary',
  '[&_svg]:size-3.5 transition-colors duration-fast [&_svg]:stroke-3',
  'group-rac-hover/checkbox:border-charcoal-600 group-rac-pressed/checkbox:border-charcoal-800',
  'group-rac-selected/checkbox:border-primary group-rac-selected/checkbox:bg-primary',
  'group-rac-indeterminate/checkbox:border-primary group-rac-indeterminate/checkbox:bg-primary',
  'group-rac-invalid/checkbox:border-danger-700',
  'group-rac-invalid/checkbox:group-rac-selected/checkbox:bg-danger-700',
].join(' ');

/** Lines hints and errors up with the label text, past the box (size-5 + gap-3). */
const besideBox = 'pl-8';

/** The box with its tick or dash; reuse it wherever a checkbox is drawn (Table selection). */
export function CheckboxBox({
  isSelected,
  isIndeterminate,
  className,
}: {
  isSelected: boolean;
  isIndeterminate?: boolean;
  className?: string;
}) {
  return (
    <span aria-hidden="true" data-slot="checkbox-box" className={cn(checkboxBoxClasses, className)}>
      {isIndeterminate ? (
        <Minus aria-hidden="true" />
      ) : isSelected ? (
        <Check aria-hidden="true" />
      ) : null}
    </span>
  );
}

export interface CheckboxProps extends Omit<
  CheckboxFieldProps,
  'children' | 'className' | 'validationBehavior'
> {
  /** The text beside the box, e.g. 'Set as default address'. `children` works too. */
  label?: ReactNode;
  children?: ReactNode;
  /** A hint under the label, linked to the checkbox as its description. */
  description?: ReactNode;
  /** The form's error for this field; when set the checkbox is invalid and shows it as an alert. */
  errorMessage?: string;
  className?: string;
}

/**
 * A single yes/no choice: 'Set as default address', 'In Stock' for a size row, or one
 * recipient inside a CheckboxGroup. `isIndeterminate` draws a dash for "some selected"
 * (a select-all box). Controlled with `isSelected`/`onChange`; `inputRef` reaches the input.
 */
export function Checkbox({
  label,
  children,
  description,
  errorMessage,
  isInvalid,
  className,
  ...props
}: CheckboxProps) {
  const text = label ?? children;
  return (
    <CheckboxField
      {...props}
      validationBehavior="aria"
      isInvalid={isInvalid || Boolean(errorMessage) || undefined}
      data-slot="checkbox"
      className={composeTailwindRenderProps(className, 'flex flex-col gap-1')}
    >
      <CheckboxButton data-slot="checkbox-button" className={checkboxClasses}>
        {({ isSelected, isIndeterminate }) => (
          <>
            <CheckboxBox isSelected={isSelected} isIndeterminate={isIndeterminate} />
            {text ? <span data-slot="checkbox-label">{text}</span> : null}
          </>
        )}
      </CheckboxButton>
      {description ? (
        <FieldDescription className={besideBox}>{description}</FieldDescription>
      ) : null}
      <FieldError className={besideBox}>{errorMessage}</FieldError>
    </CheckboxField>
  );
}

/** How the boxes of a group are laid out: stacked, or in a wrapping row. */
const checkboxGroupItemsVariants = cva('flex', {
  variants: {
    orientation: {
      vertical: 'flex-col gap-3',
      horizontal: 'flex-row flex-wrap gap-x-6 gap-y-3',
    },
  },
  defaultVariants: { orientation: 'vertical' },
});

export interface CheckboxOption {
  value: string;
  label: ReactNode;
  description?: ReactNode;
  isDisabled?: boolean;
}

export interface CheckboxGroupProps
  extends
    Omit<AriaCheckboxGroupProps, 'children' | 'className' | 'validationBehavior'>,
    VariantProps<typeof checkboxGroupItemsVariants> {
  /** The question the boxes answer, e.g. 'Recipients'. Without it, pass `aria-label`. */
  label?: ReactNode;
  description?: ReactNode;
  /** The form's error for the group; when set the group is invalid and shows it as an alert. */
  errorMessage?: string;
  /** The choices as data; or pass `<Checkbox value="…">` children instead. */
  options?: CheckboxOption[];
  children?: ReactNode;
  /** Receives `focus()`, which focuses the first enabled box (for RHF's `field.ref`). */
  inputRef?: Ref<FieldFocusTarget>;
  className?: string;
}

/**
 * Several independent choices under one label, with one value (the checked values): the
 * admin 'Send Email to Users' recipients, sizes to mark in stock. Errors belong to the group,
 * not to each box.
 */
export function CheckboxGroup({
  label,
  description,
  errorMessage,
  options,
  children,
  orientation,
  isInvalid,
  inputRef,
  className,
  ...props
}: CheckboxGroupProps) {
  const groupRef = useRef<HTMLDivElement>(null);
  useImperativeHandle(inputRef, () => ({
    focus: () => groupRef.current?.querySelector<HTMLInputElement>('input:not(:disabled)')?.focus(),
  }));
  return (
    <AriaCheckboxGroup
      {...props}
      ref={groupRef}
      validationBehavior="aria"
      isInvalid={isInvalid || Boolean(errorMessage) || undefined}
      data-slot="checkbox-group"
      className={composeTailwindRenderProps(className, `${fieldClasses} gap-2`)}
    >
      {label ? <Label>{label}</Label> : null}
      <div data-slot="checkbox-group-items" className={checkboxGroupItemsVariants({ orientation })}>
        {options
          ? options.map((option) => (
              <Checkbox
                key={option.value}
                value={option.value}
                label={option.label}
                description={option.description}
                isDisabled={option.isDisabled}
              />
            ))
          : children}
      </div>
      {description ? <FieldDescription>{description}</FieldDescription> : null}
      <FieldError>{errorMessage}</FieldError>
    </AriaCheckboxGroup>
  );
}
