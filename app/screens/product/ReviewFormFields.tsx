import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import { Button } from '@ds/primitives/Button/Button';
import { Form } from '@ds/primitives/Form/Form';
import { RatingInput } from '@ds/primitives/Rating/RatingInput';
import { maxReviewLength } from '@domain/constants';
import type { ReviewInput } from '@domain/schemas';
import type { ProductReview } from '@domain/types';
import { ApiError } from '../../data/api';
import { BoundTextArea } from '../../forms/bound-fields';
import { useFormActivity } from '../../forms/form-activity';
import { reviewFormSchema, toReviewForm, toReviewInput, type ReviewForm } from './review-schema';

/**
 * A shopper's review form (rating and text). Its own module, loaded only for a signed-in
 * shopper, so the form library stays off the product page's first load.
 */
export function ReviewFormFields({
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
