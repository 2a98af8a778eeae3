import { cva } from 'class-variance-authority';
import { useEffect, useRef, type ComponentProps, type ReactNode } from 'react';
import { Button } from 'react-aria-components/Button';
import { Link } from 'react-aria-components/Link';
import { cn } from '../../lib/cn';
import { focusRing } from '../../lib/focus-ring';

export interface SideNavItem {
  id: string;
  label: string;
  /** A leading icon, e.g. `<Package aria-hidden="true" />`. */
  icon?: ReactNode;
  /** Makes the item a link (client-side through the app's router). */
  href?: string;
  /** Called when a button item is pressed (in-page sections, Logout). */
  onPress?: () => void;
  /** `danger` for Logout. */
  tone?: 'default' | 'danger';
  isDisabled?: boolean;
}

/** A scrolling row of pills on phones; a vertical list from lg. */
const sideNavListClasses =
  'gap-1 p-1 lg:p-0 relative flex overflow-x-auto lg:flex-col lg:overflow-visible';

const sideNavItemVariants = cva(
  [
    focusRing,
    'flex h-10 shrink-0 cursor-pointer items-center gap-3 px-4 text-start text-sm font-medium whitespace-nowrap lg:w-full lg:px-3',
    'rounded-pill border border-line lg:rounded-md lg:border-transparent',
    'transition-colors duration-fast [&_svg]:size-4 [&_svg]:shrink-0',
    'rac-disabled:cursor-not-allowed rac-disabled:opacity-55',
  ],
  {
    variants: {
      tone: {
        default: 'text-ink-muted rac-hover:bg-surface-muted rac-hover:text-ink',
        danger: 'text-danger-700 rac-hover:bg-danger-50 rac-hover:text-danger-800',
      },
      isCurrent: {
        true: 'border-primary bg-primary text-on-primary lg:border-primary rac-hover:bg-charcoal-800 rac-hover:text-on-primary',
        false: 'rac-pressed:bg-charcoal-100',
      },
    },
    defaultVariants: { tone: 'default', isCurrent: false },
  },
);

export interface SideNavProps extends Omit<ComponentProps<'nav'>, 'children'> {
  /** Names the navigation landmark, e.g. 'Account' or 'Settings categories'. */
  'aria-label': string;
  items: SideNavItem[];
  /** The item for the page or section being shown; it gets `aria-current="page"`. */
  currentId?: string;
}

/**
 * Section navigation beside a page's content: the profile side menu (Orders, Favorites,
 * Addresses, Payment Methods, Notifications, Settings, Logout) and the admin settings
 * categories. Items with `href` are links, the others buttons. On phones it is a row of pills
 * that scrolls sideways (the current item is scrolled into view); from lg a vertical list.
 */
export function SideNav({ items, currentId, className, ...props }: SideNavProps) {
  const listRef = useRef<HTMLUListElement>(null);

  // On phones, bring the current pill into view inside the scrolling row.
  useEffect(() => {
    const list = listRef.current;
    const current = list?.querySelector<HTMLElement>('[aria-current="page"]')?.parentElement;
    if (!list || !current || list.scrollWidth <= list.clientWidth) return;
    const end = current.offsetLeft + current.offsetWidth;
    if (end > list.scrollLeft + list.clientWidth) list.scrollLeft = end - list.clientWidth;
    else if (current.offsetLeft < list.scrollLeft) list.scrollLeft = current.offsetLeft;
  }, [currentId]);

  return (
    <nav {...props} data-slot="side-nav" className={cn('min-w-0', className)}>
      <ul ref={listRef} data-slot="side-nav-list" className={sideNavListClasses}>
        {items.map((item) => {
          const isCurrent = item.id === currentId;
          const shared = {
            'aria-current': isCurrent ? ('page' as const) : undefined,
            isDisabled: item.isDisabled,
            'data-slot': 'side-nav-item',
            // cn: the current look must win over the tone's hover colours.
            className: cn(sideNavItemVariants({ tone: item.tone, isCurrent })),
          };
          const content = (
            <>
              {item.icon}
              <span>{item.label}</span>
            </>
          );
          return (
            <li key={item.id} className="flex lg:w-full">
              {item.href ? (
                <Link {...shared} href={item.href} onPress={item.onPress}>
                  {content}
                </Link>
              ) : (
                <Button {...shared} onPress={item.onPress}>
                  {content}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
