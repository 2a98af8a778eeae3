import { z } from 'zod';
import { maxReviewLength, reviewRatingRange } from '@domain/constants';
import type { ReviewInput } from '@domain/schemas';
import type { ProductReview } from '@domain/types';
import { limitedText } from '../../records/form-schema';

/**
 * The product page's review form: whole stars 1–5 (0 until a star is picked) and plain text
 * up to 2,000 characters, the limits the server checks (domain/schemas.ts).
 */
export const reviewFormSchema = z.object({
  rating: z
    .number()
    .int()
    .min(reviewRatingRange.min, 'Choose a rating')
    .max(reviewRatingRange.max, 'Choose a rating'),
  body: limitedText('Review', maxReviewLength),
});

export type ReviewForm = z.input<typeof reviewFormSchema>;

/** A new review starts unrated; editing starts from the review. */
export const toReviewForm = (review?: Pick<ProductReview, 'rating' | 'body'>): ReviewForm => ({
  rating: review?.rating ?? 0,
  body: review?.body ?? '',
});

export const toReviewInput = (values: z.output<typeof reviewFormSchema>): ReviewInput => ({
  rating: values.rating,
  body: values.body,
});
