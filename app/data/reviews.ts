import type { ReviewInput } from '../../domain/schemas';
import type { ProductReview } from '../../domain/types';
import { api } from './api';

const reviewsPath = (productId: string) => `/products/${encodeURIComponent(productId)}/reviews`;

/** A product's reviews, newest first; signed in, the viewer's own one is marked `isMine`. */
export const listReviews = (productId: string) =>
  api<ProductReview[]>(reviewsPath(productId), { signedIn: true });

/** Writes or changes the viewer's one review; the ID token names the author. */
export const saveMyReview = (productId: string, input: ReviewInput) =>
  api<ProductReview>(`${reviewsPath(productId)}/mine`, {
    method: 'PUT',
    body: input,
    signedIn: true,
    asIdentity: true,
  });

export const deleteMyReview = (productId: string) =>
  api<undefined>(`${reviewsPath(productId)}/mine`, { method: 'DELETE', signedIn: true });

/** Admins: removes anyone's review. */
export const removeReview = (reviewId: string) =>
  api<undefined>(`/reviews/${encodeURIComponent(reviewId)}`, {
    method: 'DELETE',
    signedIn: true,
  });
