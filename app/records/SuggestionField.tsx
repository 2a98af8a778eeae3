import type { ComponentProps } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { ComboBox } from '../../design-system/primitives/ComboBox/ComboBox';

type SuggestionFieldProps<T extends FieldValues> = {
  control: Control<T>;
  name: FieldPath<T>;
  /** The suggestions offered as the admin types; any other text is accepted too. */
  suggestions: readonly string[];
} & Omit<
  ComponentProps<typeof ComboBox>,
  | 'name'
  | 'items'
  | 'inputValue'
  | 'onInputChange'
  | 'allowsCustomValue'
  | 'errorMessage'
  | 'inputRef'
  | 'onBlur'
  | 'selectedKey'
  | 'onSelectionChange'
>;

/**
 * Free text with suggestions, bound to react-hook-form: the product and recipe category.
 * The form holds the typed text itself (a ComboBox with a custom value), so a new category
 * is as good as one from the list.
 */
export function SuggestionField<T extends FieldValues>({
  control,
  name,
  suggestions,
  ...props
}: SuggestionFieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <ComboBox
      {...props}
      name={field.name}
      items={suggestions.map((suggestion) => ({ id: suggestion, label: suggestion }))}
      allowsCustomValue
      inputValue={field.value ?? ''}
      onInputChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      errorMessage={fieldState.error?.message}
    />
  );
}
