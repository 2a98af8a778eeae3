import { cva, type VariantProps } from 'class-variance-authority';
import { Check, LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Header } from 'react-aria-components/Header';
import {
  ListBox as AriaListBox,
  ListBoxItem as AriaListBoxItem,
  ListBoxLoadMoreItem,
  ListBoxSection as AriaListBoxSection,
  Collection,
  type Key,
  type ListBoxItemProps as AriaListBoxItemProps,
  type ListBoxProps as AriaListBoxProps,
} from 'react-aria-components/ListBox';
import { cn } from '../../lib/cn';
import { composeTailwindRenderProps } from '../../lib/compose-render-props';
import { focusRing } from '../../lib/focus-ring';

/** One choice in a Select, ComboBox or ListBox: US states, categories, roles, statuses. */
export interface ListOption {
  id: Key;
  label: string;
  /** A second, quieter line under the label. */
  description?: string;
  isDisabled?: boolean;
}

/** Library default texts. */
export const listBoxMessages = {
  empty: 'No options found',
  loading: 'Loading options...',
} as const;

const listBoxVariants = cva(
  'flex max-h-[inherit] flex-col gap-0.5 overflow-auto text-sm text-ink outline-hidden',
  {
    variants: {
      /** `standalone` draws its own box; `popover` sits inside the PopoverPanel, which draws it. */
      appearance: {
        standalone: [
          focusRing,
          'max-h-80 rounded-lg border border-line bg-surface p-1 outline-offset-0',
        ],
        popover: '',
      },
    },
    defaultVariants: { appearance: 'standalone' },
  },
);

/**
 * The look of one row in every list: ListBox, Select, ComboBox and Menu. The highlighted row
 * (pointer or arrow keys) is tinted; keyboard focus adds the shared ring inside the row.
 */
export const listBoxItemVariants = cva(
  [
    focusRing,
    '-outline-offset-2',
    'relative flex cursor-default items-center gap-2 rounded-md px-2.5 py-2 text-sm select-none',
    'transition-colors duration-fast',
    'rac-focus:bg-surface-muted rac-hover:bg-surface-muted',
    'rac-pressed:bg-charcoal-100',
    'rac-selected:font-semibold',
    'rac-disabled:cursor-not-allowed rac-disabled:text-charcoal-500 rac-disabled:opacity-70',
    '[&_svg]:size-4 [&_svg]:shrink-0',
  ],
  {
    variants: {
      tone: {
        default: 'text-ink',
        /** Destructive actions in a Menu, e.g. Delete. */
        danger: 'text-danger-700 rac-focus:bg-danger-50 rac-hover:bg-danger-50',
      },
    },
    defaultVariants: { tone: 'default' },
  },
);

export const listBoxSectionClasses = 'not-first:mt-1 not-first:pt-1 border-line not-first:border-t';

export const listBoxHeaderClasses =
  'px-2.5 pt-1.5 pb-1 text-xs font-semibold tracking-wide text-ink-muted uppercase';

/** The quiet text row for 'No options found' and 'Loading options...'. */
const listBoxStatusClasses =
  'gap-2 px-2.5 py-2 text-sm [&_svg]:size-4 flex items-center text-ink-muted';

/** 'No options found', the row shown when the list (or a ComboBox filter) is empty. */
export function ListBoxEmptyState({ children = listBoxMessages.empty }: { children?: ReactNode }) {
  return (
    <div data-slot="list-box-empty" className={listBoxStatusClasses}>
      {children}
    </div>
  );
}

/** A spinner row with 'Loading options...'; it renders only while `isLoading`. */
export function ListBoxLoadingRow({ isLoading }: { isLoading?: boolean }) {
  return (
    <ListBoxLoadMoreItem
      isLoading={isLoading}
      data-slot="list-box-loading"
      className={listBoxStatusClasses}
    >
      <LoaderCircle aria-hidden="true" className="animate-spin" />
      <span>{listBoxMessages.loading}</span>
    </ListBoxLoadMoreItem>
  );
}

export interface ListBoxProps<T extends object>
  extends AriaListBoxProps<T>, VariantProps<typeof listBoxVariants> {
  /** Shows a 'Loading options...' row after the items (and no empty message meanwhile). */
  isLoading?: boolean;
}

/**
 * A styled list of options. Select and ComboBox render it inside their popover; on its own it is
 * an always-visible list to pick from. Pass `items` with a render function, or static children.
 */
export function ListBox<T extends object>({
  className,
  appearance,
  items,
  children,
  isLoading,
  renderEmptyState,
  ...props
}: ListBoxProps<T>) {
  return (
    <AriaListBox
      {...props}
      data-slot="list-box"
      // While loading, the loading row speaks for the list instead of 'No options found'.
      renderEmptyState={renderEmptyState ?? (isLoading ? undefined : () => <ListBoxEmptyState />)}
      className={composeTailwindRenderProps(className, listBoxVariants({ appearance }))}
    >
      <Collection items={items}>{children}</Collection>
      <ListBoxLoadingRow isLoading={isLoading} />
    </AriaListBox>
  );
}

export interface ListBoxItemProps<T extends object = object> extends Omit<
  AriaListBoxItemProps<T>,
  'children'
> {
  children: ReactNode;
  /** A second, quieter line under the label. */
  description?: ReactNode;
}

/** One option: its label, an optional description, and a check when selected. */
export function ListBoxItem<T extends object = object>({
  className,
  children,
  description,
  textValue,
  ...props
}: ListBoxItemProps<T>) {
  return (
    <AriaListBoxItem
      {...props}
      textValue={textValue ?? (typeof children === 'string' ? children : undefined)}
      data-slot="list-box-item"
      className={composeTailwindRenderProps(className, listBoxItemVariants())}
    >
      {({ isSelected }) => (
        <>
          {/* Plain text, no label/description slots: the option is named by everything it
              shows, so its visible text and accessible name match (axe label-content-name-mismatch). */}
          <span className="flex min-w-0 flex-1 flex-col">
            <span data-slot="list-box-label" className="truncate">
              {children}
            </span>
            {description ? (
              <span data-slot="list-box-description" className="text-xs font-normal text-ink-muted">
                {description}
              </span>
            ) : null}
          </span>
          <Check
            aria-hidden="true"
            data-slot="list-box-check"
            className={cn('text-ember-700', isSelected ? 'visible' : 'invisible')}
          />
        </>
      )}
    </AriaListBoxItem>
  );
}

/** Renders a `ListOption` as a ListBoxItem; Select and ComboBox use it for their `items`. */
export function renderListOption(option: ListOption) {
  return (
    <ListBoxItem
      id={option.id}
      textValue={option.label}
      description={option.description}
      isDisabled={option.isDisabled}
    >
      {option.label}
    </ListBoxItem>
  );
}

export interface ListBoxSectionProps {
  /** The section's heading, e.g. 'Seasonings'. It names the group for screen readers. */
  title: ReactNode;
  children: ReactNode;
  className?: string;
}

/** A group of options under a small uppercase heading. */
export function ListBoxSection({ title, children, className }: ListBoxSectionProps) {
  return (
    <AriaListBoxSection
      data-slot="list-box-section"
      className={cn(listBoxSectionClasses, className)}
    >
      <Header data-slot="list-box-header" className={listBoxHeaderClasses}>
        {title}
      </Header>
      {children}
    </AriaListBoxSection>
  );
}
