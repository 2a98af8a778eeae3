import { zodResolver } from '@hookform/resolvers/zod';
import { LogIn } from 'lucide-react';
import { useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import { ReviewList } from '../../../design-system/patterns/ReviewCard/ReviewCard';
import { AlertDialog } from '../../../design-system/primitives/AlertDialog/AlertDialog';
import { Button } from '../../../design-system/primitives/Button/Button';
import { Form } from '../../../design-system/primitives/Form/Form';
import { LinkButton } from '../../../design-system/primitives/LinkButton/LinkButton';
import { RatingInput } from '../../../design-system/primitives/Rating/Rating';
import { maxReviewLength } from '../../../domain/constants';
import type { ReviewInput } from '../../../domain/schemas';
import type { Product, ProductReview } from '../../../domain/types';
import { ApiError } from '../../data/api';
import { BoundTextArea } from '../../forms/bound-fields';
import { reviewFormSchema, toReviewForm, toReviewInput, type ReviewForm } from './review-schema';
import { useFormActivity } from '../../forms/form-activity';

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

function ReviewFormFields({
  review,
  onSave,
  onCancel,
}: {
  review?: ProductReview;
  onSave: (input: ReviewInput) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const form = useForm<ReviewForm>({
    resolver: zodResolver(reviewFormSchema),
    mode: 'onTouched',
    defaultValues: toReviewForm(review),
  });
  useFormActivity(form.formState);
  const { control, formState } = form;
  const rating = useController({ control, name: 'rating' });
  const [error, setError] = useState<string | null>(null);

  const submit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      await onSave(toReviewInput(reviewFormSchema.parse(values)));
    } catch (failure) {
      // The server's field messages go under their fields; what was typed stays.
      if (failure instanceof ApiError) {
        for (const [field, message] of Object.entries(failure.fields)) {
          if (field === 'rating' || field === 'body') form.setError(field, { message });
        }
      }
      setError(
        `Your review was not saved: ${failure instanceof Error ? failure.message : 'try again'}`,
      );
    }
  });

  return (
    <Form
      aria-label={review ? 'Edit your review' : 'Write a review'}
      onSubmit={(event) => void submit(event)}
      error={error}
      onDismissError={() => setError(null)}
      actions={
        <>
          {onCancel ? (
            <Button variant="outline" onPress={onCancel} isDisabled={formState.isSubmitting}>
              Cancel
            </Button>
          ) : null}
          <Button
            type="submit"
            variant="accent"
            isPending={formState.isSubmitting}
            pendingLabel="Saving..."
          >
            {review ? 'Save review' : 'Post review'}
          </Button>
        </>
      }
    >
      <RatingInput
        label="Your rating"
        step={1}
        size="lg"
        value={rating.field.value}
        onChange={(value) => {
          rating.field.onChange(value);
          rating.field.onBlur();
        }}
        errorMessage={rating.fieldState.error?.message}
        isDisabled={formState.isSubmitting}
      />
      <BoundTextArea
        control={control}
        name="body"
        label="Your review"
        description="Plain text: what you cooked, how it turned out."
        rows={5}
        maxLength={maxReviewLength}
        isRequired
      />
    </Form>
  );
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
