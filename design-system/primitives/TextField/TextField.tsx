import { Eye, EyeOff } from 'lucide-react';
import { useState, type ReactNode, type Ref } from 'react';
import { Input as AriaInput } from 'react-aria-components/Input';
import {
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components/TextField';
import { composeTailwindRenderProps } from '../../lib/compose-render-props';
import {
  FieldDescription,
  FieldError,
  FieldGroup,
  fieldClasses,
  inputVariants,
  Label,
} from '../Field/Field';
import { ToggleButton } from '../ToggleButton/ToggleButton';

/** The icon at the start of the box (mail, phone, lock): decorative, muted. */
const textFieldPrefixClasses = 'ml-3 [&_svg]:size-4 flex shrink-0 items-center text-ink-muted';

/** The eye inside the box; small enough that its focus ring fits inside the box. */
const passwordToggleClasses = 'mr-1.5 size-7 px-0 [&_svg]:size-4 text-ink-muted';

export type TextFieldType = 'text' | 'email' | 'tel' | 'url' | 'password';

/**
 * The props every field shares, so react-hook-form's Controller can bind any of them the
 * same way: `value`, `onChange(value)`, `onBlur`, `name`, `inputRef`, `errorMessage`.
 */
export interface FieldBindingProps<Element extends HTMLElement = HTMLInputElement> {
  /** Visible label. Without it, pass `aria-label`. */
  label?: ReactNode;
  /** A hint under the field, linked to it as its description. */
  description?: ReactNode;
  /** When set, the field is invalid and shows this under it as an alert. */
  errorMessage?: string;
  /** Forwarded to the focusable element, so a form library can focus the first invalid field. */
  inputRef?: Ref<Element>;
}

export interface TextFieldProps
  extends Omit<AriaTextFieldProps, 'children' | 'type'>, FieldBindingProps {
  type?: TextFieldType;
  placeholder?: string;
  /** An icon at the start of the box, e.g. `<Mail aria-hidden="true" />`. */
  prefixIcon?: ReactNode;
}

/**
 * A single-line text input with label, hint and error: names, e-mail, phone, addresses,
 * card numbers, passwords. Password fields get a show/hide toggle inside the box and
 * never change what was typed (no trimming, no auto-capitalisation).
 */
export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  prefixIcon,
  inputRef,
  type = 'text',
  isInvalid,
  validationBehavior = 'aria',
  className,
  ...props
}: TextFieldProps) {
  const isPassword = type === 'password';
  const [isPasswordShown, setPasswordShown] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const hasAdornment = Boolean(prefixIcon) || isPassword;

  function togglePassword(isShown: boolean) {
    setPasswordShown(isShown);
    setAnnouncement(isShown ? 'Password is shown' : 'Password is hidden');
  }

  // Field's Input does not type `ref`, so its recipe is applied to React Aria's Input here.
  const input = (
    <AriaInput
      ref={inputRef}
      placeholder={placeholder}
      {...(isPassword ? { autoCapitalize: 'off', autoCorrect: 'off', spellCheck: false } : {})}
      data-slot="input"
      className={inputVariants({ appearance: hasAdornment ? 'bare' : 'box' })}
    />
  );

  return (
    <AriaTextField
      {...props}
      type={isPassword && isPasswordShown ? 'text' : type}
      isInvalid={isInvalid ?? Boolean(errorMessage)}
      validationBehavior={validationBehavior}
      data-slot="text-field"
      className={composeTailwindRenderProps(className, fieldClasses)}
    >
      {label ? <Label>{label}</Label> : null}
      {hasAdornment ? (
        <FieldGroup>
          {prefixIcon ? (
            <span
              aria-hidden="true"
              data-slot="text-field-prefix"
              className={textFieldPrefixClasses}
            >
              {prefixIcon}
            </span>
          ) : null}
          {input}
          {isPassword ? (
            <ToggleButton
              variant="ghost"
              size="sm"
              label="Show password"
              isSelected={isPasswordShown}
              onChange={togglePassword}
              isDisabled={props.isDisabled}
              data-slot="password-toggle"
              className={passwordToggleClasses}
            >
              {isPasswordShown ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
            </ToggleButton>
          ) : null}
        </FieldGroup>
      ) : (
        input
      )}
      {isPassword ? (
        <span role="status" data-slot="password-announcement" className="sr-only">
          {announcement}
        </span>
      ) : null}
      {description ? <FieldDescription>{description}</FieldDescription> : null}
      <FieldError>{errorMessage}</FieldError>
    </AriaTextField>
  );
}
