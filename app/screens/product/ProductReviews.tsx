import { LogIn } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { ReviewList } from '@ds/patterns/ReviewCard/ReviewCard';
import { AlertDialog } from '@ds/primitives/AlertDialog/AlertDialog';
import { LinkButton } from '@ds/primitives/LinkButton/LinkButton';
import type { ReviewInput } from '@domain/schemas';
import type { Product, ProductReview } from '@domain/types';

// Guests never see the form: it loads for a signed-in shopper only.
const ReviewFormFields = lazy(() =>
  import('./ReviewFormFields').then((module) => ({ default: module.ReviewFormFields })),
);

/** Who is looking: a guest gets the sign-in link, a signed-in account the form, an admin Remove. */
export interface ReviewViewer {
  isSignedIn: boolean;
  isAdmin: boolean;
}

export interface ReviewActions {
  /** Writes or changes the viewer's one review of the product. */
  onSaveReview: (input: ReviewInput) => Promise<unknown>;
  onDeleteMyReview: () => Promise<unknown>;
  /** Admins: removes anyone's review. */
  onRemoveReview: (review: ProductReview) => Promise<unknown>;
}

export interface ProductReviewsProps extends ReviewActions {
  /** Its rating and review count come from the same stored reviews. */
  product: Pick<Product, 'name' | 'rating' | 'reviewCount'>;
  /** Newest first. */
  reviews: readonly ProductReview[];
  viewer: ReviewViewer;
  /** '/login?redirect=/shop/…': back to this page after signing in. */
  signInHref: string;
}

/**
 * The product page's Reviews: the average and count from stored reviews (or 'No reviews
 * yet'), the reviews newest first, and what the viewer may do: a guest is offered sign-in, a
 * signed-in shopper writes one review (and edits or deletes it), an admin removes any review.
 */
export function ProductReviews({
  product,
  reviews,
  viewer,
  signInHref,
  onSaveReview,
  onDeleteMyReview,
  onRemoveReview,
}: ProductReviewsProps) {
  const mine = reviews.find((review) => review.isMine);
  const [isEditing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState<
    { kind: 'mine' } | { kind: 'remove'; review: ProductReview } | null
  >(null);

  let composer = null;
  if (!viewer.isSignedIn) {
    composer = (
      <LinkButton href={signInHref} variant="outline">
        <LogIn aria-hidden="true" />
        Sign in to write a review
      </LinkButton>
    );
  } else if (!mine || isEditing) {
    composer = (
      <Suspense fallback={null}>
        <ReviewFormFields
          // A fresh form for each review being written or edited.
          key={mine?.id ?? 'new'}
          review={isEditing ? mine : undefined}
          onSave={async (input) => {
            await onSaveReview(input);
            setEditing(false);
          }}
          onCancel={isEditing ? () => setEditing(false) : undefined}
        />
      </Suspense>
    );
  }

  return (
    <>
      <ReviewList
        reviews={reviews}
        rating={product.rating}
        reviewCount={product.reviewCount}
        composer={composer}
        onEditMine={() => setEditing(true)}
        onDeleteMine={() => setConfirming({ kind: 'mine' })}
        onRemove={
          viewer.isAdmin ? (review) => setConfirming({ kind: 'remove', review }) : undefined
        }
      />
      <AlertDialog
        isOpen={confirming !== null}
        onOpenChange={(open) => {
          if (!open) setConfirming(null);
        }}
        title={confirming?.kind === 'remove' ? 'Remove Review' : 'Delete Your Review'}
        confirmLabel={confirming?.kind === 'remove' ? 'Remove' : 'Delete'}
        pendingLabel={confirming?.kind === 'remove' ? 'Removing...' : 'Deleting...'}
        onConfirm={async () => {
          if (confirming?.kind === 'remove') await onRemoveReview(confirming.review);
          else await onDeleteMyReview();
          setEditing(false);
          setConfirming(null);
        }}
      >
        {confirming?.kind === 'remove'
          ? `Remove the review by ${confirming.review.authorName}? It goes from the product page for good.`
          : 'Delete your review of this product? You can write a new one afterwards.'}
      </AlertDialog>
    </>
  );
}
