import { useId, type ReactNode, type Ref } from 'react';
import { Input as AriaInput } from 'react-aria-components/Input';
import {
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components/TextField';
import { composeTailwindRenderProps } from '../../lib/compose-render-props';
import { focusRing } from '../../lib/focus-ring';
import {
  FieldDescription,
  FieldError,
  FieldGroup,
  fieldClasses,
  inputVariants,
  Label,
} from '../Field/Field';

/** A colour written as #rrggbb (either case): the only form ColorField accepts. */
export const hexColorPattern = /^#[0-9a-f]{6}$/i;

export const isHexColor = (value: string) => hexColorPattern.test(value.trim());

/**
 * The swatch at the start of the box: the browser's colour picker, drawn as a rounded square
 * of the colour (its own frame and padding removed). Keyboard focus shows the ring.
 */
const colorSwatchClasses = [
  focusRing,
  'ml-1.5 size-7 p-0 shrink-0 cursor-pointer appearance-none rounded-sm border border-line-strong bg-transparent',
  '[&::-webkit-color-swatch-wrapper]:p-0 [&::-webkit-color-swatch]:rounded-sm [&::-webkit-color-swatch]:border-0',
  '[&::-moz-color-swatch]:rounded-sm [&::-moz-color-swatch]:border-0',
  'disabled:cursor-not-allowed',
].join(' ');

export interface ColorFieldProps extends Omit<
  AriaTextFieldProps,
  'children' | 'type' | 'value' | 'defaultValue' | 'onChange'
> {
  /** Visible label, e.g. 'Primary colour'. Without it, pass `aria-label`. */
  label?: ReactNode;
  /** A hint under the field. */
  description?: ReactNode;
  /** When set, the field is invalid and shows this under it (e.g. from the form's schema). */
  errorMessage?: string;
  /** The colour as typed, e.g. '#e5b53a'. */
  value: string;
  /** Called with the text as typed, or with the picked colour as #rrggbb. */
  onChange: (value: string) => void;
  /** Names the swatch's colour picker; 'Pick a colour' by default. */
  pickerLabel?: string;
  /** Forwarded to the hex input, so a form library can focus it. */
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * A colour setting (the admin's primary and secondary colours): a swatch that opens the
 * browser's colour picker, beside a hex box that takes #rrggbb. The swatch shows the colour
 * as typed while it is valid and keeps the last valid one while the text is being changed.
 */
export function ColorField({
  label,
  description,
  errorMessage,
  value,
  onChange,
  pickerLabel = 'Pick a colour',
  inputRef,
  isInvalid,
  isDisabled,
  validationBehavior = 'aria',
  className,
  ...props
}: ColorFieldProps) {
  const descriptionId = useId();
  const swatchValue = isHexColor(value) ? value.trim().toLowerCase() : '#000000';
  return (
    <AriaTextField
      {...props}
      value={value}
      onChange={onChange}
      isDisabled={isDisabled}
      isInvalid={isInvalid ?? Boolean(errorMessage)}
      validationBehavior={validationBehavior}
      data-slot="color-field"
      className={composeTailwindRenderProps(className, fieldClasses)}
    >
      {label ? <Label>{label}</Label> : null}
      <FieldGroup>
        <input
          type="color"
          aria-label={pickerLabel}
          aria-describedby={descriptionId}
          value={swatchValue}
          disabled={isDisabled}
          onChange={(event) => onChange(event.target.value)}
          data-slot="color-field-swatch"
          className={colorSwatchClasses}
        />
        <span id={descriptionId} hidden>
          {isHexColor(value) ? value.trim().toLowerCase() : 'No valid colour yet'}
        </span>
        <AriaInput
          ref={inputRef}
          placeholder="#rrggbb"
          maxLength={7}
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
          data-slot="input"
          className={inputVariants({ appearance: 'bare', className: 'font-mono' })}
        />
      </FieldGroup>
      {description ? <FieldDescription>{description}</FieldDescription> : null}
      <FieldError>{errorMessage}</FieldError>
    </AriaTextField>
  );
}
