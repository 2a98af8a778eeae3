import type { ComponentProps } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { TextField } from '../../design-system/primitives/TextField/TextField';

/**
 * Design-system fields bound to a react-hook-form field by `control` and `name`: value,
 * change, blur, the first-invalid-field focus (`inputRef`) and the schema's message under
 * the field. Screens write `<BoundTextField control={control} name="email" label="Email" />`.
 * The text field lives in its own module so the footer's newsletter form (on every page)
 * does not pull in every other field (date picker, combo box, …) with it.
 */
export type Binding<T extends FieldValues> = { control: Control<T>; name: FieldPath<T> };
export type Bound = 'name' | 'value' | 'onChange' | 'onBlur' | 'errorMessage' | 'inputRef';

export function useBinding<T extends FieldValues>({ control, name }: Binding<T>) {
  const { field, fieldState } = useController({ control, name });
  return {
    field,
    shared: {
      name: field.name,
      onBlur: field.onBlur,
      inputRef: field.ref,
      errorMessage: fieldState.error?.message,
    },
  };
}

export function BoundTextField<T extends FieldValues>({
  control,
  name,
  format,
  ...props
}: Binding<T> &
  Omit<ComponentProps<typeof TextField>, Bound> & {
    /** Rewrites what was typed as it is typed, e.g. `formatCardNumber` ('4242 4242 …'). */
    format?: (typed: string) => string;
  }) {
  const { field, shared } = useBinding({ control, name });
  return (
    <TextField
      {...props}
      {...shared}
      value={field.value ?? ''}
      onChange={(typed) => field.onChange(format ? format(typed) : typed)}
    />
  );
}
