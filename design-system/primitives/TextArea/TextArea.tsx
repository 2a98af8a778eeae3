import { cva } from 'class-variance-authority';
import { useState } from 'react';
import { TextArea as AriaTextArea } from 'react-aria-components/TextArea';
import {
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components/TextField';
import { cn } from '../../lib/cn';
import { composeTailwindRenderProps } from '../../lib/compose-render-props';
import {
  descriptionClasses,
  FieldDescription,
  FieldError,
  fieldClasses,
  inputVariants,
  Label,
} from '../Field/Field';
import type { FieldBindingProps } from '../TextField/TextField';

/** The input box, grown to several lines; the person may drag it taller, never narrower. */
const textAreaClasses = cn(
  inputVariants({ appearance: 'box' }),
  'h-auto min-h-20 resize-y py-2 leading-relaxed',
);

/**
 * '120/500': muted, and amber once the limit is reached (a note, not an error: the box
 * simply takes no more). Applied through `cn`, so the tone replaces the muted colour.
 */
const characterCountVariants = cva(`${descriptionClasses} ml-auto shrink-0 tabular-nums`, {
  variants: { atLimit: { true: 'font-medium text-warning-800', false: '' } },
});

export interface TextAreaProps
  extends Omit<AriaTextFieldProps, 'children' | 'type'>, FieldBindingProps<HTMLTextAreaElement> {
  placeholder?: string;
  /** Visible lines before it scrolls. */
  rows?: number;
  /** With `maxLength`, shows how much is used, e.g. '120/500'. On by default when there is a limit. */
  showCount?: boolean;
}

/**
 * Multi-line text: messages, event details, forum posts and replies, product
 * descriptions. Same props as TextField, plus `rows` and a character count.
 */
export function TextArea({
  label,
  description,
  errorMessage,
  placeholder,
  inputRef,
  rows = 4,
  showCount = true,
  isInvalid,
  validationBehavior = 'aria',
  className,
  onChange,
  ...props
}: TextAreaProps) {
  // Uncontrolled use still needs the length for the counter.
  const [typedLength, setTypedLength] = useState(props.defaultValue?.length ?? 0);
  const length = props.value === undefined ? typedLength : props.value.length;
  const { maxLength } = props;
  const hasCount = showCount && maxLength !== undefined;

  return (
    <AriaTextField
      {...props}
      onChange={(value) => {
        setTypedLength(value.length);
        onChange?.(value);
      }}
      isInvalid={isInvalid ?? Boolean(errorMessage)}
      validationBehavior={validationBehavior}
      data-slot="text-area-field"
      className={composeTailwindRenderProps(className, fieldClasses)}
    >
      {label ? <Label>{label}</Label> : null}
      <AriaTextArea
        ref={inputRef}
        rows={rows}
        placeholder={placeholder}
        data-slot="text-area"
        className={textAreaClasses}
      />
      {description || hasCount ? (
        <div data-slot="text-area-footer" className="flex items-start gap-3">
          {description ? <FieldDescription>{description}</FieldDescription> : null}
          {hasCount ? (
            <span
              data-slot="character-count"
              className={cn(characterCountVariants({ atLimit: length >= maxLength }))}
            >
              {length}/{maxLength}
            </span>
          ) : null}
        </div>
      ) : null}
      <FieldError>{errorMessage}</FieldError>
    </AriaTextField>
  );
}
