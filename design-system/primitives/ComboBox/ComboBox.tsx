import { ChevronDown, LoaderCircle } from 'lucide-react';
import type { ReactNode, Ref } from 'react';
import {
  ComboBox as AriaComboBox,
  Button,
  Input,
  type ComboBoxProps as AriaComboBoxProps,
  type Key,
} from 'react-aria-components/ComboBox';
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
import { ListBox, renderListOption, type ListOption } from '../ListBox/ListBox';
import { PopoverPanel } from '../Popover/Popover';

/**
 * The chevron inside the box that opens the full list. Pointer-only (React Aria keeps it out
 * of the tab order: the input opens the list with Alt+ArrowDown), so it stays small.
 */
const comboBoxButtonClasses = [
  focusRing,
  'mr-1.5 size-7 flex shrink-0 cursor-pointer items-center justify-center rounded-sm text-ink-muted',
  'transition-colors duration-fast rac-hover:bg-surface-muted rac-pressed:bg-charcoal-100',
  '[&_svg]:size-4 rac-disabled:cursor-not-allowed',
].join(' ');

export interface ComboBoxProps<T extends object = ListOption> extends Omit<
  AriaComboBoxProps<T>,
  | 'children'
  | 'className'
  | 'items'
  | 'defaultItems'
  | 'selectionMode'
  | 'selectedKey'
  | 'defaultSelectedKey'
  | 'onSelectionChange'
> {
  /** Visible label, e.g. 'State'. Without it, pass `aria-label`. */
  label?: ReactNode;
  /** A hint under the field, linked to it as its description. */
  description?: ReactNode;
  /** When set, the field is invalid and shows this under it as an alert. */
  errorMessage?: string;
  placeholder?: string;
  /**
   * The options as data (`{ id, label, description?, isDisabled? }`). The list filters them
   * as the user types (case-insensitive "contains"; change it with `defaultFilter`).
   */
  items?: Iterable<T>;
  /** Static `<ListBoxItem>`s, or a function rendering one of `items`. */
  children?: ReactNode | ((item: T) => ReactNode);
  /** Shows a spinner in the box and 'Loading options...' in the list. */
  isLoading?: boolean;
  /** The chosen option's id (controlled); `value` does the same, for react-hook-form. */
  selectedKey?: Key | null;
  defaultSelectedKey?: Key | null;
  /** Called with the chosen id (or null); `onChange` is called too. */
  onSelectionChange?: (key: Key | null) => void;
  /** The text input, so a form library can focus the field (RHF's `field.ref`). */
  inputRef?: Ref<HTMLInputElement>;
  /** The chevron button. */
  buttonRef?: Ref<HTMLButtonElement>;
  className?: string;
}

/**
 * A text input with a filtered list of suggestions: type 'ill' to get Illinois. Use it where a
 * Select's list would be long (US states on a phone, a product to add to an order); with
 * `allowsCustomValue` the typed text itself is accepted. When nothing matches the list says
 * 'No options found'; while options load it says 'Loading options...'.
 */
export function ComboBox<T extends object = ListOption>({
  label,
  description,
  errorMessage,
  placeholder,
  items,
  children,
  isLoading,
  selectedKey,
  defaultSelectedKey,
  onSelectionChange,
  value,
  defaultValue,
  onChange,
  inputRef,
  buttonRef,
  isInvalid,
  validationBehavior = 'aria',
  allowsEmptyCollection = true,
  className,
  ...props
}: ComboBoxProps<T>) {
  const renderItem = children ?? (renderListOption as unknown as (item: T) => ReactNode);
  return (
    <AriaComboBox<T>
      {...props}
      // Given as defaultItems so React Aria filters them while the user types.
      defaultItems={items}
      value={value !== undefined ? value : selectedKey}
      defaultValue={defaultValue !== undefined ? defaultValue : defaultSelectedKey}
      onChange={(key) => {
        onChange?.(key);
        onSelectionChange?.(key);
      }}
      isInvalid={isInvalid ?? Boolean(errorMessage)}
      validationBehavior={validationBehavior}
      allowsEmptyCollection={allowsEmptyCollection}
      data-slot="combo-box"
      className={composeTailwindRenderProps(className, `${fieldClasses} group/combo-box`)}
    >
      {label ? <Label>{label}</Label> : null}
      <FieldGroup data-slot="combo-box-group">
        <Input
          ref={inputRef}
          placeholder={placeholder}
          data-slot="combo-box-input"
          className={inputVariants({ appearance: 'bare' })}
        />
        {isLoading ? (
          <LoaderCircle
            aria-hidden="true"
            data-slot="combo-box-spinner"
            className="mr-1 size-4 shrink-0 animate-spin text-ink-muted"
          />
        ) : null}
        <Button ref={buttonRef} data-slot="combo-box-button" className={comboBoxButtonClasses}>
          <ChevronDown
            aria-hidden="true"
            className="transition-transform duration-fast group-rac-open/combo-box:rotate-180"
          />
        </Button>
      </FieldGroup>
      {description ? <FieldDescription>{description}</FieldDescription> : null}
      <FieldError>{errorMessage}</FieldError>
      <PopoverPanel fit="list" placement="bottom start">
        {/* The full list; React Aria's ComboBox state filters it by the typed text. */}
        <ListBox<T> appearance="popover" items={items} isLoading={isLoading}>
          {renderItem}
        </ListBox>
      </PopoverPanel>
    </AriaComboBox>
  );
}
