import { cva } from 'class-variance-authority';
import { MessageSquareText, Pencil, Trash2 } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Avatar } from '../../primitives/Avatar/Avatar';
import { Badge } from '../../primitives/Badge/Badge';
import { Button } from '../../primitives/Button/Button';
import { RatingDisplay } from '../../primitives/Rating/Rating';
import { VisuallyHidden } from '../../primitives/Text/Text';
import { formatForumDate } from '../ForumPost/forum-format';

/** One review as the pattern shows it (the API's ProductReview fits). */
export interface ReviewCardData {
  id: string;
  authorName: string;
  /** Whole stars, 1–5. */
  rating: number;
  /** Plain text; line breaks are kept, markup is shown as typed, never interpreted. */
  body: string;
  /** ISO timestamps; a later `updatedAt` marks the review '(edited)'. */
  createdAt: string;
  updatedAt?: string;
  /** The signed-in shopper wrote it: a 'Your review' badge and Edit and Delete. */
  isMine?: boolean;
}

const reviewCardVariants = cva(
  'flex min-w-0 gap-3 rounded-xl border bg-surface p-4 text-ink md:gap-4 md:p-5',
  {
    variants: {
      /** The shopper's own review stands out with a gold edge. */
      mine: { true: 'border-gold-400 ring-1 ring-gold-400', false: 'border-line' },
    },
    defaultVariants: { mine: false },
  },
);

export interface ReviewCardProps
  extends Omit<ComponentProps<'article'>, 'children'>, Omit<ReviewCardData, 'id'> {
  /** The shopper's own review: opens it in the review form. */
  onEdit?: () => void;
  /** The shopper's own review: deletes it (the screen confirms). */
  onDelete?: () => void;
  /** Moderation (admins): removes anyone's review. */
  onRemove?: () => void;
  /** While a delete or removal is under way. */
  isPending?: boolean;
}

/**
 * One product review: who wrote it and when, the stars, and the text exactly as typed. The
 * article is named 'Review by {author}'. The shopper's own review has Edit and Delete; an
 * admin sees Remove on every review.
 */
export function ReviewCard({
  authorName,
  rating,
  body,
  createdAt,
  updatedAt,
  isMine = false,
  onEdit,
  onDelete,
  onRemove,
  isPending = false,
  className,
  ...props
}: ReviewCardProps) {
  const isEdited = updatedAt !== undefined && Date.parse(updatedAt) > Date.parse(createdAt);
  const target = isMine ? 'your review' : `review by ${authorName}`;
  // Your own review has Delete already; Remove is for everyone else's.
  const canRemove = Boolean(onRemove) && !isMine;
  const hasActions = Boolean((isMine && (onEdit || onDelete)) || canRemove);
  return (
    <article
      aria-label={`Review by ${authorName}`}
      {...props}
      data-slot="review-card"
      data-mine={isMine || undefined}
      className={cn(reviewCardVariants({ mine: isMine }), className)}
    >
      <Avatar name={authorName} size="md" isDecorative />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div
          data-slot="review-card-meta"
          className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm"
        >
          <span className="font-semibold break-words text-ink">{authorName}</span>
          {isMine ? <Badge tone="gold">Your review</Badge> : null}
          <span aria-hidden="true" className="text-ink-muted">
            ·
          </span>
          <time dateTime={createdAt} className="text-ink-muted">
            {formatForumDate(createdAt)}
          </time>
          {isEdited ? (
            <span data-slot="review-card-edited" className="text-ink-muted italic">
              (edited)
            </span>
          ) : null}
        </div>
        <RatingDisplay value={rating} size="sm" />
        {/* Text, never HTML: React escapes it, and line breaks show as typed. */}
        <p
          data-slot="review-card-body"
          className="text-sm leading-relaxed break-words whitespace-pre-line text-ink"
        >
          {body}
        </p>
        {hasActions ? (
          <div data-slot="review-card-actions" className="flex flex-wrap items-center gap-1">
            {isMine && onEdit ? (
              <Button variant="ghost" size="sm" onPress={onEdit} isDisabled={isPending}>
                <Pencil aria-hidden="true" />
                Edit<VisuallyHidden elementType="span"> {target}</VisuallyHidden>
              </Button>
            ) : null}
            {isMine && onDelete ? (
              <Button variant="ghost" size="sm" onPress={onDelete} isDisabled={isPending}>
                <Trash2 aria-hidden="true" />
                Delete<VisuallyHidden elementType="span"> {target}</VisuallyHidden>
              </Button>
            ) : null}
            {canRemove ? (
              <Button variant="ghost" size="sm" onPress={onRemove} isDisabled={isPending}>
                <Trash2 aria-hidden="true" />
                Remove<VisuallyHidden elementType="span"> {target}</VisuallyHidden>
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>
    </article>
  );
}

const reviewSummaryClasses = 'gap-x-4 gap-y-1 flex flex-wrap items-center';

export interface ReviewListProps<Review extends ReviewCardData = ReviewCardData> extends Omit<
  ComponentProps<'div'>,
  'children'
> {
  /** Newest first, as the API sends them. */
  reviews: readonly Review[];
  /** The product's average (one decimal) and count, from the same stored reviews. */
  rating: number;
  reviewCount: number;
  /** Between the summary and the list: the review form, or 'Sign in to write a review'. */
  composer?: ReactNode;
  /** Whether the signed-in shopper may edit and delete their own review here. */
  onEditMine?: () => void;
  onDeleteMine?: () => void;
  /** Admins: remove any review. */
  onRemove?: (review: Review) => void;
  /** The review whose delete or removal is under way. */
  pendingId?: string;
}

/**
 * A product's reviews: the average and the count (or 'No reviews yet'), the composer the
 * screen passes (form or sign-in link), then the reviews, newest first, as a list.
 */
export function ReviewList<Review extends ReviewCardData>({
  reviews,
  rating,
  reviewCount,
  composer,
  onEditMine,
  onDeleteMine,
  onRemove,
  pendingId,
  className,
  ...props
}: ReviewListProps<Review>) {
  return (
    <div {...props} data-slot="review-list" className={cn('flex flex-col gap-6', className)}>
      <div data-slot="review-summary" className={reviewSummaryClasses}>
        {reviewCount > 0 ? (
          <>
            <span aria-hidden="true" className="font-display text-4xl font-bold text-ink">
              {rating.toFixed(1)}
            </span>
            <RatingDisplay value={rating} count={reviewCount} size="lg" />
          </>
        ) : (
          <p className="flex items-center gap-2 text-base font-medium text-ink-muted">
            <MessageSquareText aria-hidden="true" className="size-5" />
            No reviews yet
          </p>
        )}
      </div>
      {composer}
      {reviews.length > 0 ? (
        <ul aria-label="Reviews" data-slot="review-list-items" className="flex flex-col gap-3">
          {reviews.map((review) => (
            <li key={review.id}>
              <ReviewCard
                authorName={review.authorName}
                rating={review.rating}
                body={review.body}
                createdAt={review.createdAt}
                updatedAt={review.updatedAt}
                isMine={review.isMine}
                onEdit={review.isMine ? onEditMine : undefined}
                onDelete={review.isMine ? onDeleteMine : undefined}
                onRemove={onRemove ? () => onRemove(review) : undefined}
                isPending={pendingId === review.id}
              />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
