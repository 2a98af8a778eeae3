import type { ComponentProps } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { TextField } from '../../design-system/primitives/TextField/TextField';

type Bound = 'name' | 'value' | 'onChange' | 'onBlur' | 'errorMessage' | 'inputRef';

export interface BoundFormattedTextFieldProps<T extends FieldValues> extends Omit<
  ComponentProps<typeof TextField>,
  Bound
> {
  control: Control<T>;
  name: FieldPath<T>;
  /** Rewrites what was typed as it is typed, e.g. `formatCardNumber` ('4242 4242 …'). */
  format: (typed: string) => string;
}

/**
 * A TextField bound to react-hook-form (like app/forms' bound fields) whose value is
 * reformatted on every keystroke: card numbers in groups, expiry as MM/YY.
 */
export function BoundFormattedTextField<T extends FieldValues>({
  control,
  name,
  format,
  ...props
}: BoundFormattedTextFieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <TextField
      {...props}
      name={field.name}
      value={field.value ?? ''}
      onChange={(typed) => field.onChange(format(typed))}
      onBlur={field.onBlur}
      inputRef={field.ref}
      errorMessage={fieldState.error?.message}
    />
  );
}
