import { Flag, Share2, ThumbsUp } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { Avatar } from '../../primitives/Avatar/Avatar';
import { StatusBadge } from '../../primitives/Badge/Badge';
import { forumBadgeTones } from '../../primitives/Badge/tones';
import { Button } from '../../primitives/Button/Button';
import { Image } from '../../primitives/Image/Image';
import { VisuallyHidden } from '../../primitives/Text/Text';
import { ToggleButton } from '../../primitives/ToggleButton/ToggleButton';
import { formatForumDateTime, formatJoinDate } from './forum-format';
import { postBlocks } from './post-blocks';
import { countOf, formatCount } from '../../lib/count';

/** Who wrote a post, as the forum shows them. */
export interface ForumPostAuthor {
  name: string;
  avatar?: string;
  /** 'Pitmaster', 'Smoke Master', 'Expert', 'Veteran' or 'Member'; none for a guest. */
  badge?: string;
  /** 'YYYY-MM-DD'; none for a former member, whose account is deleted. */
  joinDate?: string;
  /** None for a former member. */
  posts?: number;
}

/* ---------- Parts shared with ReplyCard ---------- */

/** An author's badge, in the tone every forum screen gives it. */
export function ForumAuthorBadge({ badge }: { badge?: string }) {
  return badge ? (
    <StatusBadge tones={forumBadgeTones} value={badge} data-slot="forum-author-badge" />
  ) : null;
}

const forumPostBodyClasses =
  'gap-4 text-base leading-relaxed flex flex-col wrap-break-word text-ink';

const forumQuoteClasses =
  'gap-1 py-2 pr-3 pl-4 text-sm flex flex-col rounded-r-md border-l-4 border-gold-400 bg-surface-muted text-ink-muted';

/**
 * A post's text: paragraphs split on blank lines (single line breaks kept), and '> ' lines
 * shown as a quote of another member, with '> — Name' as its attribution.
 */
export function ForumPostBody({
  content,
  className,
  ...props
}: { content: string } & ComponentProps<'div'>) {
  return (
    <div {...props} data-slot="forum-post-body" className={cn(forumPostBodyClasses, className)}>
      {postBlocks(content).map((block, index) =>
        block.kind === 'quote' ? (
          <figure key={index} data-slot="forum-quote" className={forumQuoteClasses}>
            <blockquote className="whitespace-pre-line">{block.text}</blockquote>
            {block.cite ? (
              <figcaption className="text-xs font-semibold text-ink">— {block.cite}</figcaption>
            ) : null}
          </figure>
        ) : (
          <p key={index} className="whitespace-pre-line">
            {block.text}
          </p>
        ),
      )}
    </div>
  );
}

/** Photos attached to a post, as thumbnails that wrap: two across on a phone, three from sm. */
export function ForumPostImages({
  images,
  authorName,
  className,
}: {
  images: readonly string[];
  /** Names the photos for screen readers: 'Photo 1 of 2 from Lauren Brooks'. */
  authorName: string;
  className?: string;
}) {
  if (images.length === 0) return null;
  return (
    <ul
      data-slot="forum-post-images"
      className={cn('grid max-w-xl grid-cols-2 gap-3 sm:grid-cols-3', className)}
    >
      {images.map((src, index) => (
        <li key={`${index}-${src.slice(-24)}`}>
          <Image
            src={src}
            alt={`Photo ${index + 1} of ${images.length} from ${authorName}`}
            ratio="4/3"
            rounded="lg"
            className="border border-line"
          />
        </li>
      ))}
    </ul>
  );
}

export interface ForumUpvoteButtonProps {
  count: number;
  isUpvoted: boolean;
  onChange?: (isUpvoted: boolean) => void;
  /** What is upvoted, for the accessible name: 'thread', 'reply by Carla Nguyen'. */
  target: string;
  className?: string;
}

/**
 * The upvote toggle: a thumb and the count, pressed (aria-pressed) when this visitor has
 * voted. Its name carries the count, e.g. 'Upvote thread, 142 upvotes'.
 */
