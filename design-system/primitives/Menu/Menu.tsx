import type { VariantProps } from 'class-variance-authority';
import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { Header } from 'react-aria-components/Header';
import {
  Menu as AriaMenu,
  MenuItem as AriaMenuItem,
  MenuSection as AriaMenuSection,
  type MenuItemProps as AriaMenuItemProps,
  type MenuProps as AriaMenuProps,
  type MenuSectionProps as AriaMenuSectionProps,
} from 'react-aria-components/Menu';
import type { PopoverProps } from 'react-aria-components/Popover';
import { Separator } from 'react-aria-components/Separator';
import { cn } from '../../lib/cn';
import { composeTailwindRenderProps } from '../../lib/compose-render-props';
import {
  listBoxHeaderClasses,
  listBoxItemVariants,
  listBoxSectionClasses,
} from '../ListBox/ListBox';
import { PopoverPanel } from '../Popover/Popover';

export { MenuTrigger } from 'react-aria-components/Menu';

const menuClasses = 'gap-0.5 min-w-48 flex max-h-[inherit] flex-col overflow-auto outline-hidden';

/** Menu rows share the ListBox row look; `tone="danger"` is for Delete and Logout. */
const menuItemVariants = listBoxItemVariants;

const menuShortcutClasses =
  'ps-4 text-xs font-normal tracking-wide ms-auto font-sans text-ink-muted';

const menuSeparatorClasses = 'mx-1 my-1 h-px border-0 bg-line';

export interface MenuProps<T extends object> extends AriaMenuProps<T> {
  /** Where the menu opens relative to its trigger; under it, right-aligned, by default. */
  placement?: PopoverProps['placement'];
}

/**
 * The list of actions that opens from a trigger button. Put it after the button inside
 * `<MenuTrigger>`: arrow keys move, Enter or a click runs `onAction(id)`, typing a letter jumps
 * to the item, Escape closes, and focus returns to the trigger.
 */
export function Menu<T extends object>({
  placement = 'bottom end',
  className,
  ...props
}: MenuProps<T>) {
  return (
    <PopoverPanel fit="list" placement={placement}>
      <AriaMenu
        {...props}
        data-slot="menu"
        className={composeTailwindRenderProps(className, menuClasses)}
      />
    </PopoverPanel>
  );
}

export interface MenuItemProps<T extends object = object>
  extends Omit<AriaMenuItemProps<T>, 'children'>, VariantProps<typeof listBoxItemVariants> {
  /** The item's label, e.g. 'Edit' or 'My Orders'. */
  children: ReactNode;
  /** A leading icon, e.g. `<Pencil aria-hidden="true" />`. */
  icon?: ReactNode;
  /** A keyboard shortcut shown at the end, e.g. '⌘E' (a hint only: the app binds the keys). */
  shortcut?: string;
}

/**
 * One action in a Menu: an icon, its label, an optional shortcut hint. With `href` it is a
 * link (React Aria routes it through the app's router). Named by all the text it shows.
 */
export function MenuItem<T extends object = object>({
  children,
  icon,
  shortcut,
  tone,
  textValue,
  className,
  ...props
}: MenuItemProps<T>) {
  return (
    <AriaMenuItem
      {...props}
      textValue={textValue ?? (typeof children === 'string' ? children : undefined)}
      data-slot="menu-item"
      className={composeTailwindRenderProps(className, menuItemVariants({ tone }))}
    >
      {({ isSelected, selectionMode }) => (
        <>
          {icon ? (
            <span data-slot="menu-item-icon" className="flex shrink-0">
              {icon}
            </span>
          ) : null}
          <span data-slot="menu-item-label" className="min-w-0 flex-1 truncate">
            {children}
          </span>
          {shortcut ? (
            <kbd data-slot="menu-shortcut" className={menuShortcutClasses}>
              {shortcut}
            </kbd>
          ) : null}
          {selectionMode !== 'none' ? (
            <Check
              aria-hidden="true"
              data-slot="menu-item-check"
              className={cn('text-ember-700', isSelected ? 'visible' : 'invisible')}
            />
          ) : null}
        </>
      )}
    </AriaMenuItem>
  );
}

export interface MenuSectionProps extends Pick<
  AriaMenuSectionProps<object>,
  | 'selectionMode'
  | 'selectedKeys'
  | 'defaultSelectedKeys'
  | 'onSelectionChange'
  | 'disallowEmptySelection'
> {
  /** The group's heading, e.g. 'Signed in as Jordan'. It names the group for screen readers. */
  title: ReactNode;
  children: ReactNode;
  className?: string;
}

/**
 * A group of items under a small uppercase heading. With `selectionMode` the group is a
 * choice of its own (e.g. an order's status) beside the menu's plain actions.
 */
export function MenuSection({ title, children, className, ...selection }: MenuSectionProps) {
  return (
    <AriaMenuSection
      {...selection}
      data-slot="menu-section"
      className={cn(listBoxSectionClasses, className)}
    >
      <Header data-slot="menu-header" className={listBoxHeaderClasses}>
        {title}
      </Header>
      {children}
    </AriaMenuSection>
  );
}

/** A thin line between groups of items (e.g. before Delete or Logout). */
export function MenuSeparator({ className }: { className?: string }) {
  return <Separator data-slot="menu-separator" className={cn(menuSeparatorClasses, className)} />;
}
