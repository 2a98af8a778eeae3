import { cva } from 'class-variance-authority';
import { Lock, MessageCircleReply, Pin } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components/Link';
import { cn } from '../../lib/cn';
import { Avatar } from '../../primitives/Avatar/Avatar';
import { Badge } from '../../primitives/Badge/Badge';
import { ForumAuthorBadge, type ForumPostAuthor } from '../ForumPost/ForumPost';
import { formatForumDate } from '../ForumPost/forum-format';
import { formatCount } from '../../lib/count';

/**
 * The row is one link (its title's, stretched over it): it tints on hover and shows the
 * focus ring around the row while the title link has keyboard focus (same ring tokens as
 * focusRing; drawn here because the focus sits on a descendant).
 */
const threadRowVariants = cva(
  [
    'relative grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-3 rounded-xl border bg-surface p-4 text-ink md:p-5',
    'transition-colors duration-fast hover:bg-surface-muted md:grid-cols-[auto_minmax(0,1fr)_auto]',
    'outline-0 outline-offset-2 outline-focus has-[[data-slot=thread-row-link][data-focus-visible]]:outline-2',
  ],
  {
    variants: {
      /** A pinned announcement stands out with a gold edge and tint. */
      pinned: { true: 'border-gold-300 bg-gold-50 hover:bg-gold-100', false: 'border-line' },
    },
    defaultVariants: { pinned: false },
  },
);

const threadRowLinkClasses = [
  'rounded-sm text-inherit no-underline outline-0',
  'after:inset-0 after:absolute after:rounded-xl',
  'rac-hover:underline rac-hover:decoration-2 rac-hover:underline-offset-4',
].join(' ');

export interface ThreadRowProps extends Omit<ComponentProps<'article'>, 'title' | 'children'> {
  /** The thread's page, e.g. '/forum/thread/beating-the-brisket-stall'. */
  href: AriaLinkProps['href'];
  title: string;
  /** A line or two from the opening post. */
  preview?: string;
  author: Pick<ForumPostAuthor, 'name' | 'avatar' | 'badge'>;
  /** The category's name, where threads of every category are listed together. */
  categoryName?: string;
  replies: number;
  views: number;
  upvotes: number;
  /** Who replied last and when (ISO); for a thread without replies, its author and creation. */
  lastReply: { author: string; date: string };
  isPinned?: boolean;
  isLocked?: boolean;
  /** The title's heading level: 3 by default (under a section's h2). */
  headingLevel?: 2 | 3 | 4;
}

/**
 * One thread in a list: pinned and locked markers, the title (the row's link), a preview,
 * the author with avatar and badge, the last reply, and the reply, view and upvote counts.
 * Put rows in a list (`ul` > `li`).
 */
export function ThreadRow({
  href,
  title,
  preview,
  author,
  categoryName,
  replies,
  views,
  upvotes,
  lastReply,
  isPinned = false,
  isLocked = false,
  headingLevel = 3,
  className,
  ...props
}: ThreadRowProps) {
  const Heading = `h${headingLevel}` as const;
  const stats = [
    { label: replies === 1 ? 'Reply' : 'Replies', value: replies },
    { label: views === 1 ? 'View' : 'Views', value: views },
    { label: upvotes === 1 ? 'Upvote' : 'Upvotes', value: upvotes },
  ];
  return (
    <article
      {...props}
      data-slot="thread-row"
      data-pinned={isPinned || undefined}
      data-locked={isLocked || undefined}
      className={cn(threadRowVariants({ pinned: isPinned }), className)}
    >
      <Avatar name={author.name} src={author.avatar} size="md" isDecorative />
      <div className="flex min-w-0 flex-col gap-2">
        {isPinned || isLocked || categoryName ? (
          <div data-slot="thread-row-markers" className="flex flex-wrap items-center gap-2">
            {isPinned ? (
              <Badge tone="gold" icon={Pin}>
                Pinned
              </Badge>
            ) : null}
            {isLocked ? (
              <Badge tone="neutral" icon={Lock}>
                Locked
              </Badge>
            ) : null}
            {categoryName ? (
              <span
                data-slot="thread-row-category"
                className="text-xs font-semibold text-ember-700"
              >
                {categoryName}
              </span>
            ) : null}
          </div>
        ) : null}
        <Heading
          data-slot="thread-row-title"
          className="font-display text-lg leading-snug font-semibold text-balance"
        >
          <AriaLink href={href} data-slot="thread-row-link" className={threadRowLinkClasses}>
            {title}
          </AriaLink>
        </Heading>
        {preview ? (
          <p data-slot="thread-row-preview" className="line-clamp-2 text-sm text-ink-muted">
            {preview}
          </p>
        ) : null}
        <div
          data-slot="thread-row-meta"
          className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-ink-muted"
        >
          <span>
            by <span className="font-medium text-ink">{author.name}</span>
          </span>
          <ForumAuthorBadge badge={author.badge} />
          <span className="inline-flex items-start gap-1.5 md:ml-2">
            <MessageCircleReply aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>
              Last reply by <span className="font-medium text-ink">{lastReply.author}</span> on{' '}
              <time dateTime={lastReply.date}>{formatForumDate(lastReply.date)}</time>
            </span>
          </span>
        </div>
      </div>
      <dl
        data-slot="thread-row-stats"
        className="col-start-2 flex gap-2 md:col-start-3 md:row-start-1 md:self-center"
      >
        {stats.map((stat) => (
          <div
            key={stat.label}
            className="flex min-w-16 flex-col-reverse items-center rounded-md bg-surface-muted px-2 py-1 in-data-pinned:bg-white"
          >
            <dt className="text-xs text-ink-muted">{stat.label}</dt>
            <dd className="font-display text-lg leading-tight font-semibold text-ink tabular-nums">
              {formatCount(stat.value)}
            </dd>
          </div>
        ))}
      </dl>
    </article>
  );
}
