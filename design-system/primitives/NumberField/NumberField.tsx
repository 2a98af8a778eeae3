import { Minus, Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button as AriaButton, type ButtonProps } from 'react-aria-components/Button';
import { Input as AriaInput } from 'react-aria-components/Input';
import {
  NumberField as AriaNumberField,
  type NumberFieldProps as AriaNumberFieldProps,
} from 'react-aria-components/NumberField';
import { composeTailwindRenderProps } from '../../lib/compose-render-props';
import {
  FieldDescription,
  FieldError,
  FieldGroup,
  fieldClasses,
  inputVariants,
  Label,
} from '../Field/Field';
import type { FieldBindingProps } from '../TextField/TextField';

/**
 * − and + inside the box. React Aria keeps them out of the tab order (the arrow keys do
 * the same job on the input) and disables each one at its limit.
 */
const stepperButtonClasses = [
  'w-10 flex h-full shrink-0 cursor-pointer items-center justify-center border-l border-line text-ink',
  '[&_svg]:size-4 outline-0 transition-colors duration-fast',
  'rac-hover:bg-surface-muted rac-pressed:bg-charcoal-100',
  'rac-disabled:cursor-not-allowed rac-disabled:text-charcoal-400 rac-disabled:rac-hover:bg-transparent',
].join(' ');

export type NumberFieldPreset = 'quantity' | 'count' | 'percent' | 'price';

/** The spec's number rules (section 5): quantity 1–10, sale percent 0–100 by 1, price by 0.01. */
export const numberFieldPresets: Record<
  NumberFieldPreset,
  Pick<AriaNumberFieldProps, 'minValue' | 'maxValue' | 'step' | 'formatOptions'>
> = {
  quantity: { minValue: 1, maxValue: 10, step: 1, formatOptions: { maximumFractionDigits: 0 } },
  // A whole count from zero up, e.g. units in stock.
  count: { minValue: 0, step: 1, formatOptions: { maximumFractionDigits: 0 } },
  // A whole number shown with a '%' unit: the value stays 0–100, not the 0–1 of style 'percent'.
  percent: {
    minValue: 0,
    maxValue: 100,
    step: 1,
    formatOptions: { style: 'unit', unit: 'percent', maximumFractionDigits: 0 },
  },
  price: { minValue: 0, step: 0.01, formatOptions: { style: 'currency', currency: 'USD' } },
};

export interface NumberFieldProps
  extends Omit<AriaNumberFieldProps, 'children'>, FieldBindingProps {
  /** Limits, step and format for a known kind of number; explicit props win. */
  preset?: NumberFieldPreset;
  placeholder?: string;
}

function StepperButton({ className, children, ...props }: ButtonProps & { children: ReactNode }) {
  return (
    <AriaButton
      {...props}
      data-slot="number-field-stepper"
      className={composeTailwindRenderProps(className, stepperButtonClasses)}
    >
      {children}
    </AriaButton>
  );
}

/**
 * A number typed or stepped: quantities, sale percentages, prices, servings. Typing is
 * checked as you go and clamped to the limits when the field loses focus. `onChange`
 * receives a number (NaN when the field was emptied); prices are in dollars.
 */
export function NumberField({
  preset,
  label,
  description,
  errorMessage,
  placeholder,
  inputRef,
  isInvalid,
  validationBehavior = 'aria',
  className,
  ...props
}: NumberFieldProps) {
  return (
    <AriaNumberField
      {...(preset ? numberFieldPresets[preset] : {})}
      {...props}
      isInvalid={isInvalid ?? Boolean(errorMessage)}
      validationBehavior={validationBehavior}
      data-slot="number-field"
      className={composeTailwindRenderProps(className, fieldClasses)}
    >
      {label ? <Label>{label}</Label> : null}
      <FieldGroup>
        <AriaInput
          ref={inputRef}
          placeholder={placeholder}
          data-slot="input"
          className={inputVariants({ appearance: 'bare', className: 'tabular-nums' })}
        />
        <StepperButton slot="decrement">
          <Minus aria-hidden="true" />
        </StepperButton>
        <StepperButton slot="increment">
          <Plus aria-hidden="true" />
        </StepperButton>
      </FieldGroup>
      {description ? <FieldDescription>{description}</FieldDescription> : null}
      <FieldError>{errorMessage}</FieldError>
    </AriaNumberField>
  );
}
