import { cva, type VariantProps } from 'class-variance-authority';
import { Minus, Plus } from 'lucide-react';
import type { Ref } from 'react';
import { Button as AriaButton } from 'react-aria-components/Button';
import { Input as AriaInput } from 'react-aria-components/Input';
import { NumberField as AriaNumberField } from 'react-aria-components/NumberField';
import { cn } from '../../lib/cn';
import { FieldGroup, inputVariants } from '../Field/Field';

/** The box around [−] value [+]; it shrinks to its content. */
const quantityStepperVariants = cva('w-fit', {
  variants: {
    size: {
      sm: 'h-8',
      md: 'h-10',
    },
  },
  defaultVariants: { size: 'md' },
});

const quantityStepperButtonVariants = cva(
  [
    'flex h-full shrink-0 cursor-pointer items-center justify-center text-ink outline-0',
    'transition-colors duration-fast',
    'rac-hover:bg-surface-muted rac-pressed:bg-charcoal-100',
    'rac-disabled:cursor-not-allowed rac-disabled:text-charcoal-400 rac-disabled:rac-hover:bg-transparent',
  ],
  {
    variants: {
      size: {
        sm: 'w-8 [&_svg]:size-3.5',
        md: 'w-10 [&_svg]:size-4',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

/** Applied through `cn`, so the fixed width replaces the input recipe's `w-full`. */
const quantityStepperInputVariants = cva(
  cn(inputVariants({ appearance: 'bare' }), 'px-0 text-center font-semibold tabular-nums'),
  {
    variants: {
      size: {
        sm: 'w-8',
        md: 'w-10',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

export interface QuantityStepperProps extends VariantProps<typeof quantityStepperVariants> {
  value: number;
  /** Called with the new quantity; never with a value outside min–max, never with NaN. */
  onChange: (quantity: number) => void;
  /** Never below 1: a cart line is removed with its own button, not by stepping to 0. */
  min?: number;
  max?: number;
  /** The accessible name, e.g. 'Quantity for Texas Brisket Rub'. */
  label: string;
  name?: string;
  isDisabled?: boolean;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  className?: string;
}

/**
 * The compact cart control: [−] value [+]. The value is React Aria's number field, so the
 * arrow keys step it and typed numbers are clamped on blur. − is disabled at the minimum.
 */
export function QuantityStepper({
  value,
  onChange,
  min = 1,
  max = 10,
  label,
  name,
  isDisabled,
  onBlur,
  inputRef,
  size,
  className,
}: QuantityStepperProps) {
  const minimum = Math.max(1, min);

  function changeQuantity(next: number) {
    // An emptied field or a request past a limit keeps the current quantity.
    if (!Number.isInteger(next) || next < minimum || next > max || next === value) return;
    onChange(next);
  }

  return (
    <AriaNumberField
      aria-label={label}
      name={name}
      value={value}
      onChange={changeQuantity}
      onBlur={onBlur}
      minValue={minimum}
      maxValue={max}
      step={1}
      formatOptions={{ maximumFractionDigits: 0 }}
      isDisabled={isDisabled}
      validationBehavior="aria"
      data-slot="quantity-stepper"
      className={cn('w-fit', className)}
    >
      <FieldGroup className={quantityStepperVariants({ size })}>
        <AriaButton
          slot="decrement"
          aria-label="Decrease quantity"
          data-slot="quantity-stepper-decrement"
          className={quantityStepperButtonVariants({ size })}
        >
          <Minus aria-hidden="true" />
        </AriaButton>
        <AriaInput
          ref={inputRef}
          data-slot="quantity-stepper-input"
          className={cn(quantityStepperInputVariants({ size }))}
        />
        <AriaButton
          slot="increment"
          aria-label="Increase quantity"
          data-slot="quantity-stepper-increment"
          className={quantityStepperButtonVariants({ size })}
        >
          <Plus aria-hidden="true" />
        </AriaButton>
      </FieldGroup>
    </AriaNumberField>
  );
}