export function ForumUpvoteButton({
  count,
  isUpvoted,
  onChange,
  target,
  className,
}: ForumUpvoteButtonProps) {
  return (
    <ToggleButton
      variant="outline"
      size="sm"
      label={`Upvote ${target}, ${countOf(count, 'upvote')}`}
      isSelected={isUpvoted}
      onChange={onChange}
      data-slot="forum-upvote"
      className={className}
    >
      <ThumbsUp aria-hidden="true" />
      <span data-slot="forum-upvote-count" className="tabular-nums">
        {formatCount(count)}
      </span>
    </ToggleButton>
  );
}

/* ---------- The opening post ---------- */

const forumPostClasses =
  'min-w-0 md:grid-cols-[--spacing(52)_minmax(0,1fr)] grid grid-cols-1 overflow-hidden rounded-xl border border-line bg-surface text-ink shadow-sm';

const forumPostAuthorClasses =
  'gap-4 p-5 flex items-center border-b border-line bg-surface-muted md:flex-col md:items-start md:border-r md:border-b-0';

export interface ForumPostProps extends Omit<ComponentProps<'article'>, 'children'> {
  author: ForumPostAuthor;
  /** ISO timestamp of the post. */
  createdAt: string;
  content: string;
  images?: readonly string[];
  upvotes: number;
  isUpvoted: boolean;
  onUpvoteChange?: (isUpvoted: boolean) => void;
  onShare?: () => void;
  onReport?: () => void;
}

/**
 * A thread's opening post: the author (avatar, name, badge, join date, post count) beside the
 * text and photos, with Upvote, Share and Report. Label the article with the thread's
 * heading (`aria-labelledby`).
 */
export function ForumPost({
  author,
  createdAt,
  content,
  images = [],
  upvotes,
  isUpvoted,
  onUpvoteChange,
  onShare,
  onReport,
  className,
  ...props
}: ForumPostProps) {
  return (
    <article {...props} data-slot="forum-post" className={cn(forumPostClasses, className)}>
      <div data-slot="forum-post-author" className={forumPostAuthorClasses}>
        <Avatar name={author.name} src={author.avatar} size="xl" isDecorative />
        <div className="flex min-w-0 flex-col gap-2">
          <div className="flex flex-col items-start gap-1.5">
            <p className="leading-snug font-semibold text-ink">{author.name}</p>
            <ForumAuthorBadge badge={author.badge} />
          </div>
          {author.joinDate !== undefined || author.posts !== undefined ? (
            <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-2 gap-y-0.5 text-xs text-ink-muted">
              {author.joinDate !== undefined ? (
                <>
                  <dt>Joined</dt>
                  <dd className="font-medium text-ink">{formatJoinDate(author.joinDate)}</dd>
                </>
              ) : null}
              {author.posts !== undefined ? (
                <>
                  <dt>Posts</dt>
                  <dd className="font-medium text-ink tabular-nums">{formatCount(author.posts)}</dd>
                </>
              ) : null}
            </dl>
          ) : null}
        </div>
      </div>
      <div className="flex min-w-0 flex-col gap-5 p-5 md:p-6">
        <p className="text-sm text-ink-muted">
          Posted <time dateTime={createdAt}>{formatForumDateTime(createdAt)}</time>
        </p>
        <ForumPostBody content={content} />
        <ForumPostImages images={images} authorName={author.name} />
        <div
          data-slot="forum-post-actions"
          className="flex flex-wrap items-center gap-2 border-t border-line pt-4"
        >
          <ForumUpvoteButton
            count={upvotes}
            isUpvoted={isUpvoted}
            onChange={onUpvoteChange}
            target="thread"
          />
          <Button variant="ghost" size="sm" onPress={onShare}>
            <Share2 aria-hidden="true" />
            Share
          </Button>
          <Button variant="ghost" size="sm" onPress={onReport}>
            <Flag aria-hidden="true" />
            Report<VisuallyHidden elementType="span"> thread</VisuallyHidden>
          </Button>
        </div>
      </div>
    </article>
  );
}
