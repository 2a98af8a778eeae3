import { ChevronDown, LoaderCircle } from 'lucide-react';
import type { ReactNode, Ref } from 'react';
import { Button } from 'react-aria-components/Button';
import {
  Select as AriaSelect,
  SelectValue,
  type Key,
  type SelectProps as AriaSelectProps,
} from 'react-aria-components/Select';
import { composeTailwindRenderProps } from '../../lib/compose-render-props';
import { focusRing } from '../../lib/focus-ring';
import { FieldDescription, FieldError, fieldClasses, Label } from '../Field/Field';
import { ListBox, renderListOption, type ListOption } from '../ListBox/ListBox';
import { PopoverPanel } from '../Popover/Popover';

/**
 * The closed select: a box like a text input with the chosen value and a chevron. It reads
 * the Select's state from the named group: open flips the chevron, invalid turns it red.
 */
const selectTriggerClasses = [
  focusRing,
  'h-10 gap-2 px-3 text-sm min-w-0 flex w-full cursor-pointer items-center justify-between rounded-md text-start',
  'border border-line-strong bg-surface text-ink transition-colors duration-fast',
  'group-rac-open/select:border-focus rac-hover:border-charcoal-600',
  'group-rac-invalid/select:border-danger-700',
  'rac-disabled:cursor-not-allowed rac-disabled:bg-surface-muted rac-disabled:opacity-70',
  '[&_svg]:size-4 [&_svg]:shrink-0 [&_svg]:text-ink-muted',
].join(' ');

const selectValueClasses = 'min-w-0 flex-1 truncate rac-placeholder-shown:text-charcoal-500';

export interface SelectProps<T extends object = ListOption> extends Omit<
  AriaSelectProps<T>,
  | 'children'
  | 'className'
  | 'items'
  | 'selectionMode'
  | 'selectedKey'
  | 'defaultSelectedKey'
  | 'onSelectionChange'
> {
  /** Visible label, e.g. 'State'. Without it, pass `aria-label`. */
  label?: ReactNode;
  /** A hint under the field, linked to it as its description. */
  description?: ReactNode;
  /** When set, the select is invalid and shows this under it as an alert. */
  errorMessage?: string;
  /** The options as data (`{ id, label, description?, isDisabled? }`), or pass `children`. */
  items?: Iterable<T>;
  /** Static `<ListBoxItem>`s / `<ListBoxSection>`s, or a function rendering one of `items`. */
  children?: ReactNode | ((item: T) => ReactNode);
  /** Shows a spinner in the box and 'Loading options...' in the list. */
  isLoading?: boolean;
  /** The chosen option's id (controlled); `value` does the same, for react-hook-form. */
  selectedKey?: Key | null;
  defaultSelectedKey?: Key | null;
  /** Called with the chosen id; `onChange` is called too. */
  onSelectionChange?: (key: Key | null) => void;
  /** The trigger button, so a form library can focus the field (RHF's `field.ref`). */
  buttonRef?: Ref<HTMLButtonElement>;
  /** Same as `buttonRef`: the select's focusable element is its button. */
  inputRef?: Ref<HTMLButtonElement>;
  className?: string;
}

/**
 * Pick one option from a list that opens under a button: US states at checkout, categories,
 * roles, order statuses, the forum category, system settings. Empty lists open and say
 * 'No options found'. Bind it to react-hook-form with `value`, `onChange`, `onBlur`, `name`
 * and `inputRef` (start the value at `null`, not `undefined`, so it stays controlled).
 */
export function Select<T extends object = ListOption>({
  label,
  description,
  errorMessage,
  items,
  children,
  isLoading,
  selectedKey,
  defaultSelectedKey,
  onSelectionChange,
  value,
  defaultValue,
  onChange,
  buttonRef,
  inputRef,
  isInvalid,
  validationBehavior = 'aria',
  allowsEmptyCollection = true,
  className,
  ...props
}: SelectProps<T>) {
  const renderItem = children ?? (renderListOption as unknown as (item: T) => ReactNode);
  return (
    <AriaSelect<T>
      {...props}
      value={value !== undefined ? value : selectedKey}
      defaultValue={defaultValue !== undefined ? defaultValue : defaultSelectedKey}
      onChange={(key) => {
        onChange?.(key);
        onSelectionChange?.(key);
      }}
      isInvalid={isInvalid ?? Boolean(errorMessage)}
      validationBehavior={validationBehavior}
      allowsEmptyCollection={allowsEmptyCollection}
      data-slot="select"
      className={composeTailwindRenderProps(className, `${fieldClasses} group/select`)}
    >
      {label ? <Label>{label}</Label> : null}
      <Button
        ref={buttonRef ?? inputRef}
        data-slot="select-trigger"
        className={selectTriggerClasses}
      >
        <SelectValue<T> data-slot="select-value" className={selectValueClasses}>
          {/* The chosen option's label only (not its description line). */}
          {({ isPlaceholder, selectedText, defaultChildren }) =>
            isPlaceholder ? defaultChildren : selectedText
          }
        </SelectValue>
        {isLoading ? (
          <LoaderCircle aria-hidden="true" className="animate-spin" />
        ) : (
          <ChevronDown
            aria-hidden="true"
            className="transition-transform duration-fast group-rac-open/select:rotate-180"
          />
        )}
      </Button>
      {description ? <FieldDescription>{description}</FieldDescription> : null}
      <FieldError>{errorMessage}</FieldError>
      <PopoverPanel fit="list" placement="bottom start">
        <ListBox<T> appearance="popover" items={items} isLoading={isLoading}>
          {renderItem}
        </ListBox>
      </PopoverPanel>
    </AriaSelect>
  );
}
