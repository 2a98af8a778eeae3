import { parseDate, type CalendarDate } from '@internationalized/date';
import type { ComponentProps } from 'react';
import { useController, type FieldError, type FieldValues } from 'react-hook-form';
import { ListEditor } from '../../design-system/patterns/ListEditor/ListEditor';
import { Checkbox, CheckboxGroup } from '../../design-system/primitives/Checkbox/Checkbox';
import { ComboBox } from '../../design-system/primitives/ComboBox/ComboBox';
import { DatePicker } from '../../design-system/primitives/DatePicker/DatePicker';
import { FileDrop } from '../../design-system/primitives/FileDrop/FileDrop';
import { NumberField } from '../../design-system/primitives/NumberField/NumberField';
import { RadioGroup } from '../../design-system/primitives/RadioGroup/RadioGroup';
import { Select } from '../../design-system/primitives/Select/Select';
import { Switch } from '../../design-system/primitives/Switch/Switch';
import { TextArea } from '../../design-system/primitives/TextArea/TextArea';
import { useBinding, type Binding, type Bound } from './bound-text-field';

export { BoundTextField } from './bound-text-field';

export function BoundTextArea<T extends FieldValues>({
  control,
  name,
  ...props
}: Binding<T> & Omit<ComponentProps<typeof TextArea>, Bound>) {
  const { field, shared } = useBinding({ control, name });
  return <TextArea {...props} {...shared} value={field.value ?? ''} onChange={field.onChange} />;
}

export function BoundNumberField<T extends FieldValues>({
  control,
  name,
  ...props
}: Binding<T> & Omit<ComponentProps<typeof NumberField>, Bound>) {
  const { field, shared } = useBinding({ control, name });
  return (
    <NumberField {...props} {...shared} value={field.value ?? NaN} onChange={field.onChange} />
  );
}

export function BoundSelect<T extends FieldValues>({
  control,
  name,
  ...props
}: Binding<T> & Omit<ComponentProps<typeof Select>, Bound | 'selectedKey' | 'onSelectionChange'>) {
  const { field, shared } = useBinding({ control, name });
  return (
    <Select
      {...props}
      {...shared}
      selectedKey={field.value ?? null}
      onSelectionChange={(key) => field.onChange(key ?? '')}
    />
  );
}

export function BoundComboBox<T extends FieldValues>({
  control,
  name,
  ...props
}: Binding<T> &
  Omit<ComponentProps<typeof ComboBox>, Bound | 'selectedKey' | 'onSelectionChange'>) {
  const { field, shared } = useBinding({ control, name });
  return (
    <ComboBox
      {...props}
      {...shared}
      selectedKey={field.value || null}
      onSelectionChange={(key) => field.onChange(key ?? '')}
    />
  );
}

export function BoundCheckbox<T extends FieldValues>({
  control,
  name,
  ...props
}: Binding<T> & Omit<ComponentProps<typeof Checkbox>, Bound | 'isSelected' | 'onChange'>) {
  const { field, shared } = useBinding({ control, name });
  return (
    <Checkbox {...props} {...shared} isSelected={Boolean(field.value)} onChange={field.onChange} />
  );
}

export function BoundCheckboxGroup<T extends FieldValues>({
  control,
  name,
  ...props
}: Binding<T> & Omit<ComponentProps<typeof CheckboxGroup>, Bound>) {
  const { field, shared } = useBinding({ control, name });
  return (
    <CheckboxGroup {...props} {...shared} value={field.value ?? []} onChange={field.onChange} />
  );
}

export function BoundSwitch<T extends FieldValues>({
  control,
  name,
  ...props
}: Binding<T> & Omit<ComponentProps<typeof Switch>, Bound | 'isSelected' | 'onChange'>) {
  const { field, shared } = useBinding({ control, name });
  return (
    <Switch {...props} {...shared} isSelected={Boolean(field.value)} onChange={field.onChange} />
  );
}

export function BoundRadioGroup<T extends FieldValues>({
  control,
  name,
  ...props
}: Binding<T> & Omit<ComponentProps<typeof RadioGroup>, Bound>) {
  const { field, shared } = useBinding({ control, name });
  return (
    <RadioGroup {...props} {...shared} value={field.value ?? null} onChange={field.onChange} />
  );
}

/** The form holds the date as 'YYYY-MM-DD' text (easy to validate and to keep as a draft). */
export function BoundDatePicker<T extends FieldValues>({
  control,
  name,
  ...props
}: Binding<T> & Omit<ComponentProps<typeof DatePicker<CalendarDate>>, Bound>) {
  const { field, shared } = useBinding({ control, name });
  let value: CalendarDate | null = null;
  try {
    value = field.value ? parseDate(field.value) : null;
  } catch {
    value = null;
  }
  return (
    <DatePicker
      {...props}
      {...shared}
      value={value}
      onChange={(date) => field.onChange(date ? date.toString() : '')}
    />
  );
}

export function BoundFileDrop<T extends FieldValues>({
  control,
  name,
  ...props
}: Binding<T> & Omit<ComponentProps<typeof FileDrop>, Bound>) {
  const { field, shared } = useBinding({ control, name });
  return <FileDrop {...props} {...shared} value={field.value ?? []} onChange={field.onChange} />;
}

/** The list's own message ('Add at least one step'), else the first entry's ('… at most 500 characters'). */
function listErrorMessage(error: FieldError | undefined): string | undefined {
  if (!error) return undefined;
  if (error.message) return error.message;
  if (error.root?.message) return error.root.message;
  const entries = Object.values(error as unknown as Record<string, FieldError | undefined>);
  return entries.find((entry) => typeof entry?.message === 'string')?.message;
}

/** A list built one entry at a time (ingredients, steps, tips, equipment, wood, care notes). */
export function BoundListEditor<T extends FieldValues>({
  control,
  name,
  ...props
}: Binding<T> &
  Omit<
    ComponentProps<typeof ListEditor>,
    'items' | 'onChange' | 'onBlur' | 'errorMessage' | 'inputRef'
  >) {
  const { field, fieldState } = useController({ control, name });
  return (
    <ListEditor
      {...props}
      items={field.value ?? []}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      errorMessage={listErrorMessage(fieldState.error)}
    />
  );
}
