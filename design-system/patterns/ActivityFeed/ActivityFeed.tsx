import { cva } from 'class-variance-authority';
import { Activity, type LucideIcon } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Badge } from '../../primitives/Badge/Badge';
import type { BadgeTone } from '../../primitives/Badge/tones';
import { Link } from '../../primitives/Link/Link';

const activityFeedClasses = 'flex flex-col';

const activityItemClasses =
  'gap-3 py-3 first:pt-0 last:pb-0 flex items-start border-b border-line last:border-b-0';

export const activityIconVariants = cva(
  'flex size-9 shrink-0 items-center justify-center rounded-pill [&_svg]:size-4',
  {
    variants: {
      tone: {
        neutral: 'bg-charcoal-100 text-charcoal-700',
        info: 'bg-info-50 text-info-700',
        success: 'bg-success-50 text-success-700',
        warning: 'bg-warning-50 text-warning-700',
        danger: 'bg-danger-50 text-danger-700',
        gold: 'bg-gold-100 text-gold-800',
      },
    },
    defaultVariants: { tone: 'neutral' },
  },
);

export type ActivityIconTone = NonNullable<Parameters<typeof activityIconVariants>[0]>['tone'];

export interface ActivityFeedItem {
  id: string;
  /** What happened, e.g. '3 failed sign-in attempts'. */
  title: string;
  /** Makes the title a link, e.g. to the order's invoice. */
  href?: string;
  /** A lucide icon for the kind of event; decorative. */
  icon?: LucideIcon;
  iconTone?: ActivityIconTone;
  /** Who and where, e.g. ['keisha.brown@forgeandflame.example', 'IP 198.51.100.31']. */
  details?: string[];
  /** ISO timestamp, for the <time> element. */
  at: string;
  /** The time as printed, e.g. 'Dec 14, 2024, 2:12 AM'. */
  timeLabel: string;
  /** e.g. { label: 'Warning', tone: 'warning' }. */
  badge?: { label: string; tone: BadgeTone };
}

export interface ActivityFeedProps extends Omit<ComponentProps<'ol'>, 'children'> {
  /** Newest first. */
  items: ActivityFeedItem[];
  /** Names the list, e.g. 'Recent Security Activity'. */
  'aria-label'?: string;
  /** Shown when there is nothing yet. */
  emptyMessage?: ReactNode;
}

/**
 * A timeline of recent events, newest first: the admin security activity (icon by type,
 * actor, IP, time, severity) and the analytics Recent Activity (orders and shop events).
 */
export function ActivityFeed({
  items,
  emptyMessage = 'No activity yet.',
  className,
  ...props
}: ActivityFeedProps) {
  if (items.length === 0) {
    return (
      <p data-slot="activity-feed-empty" className="py-6 text-center text-sm text-ink-muted">
        {emptyMessage}
      </p>
    );
  }
  return (
    <ol {...props} data-slot="activity-feed" className={cn(activityFeedClasses, className)}>
      {items.map((item) => {
        const Icon = item.icon ?? Activity;
        return (
          <li key={item.id} data-slot="activity-item" className={activityItemClasses}>
            <span
              data-slot="activity-item-icon"
              className={activityIconVariants({ tone: item.iconTone })}
            >
              <Icon aria-hidden="true" />
            </span>
            <div className="flex min-w-0 flex-1 flex-col gap-1">
              <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
                <p className="min-w-0 text-sm font-semibold wrap-anywhere text-ink">
                  {item.href ? (
                    <Link href={item.href} variant="quiet">
                      {item.title}
                    </Link>
                  ) : (
                    item.title
                  )}
                </p>
                {item.badge ? <Badge tone={item.badge.tone}>{item.badge.label}</Badge> : null}
              </div>
              <p className="flex flex-wrap gap-x-2 text-xs text-ink-muted">
                {item.details?.map((detail) => (
                  <span key={detail} className="wrap-anywhere">
                    {detail}
                    <span aria-hidden="true" className="ml-2">
                      ·
                    </span>
                  </span>
                ))}
                <time dateTime={item.at}>{item.timeLabel}</time>
              </p>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
