import { cva } from 'class-variance-authority';
import { BellRing, Mail, MessageSquare, type LucideIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { Badge } from '../../primitives/Badge/Badge';
import { Heading } from '../../primitives/Heading/Heading';

export type NotificationChannelKind = 'email' | 'push' | 'sms';

const channelCardClasses =
  'gap-4 p-5 min-w-0 flex flex-col rounded-xl border border-line bg-surface text-ink shadow-sm';

const channelCardIconVariants = cva(
  'flex size-12 shrink-0 items-center justify-center rounded-lg [&_svg]:size-6',
  {
    variants: {
      channel: {
        email: 'bg-info-50 text-info-700',
        push: 'bg-gold-100 text-gold-800',
        sms: 'bg-success-50 text-success-700',
      },
    },
  },
);

const channelIcons: Record<NotificationChannelKind, LucideIcon> = {
  email: Mail,
  push: BellRing,
  sms: MessageSquare,
};

const counts = new Intl.NumberFormat('en-US');

export interface ChannelCardProps extends Omit<ComponentProps<'article'>, 'children'> {
  channel: NotificationChannelKind;
  /** e.g. 'Email'. */
  name: string;
  /** e.g. 'Order, shipping and account e-mails'. */
  description?: string;
  /** Messages sent in the last 30 days. */
  sentCount: number;
  /** Notification settings of this channel switched on… */
  activeCount: number;
  /** …out of this many. */
  totalCount: number;
  headingLevel?: 2 | 3;
}

/**
 * One notification channel (e-mail, push or SMS) as a summary card: how many messages it
 * sent in the last 30 days and how many of its notifications are switched on.
 */
export function ChannelCard({
  channel,
  name,
  description,
  sentCount,
  activeCount,
  totalCount,
  headingLevel = 2,
  className,
  ...props
}: ChannelCardProps) {
  const Icon = channelIcons[channel];
  const isOff = activeCount === 0;
  return (
    <article
      {...props}
      data-slot="channel-card"
      data-channel={channel}
      className={cn(channelCardClasses, className)}
    >
      <div className="flex items-start gap-4">
        <span data-slot="channel-card-icon" className={channelCardIconVariants({ channel })}>
          <Icon aria-hidden="true" />
        </span>
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <Heading level={headingLevel} size="md">
              {name}
            </Heading>
            <Badge tone={isOff ? 'neutral' : 'success'} dot>
              {isOff ? 'Off' : 'On'}
            </Badge>
          </div>
          {description ? <p className="text-sm text-ink-muted">{description}</p> : null}
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-4">
        <div className="flex flex-col gap-0.5">
          <dt className="text-sm text-ink-muted">Sent (30 days)</dt>
          <dd
            data-slot="channel-card-sent"
            className="font-display text-2xl font-bold text-ink tabular-nums"
          >
            {counts.format(sentCount)}
          </dd>
        </div>
        <div className="flex flex-col gap-0.5">
          <dt className="text-sm text-ink-muted">Active notifications</dt>
          <dd
            data-slot="channel-card-active"
            className="font-display text-2xl font-bold text-ink tabular-nums"
          >
            {activeCount} of {totalCount}
          </dd>
        </div>
      </dl>
    </article>
  );
}
