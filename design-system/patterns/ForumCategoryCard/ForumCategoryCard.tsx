import { ChevronRight, Clock, MessagesSquare, type LucideIcon } from 'lucide-react';
import type { LinkProps as AriaLinkProps } from 'react-aria-components/Link';
import { cn } from '../../lib/cn';
import { Card, CardDescription, CardTitle, type CardProps } from '../../primitives/Card/Card';
import { formatForumDate } from '../ForumPost/forum-format';
import { countOf } from '../../lib/count';

const forumCategoryIconClasses =
  'size-12 [&_svg]:size-6 flex shrink-0 items-center justify-center rounded-lg bg-ember-50 text-ember-700';

export interface ForumCategoryCardProps extends Omit<CardProps, 'children' | 'interactive'> {
  name: string;
  description: string;
  threadCount: number;
  /** ISO timestamp of the latest post in the category. */
  lastActivity: string;
  /** The category's page, e.g. '/forum/category/smoking-techniques'. */
  href: AriaLinkProps['href'];
  /** A lucide icon for the category; a speech bubble by default. Decorative. */
  icon?: LucideIcon;
  /** The name's heading level: 3 by default (under a section's h2). */
  headingLevel?: 2 | 3 | 4;
}

/**
 * A forum category in the list on the forum's front page: icon, name (the card's link),
 * description, how many threads it holds and when someone last posted in it.
 */
export function ForumCategoryCard({
  name,
  description,
  threadCount,
  lastActivity,
  href,
  icon: CategoryIcon = MessagesSquare,
  headingLevel = 3,
  className,
  ...props
}: ForumCategoryCardProps) {
  return (
    <Card {...props} interactive className={cn('gap-4 p-5 sm:flex-row sm:items-start', className)}>
      <span data-slot="forum-category-icon" className={forumCategoryIconClasses}>
        <CategoryIcon aria-hidden="true" />
      </span>
      <div data-slot="forum-category-card-body" className="flex min-w-0 flex-1 flex-col gap-1.5">
        <CardTitle href={href} level={headingLevel} size="md">
          {name}
        </CardTitle>
        <CardDescription>{description}</CardDescription>
        <p
          data-slot="forum-category-meta"
          className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-xs text-ink-muted"
        >
          <span className="inline-flex items-center gap-1.5 font-semibold text-ink">
            <MessagesSquare aria-hidden="true" className="size-3.5 shrink-0" />
            {countOf(threadCount, 'thread')}
          </span>
          <span className="inline-flex items-center gap-1.5">
            <Clock aria-hidden="true" className="size-3.5 shrink-0" />
            <span>
              Last activity <time dateTime={lastActivity}>{formatForumDate(lastActivity)}</time>
            </span>
          </span>
        </p>
      </div>
      <ChevronRight
        aria-hidden="true"
        className="hidden size-5 shrink-0 self-center text-ink-muted sm:block"
      />
    </Card>
  );
}
