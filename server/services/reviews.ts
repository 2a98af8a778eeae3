import { and, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { formerMemberName } from '../../domain/constants';
import { reviewModerators } from '../../domain/permissions';
import type { reviewInputSchema } from '../../domain/schemas';
import type { ProductReview } from '../../domain/types';
import { authorize, displayNameOf, type Caller } from '../caller';
import type { Db, Tx } from '../db/client';
import { products, reviews } from '../db/schema';
import { NotFound, Unauthorized } from '../errors';

export type ReviewFields = z.output<typeof reviewInputSchema>;
type ReviewRow = typeof reviews.$inferSelect;

const productNotFound = () => new NotFound('Product not found');

/** The API's review; `isMine` only when someone signed in asks. The author's `sub` never leaves. */
function toReview(row: ReviewRow, caller: Caller | null): ProductReview {
  const review: ProductReview = {
    id: row.id,
    productId: row.productId,
    authorName: row.authorName,
    rating: row.rating,
    body: row.body,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
  if (caller) review.isMine = row.authorSub === caller.sub;
  return review;
}

/**
 * Writers of one product's reviews queue on its row (a lock that leaves foreign keys alone), so
 * each works out the average from every review committed before it.
 */
async function lockProduct(tx: Tx, productId: string): Promise<void> {
  const [product] = await tx
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.archived, false)))
    .for('no key update');
  if (!product) throw productNotFound();
}

/** Average rounded to one decimal (0 without reviews) and count, from the stored reviews. */
const ratingColumns = {
  rating: sql`coalesce((select round(avg(${reviews.rating}), 1)::real from ${reviews} where ${reviews.productId} = ${products.id}), 0)`,
  reviewCount: sql`(select count(*)::int from ${reviews} where ${reviews.productId} = ${products.id})`,
};

/** Works out one product's rating and review count again (inside the writing transaction). */
async function refreshRating(tx: Tx, productId: string): Promise<void> {
  await tx.update(products).set(ratingColumns).where(eq(products.id, productId));
}

/** Works out every product's rating again: the seed's figures give way to the stored reviews. */
export async function refreshAllRatings(tx: Tx): Promise<void> {
  await tx.update(products).set(ratingColumns);
}

/** A product's reviews, newest first; 404 for a product that is not in the catalogue. */
export async function listReviews(
  db: Db,
  caller: Caller | null,
  productId: string,
): Promise<ProductReview[]> {
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.archived, false)));
  if (!product) throw productNotFound();
  const rows = await db
    .select()
    .from(reviews)
    .where(eq(reviews.productId, productId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id));
  return rows.map((row) => toReview(row, caller));
}

/**
 * The caller's one review of a product: written the first time, changed after that. The
 * author's name comes from the verified token (see `displayNameOf`), never from the body.
 */
export function saveMyReview(
  db: Db,
  caller: Caller | null,
  productId: string,
  input: ReviewFields,
): Promise<{ review: ProductReview; created: boolean }> {
  if (!caller) throw new Unauthorized('Sign in to write a review');
  return db.transaction(async (tx) => {
    await lockProduct(tx, productId);
    const mine = and(eq(reviews.productId, productId), eq(reviews.authorSub, caller.sub));
    const [existing] = await tx.select({ id: reviews.id }).from(reviews).where(mine);
    const fields = { rating: input.rating, body: input.body, authorName: displayNameOf(caller) };
    const [row] = existing
      ? await tx
          .update(reviews)
          .set({ ...fields, updatedAt: new Date() })
          .where(mine)
          .returning()
      : await tx
          .insert(reviews)
          .values({ ...fields, productId, authorSub: caller.sub })
          .returning();
    await refreshRating(tx, productId);
    return { review: toReview(row!, caller), created: !existing };
  });
}

/** Deletes the caller's own review of a product; 404 when there is none. */
export function deleteMyReview(db: Db, caller: Caller | null, productId: string): Promise<void> {
  if (!caller) throw new Unauthorized('Sign in to delete your review');
  return db.transaction(async (tx) => {
    await lockProduct(tx, productId);
    const deleted = await tx
      .delete(reviews)
      .where(and(eq(reviews.productId, productId), eq(reviews.authorSub, caller.sub)))
      .returning({ id: reviews.id });
    if (deleted.length === 0) throw new NotFound('You have not reviewed this product');
    await refreshRating(tx, productId);
  });
}

/** An admin removes anyone's review (moderation). */
export function removeReview(db: Db, caller: Caller | null, reviewId: string): Promise<void> {
  authorize(caller, reviewModerators);
  return db.transaction(async (tx) => {
    const [review] = await tx
      .select({ productId: reviews.productId })
      .from(reviews)
      .where(eq(reviews.id, reviewId));
    if (!review) throw new NotFound('Review not found');
    await lockProduct(tx, review.productId);
    const deleted = await tx
      .delete(reviews)
      .where(eq(reviews.id, reviewId))
      .returning({ id: reviews.id });
    if (deleted.length === 0) throw new NotFound('Review not found');
    await refreshRating(tx, review.productId);
  });
}

/** An account is deleted: its reviews (and the ratings they make) stay, under 'Former member'. */
export async function forgetReviewer(tx: Tx, sub: string): Promise<void> {
  await tx.update(reviews).set({ authorName: formerMemberName }).where(eq(reviews.authorSub, sub));
}
