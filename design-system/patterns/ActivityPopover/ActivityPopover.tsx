import { cva } from 'class-variance-authority';
import { Bell, Info, Shield, ShoppingBag, type LucideIcon } from 'lucide-react';
import { IconButton } from '../../primitives/IconButton/IconButton';
import { Link } from '../../primitives/Link/Link';
import { Popover, PopoverTrigger } from '../../primitives/Popover/Popover';
import { countOf } from '../../lib/count';

export type ActivityKind = 'order' | 'security' | 'info';
export type ActivityTone = 'neutral' | 'warning' | 'danger';

export interface ActivityItem {
  id: string;
  kind: ActivityKind;
  /** What happened, e.g. 'New order FF-2024-0015'. A link when `href` is given. */
  title: string;
  /** Who or what, e.g. 'Sarah Mitchell · $135.92'. */
  detail?: string;
  /** When, as shown, e.g. 'Dec 14, 2024, 9:42 AM'. */
  time: string;
  /** When, machine-readable (ISO), for the <time> element. */
  dateTime: string;
  /** Where the entry leads, e.g. '/invoice/FF-2024-0015'. */
  href?: string;
  /** Warnings and critical security events get a tinted icon. */
  tone?: ActivityTone;
}

const kindIcons: Record<ActivityKind, LucideIcon> = {
  order: ShoppingBag,
  security: Shield,
  info: Info,
};

export const activityIconVariants = cva(
  'flex size-8 shrink-0 items-center justify-center rounded-pill [&_svg]:size-4',
  {
    variants: {
      tone: {
        neutral: 'bg-charcoal-100 text-charcoal-800',
        warning: 'bg-warning-100 text-warning-800',
        danger: 'bg-danger-100 text-danger-700',
      },
    },
    defaultVariants: { tone: 'neutral' },
  },
);

const activityListClasses = '-mx-1 max-h-96 divide-y divide-line overflow-y-auto';

export interface ActivityPopoverProps {
  /** Newest first; the screen decides how many. */
  items: ActivityItem[];
  /** The number in the bell's bubble; the number of items by default. 0 hides it. */
  count?: number;
  /** The bell's accessible name. */
  label?: string;
  /** The popover's heading; it names the dialog. */
  title?: string;
  /** Shown when there is nothing to list. */
  emptyMessage?: string;
  className?: string;
}

/**
 * The admin console's bell: an icon button with a count bubble that opens a popover of
 * recent activity (orders, security events), newest first. Entries with an `href` are
 * links (an order to its invoice). Escape or a click outside closes it and focus returns
 * to the bell.
 */
export function ActivityPopover({
  items,
  count = items.length,
  label = 'Notifications',
  title = 'Recent Activity',
  emptyMessage = 'No recent activity',
  className,
}: ActivityPopoverProps) {
  return (
    <PopoverTrigger>
      <IconButton
        label={label}
        badge={count}
        badgeLabel={countOf(count, 'recent event')}
        className={className}
      >
        <Bell aria-hidden="true" />
      </IconButton>
      <Popover title={title} placement="bottom end">
        {items.length === 0 ? (
          <p data-slot="activity-empty" className="py-4 text-center text-sm text-ink-muted">
            {emptyMessage}
          </p>
        ) : (
          <ul data-slot="activity-list" className={activityListClasses}>
            {items.map((item) => {
              const ItemIcon = kindIcons[item.kind];
              return (
                <li
                  key={item.id}
                  data-slot="activity-item"
                  className="flex items-start gap-3 px-1 py-3"
                >
                  <span className={activityIconVariants({ tone: item.tone })}>
                    <ItemIcon aria-hidden="true" />
                  </span>
                  <div className="flex min-w-0 flex-1 flex-col gap-0.5 text-sm">
                    {item.href ? (
                      <Link href={item.href} variant="quiet" className="font-medium">
                        {item.title}
                      </Link>
                    ) : (
                      <span className="font-medium text-ink">{item.title}</span>
                    )}
                    {item.detail ? (
                      <span className="break-words text-ink-muted">{item.detail}</span>
                    ) : null}
                    <time dateTime={item.dateTime} className="text-xs text-ink-muted">
                      {item.time}
                    </time>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </Popover>
    </PopoverTrigger>
  );
}
