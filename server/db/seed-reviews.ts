import { count, inArray } from 'drizzle-orm';
import { sampleReviews } from '../../fixtures/reviews';
import type { Tx } from './client';
import { products, reviews } from './schema';

/** SEED_DEMO=1 (npm start, the e2e server): the first seed adds sample reviews. Off by default. */
export function wantsDemoData(env: NodeJS.ProcessEnv = process.env): boolean {
  return ['1', 'true', 'yes', 'on'].includes((env.SEED_DEMO ?? '').trim().toLowerCase());
}

/**
 * Adds fixtures/reviews.ts's sample reviews of the seeded products to an empty reviews table.
 * Without demo data no review exists, so no product shows a rating nobody gave.
 */
export async function seedDemoReviews(tx: Tx): Promise<void> {
  if ((await tx.select({ rows: count() }).from(reviews))[0]!.rows > 0) return;
  // Only products still in the catalogue: an admin may have deleted a seeded one.
  const present = await tx
    .select({ id: products.id })
    .from(products)
    .where(inArray(products.id, [...new Set(sampleReviews.map((sample) => sample.productId))]));
  const seeded = new Set(present.map((product) => product.id));
  const rows = sampleReviews
    .filter((sample) => seeded.has(sample.productId))
    .map((sample) => ({
      id: sample.id,
      productId: sample.productId,
      authorSub: sample.authorSub,
      authorName: sample.authorName,
      rating: sample.rating,
      body: sample.body,
      createdAt: new Date(sample.createdAt),
      updatedAt: new Date(sample.updatedAt),
    }));
  if (rows.length > 0) await tx.insert(reviews).values(rows).onConflictDoNothing();
}
