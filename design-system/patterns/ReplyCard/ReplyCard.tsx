import { cva } from 'class-variance-authority';
import { Flag, Quote } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { Avatar } from '../../primitives/Avatar/Avatar';
import { Button } from '../../primitives/Button/Button';
import { VisuallyHidden } from '../../primitives/Text/Text';
import {
  ForumAuthorBadge,
  ForumPostBody,
  ForumPostImages,
  ForumUpvoteButton,
  type ForumPostAuthor,
} from '../ForumPost/ForumPost';
import { formatForumDateTime } from '../ForumPost/forum-format';

const replyCardVariants = cva(
  'flex min-w-0 gap-3 rounded-xl border bg-surface p-4 text-ink md:gap-4 md:p-5',
  {
    variants: {
      /** The reply this visitor just posted gets a gold edge until the page is left. */
      highlight: { true: 'border-gold-400 ring-1 ring-gold-400', false: 'border-line' },
    },
    defaultVariants: { highlight: false },
  },
);

export interface ReplyCardProps extends Omit<ComponentProps<'article'>, 'children'> {
  author: Pick<ForumPostAuthor, 'name' | 'avatar' | 'badge'>;
  /** ISO timestamp. */
  createdAt: string;
  content: string;
  images?: readonly string[];
  isEdited?: boolean;
  upvotes: number;
  isUpvoted: boolean;
  onUpvoteChange?: (isUpvoted: boolean) => void;
  /** Puts this reply, quoted, into the reply box; without it (a locked thread) there is no Quote. */
  onQuote?: () => void;
  onReport?: () => void;
  /** Marks a reply the visitor just posted. */
  isHighlighted?: boolean;
}

/**
 * One reply in a thread: the author's avatar, name and badge, when it was posted (and
 * '(edited)'), the text with any quotes and photos, then Upvote (with its count), Quote and
 * Report. The article is named 'Reply by {author}'.
 */
export function ReplyCard({
  author,
  createdAt,
  content,
  images = [],
  isEdited = false,
  upvotes,
  isUpvoted,
  onUpvoteChange,
  onQuote,
  onReport,
  isHighlighted = false,
  className,
  ...props
}: ReplyCardProps) {
  const target = `reply by ${author.name}`;
  return (
    <article
      aria-label={`Reply by ${author.name}`}
      {...props}
      data-slot="reply-card"
      data-highlighted={isHighlighted || undefined}
      className={cn(replyCardVariants({ highlight: isHighlighted }), className)}
    >
      <Avatar name={author.name} src={author.avatar} size="md" isDecorative />
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <div
          data-slot="reply-card-meta"
          className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm"
        >
          <span className="font-semibold text-ink">{author.name}</span>
          <ForumAuthorBadge badge={author.badge} />
          <span aria-hidden="true" className="text-ink-muted">
            ·
          </span>
          <time dateTime={createdAt} className="text-ink-muted">
            {formatForumDateTime(createdAt)}
          </time>
          {isEdited ? (
            <span data-slot="reply-card-edited" className="text-ink-muted italic">
              (edited)
            </span>
          ) : null}
        </div>
        <ForumPostBody content={content} />
        <ForumPostImages images={images} authorName={author.name} />
        <div data-slot="reply-card-actions" className="flex flex-wrap items-center gap-1">
          <ForumUpvoteButton
            count={upvotes}
            isUpvoted={isUpvoted}
            onChange={onUpvoteChange}
            target={target}
            className="mr-1"
          />
          {onQuote ? (
            <Button variant="ghost" size="sm" onPress={onQuote}>
              <Quote aria-hidden="true" />
              Quote<VisuallyHidden elementType="span"> {target}</VisuallyHidden>
            </Button>
          ) : null}
          <Button variant="ghost" size="sm" onPress={onReport}>
            <Flag aria-hidden="true" />
            Report<VisuallyHidden elementType="span"> {target}</VisuallyHidden>
          </Button>
        </div>
      </div>
    </article>
  );
}
