import type { ProductReview } from './types';

/** A product's rating and review count as the server works them out: the average to one decimal. */
export function summarizeReviews(reviews: readonly Pick<ProductReview, 'rating'>[]): {
  rating: number;
  reviewCount: number;
} {
  if (reviews.length === 0) return { rating: 0, reviewCount: 0 };
  const total = reviews.reduce((sum, review) => sum + review.rating, 0);
  return { rating: Math.round((total / reviews.length) * 10) / 10, reviewCount: reviews.length };
}
