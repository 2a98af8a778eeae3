import { count, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { summarizeReviews } from '../../domain/reviews';
import { products as fixtureProducts } from '../../fixtures/products';
import { sampleReviews } from '../../fixtures/reviews';
import { createTestDatabase, type TestDatabase } from '../test/database';
import type { Db } from './client';
import { products, reviews } from './schema';
import { seedDatabase } from './seed';
import { wantsDemoData } from './seed-reviews';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.dispose());
afterEach(() => {
  delete process.env.SEED_DEMO;
});

const reviewRows = async (db: Db) => (await db.select({ rows: count() }).from(reviews))[0]!.rows;

async function ratings(db: Db) {
  const rows = await db
    .select({ id: products.id, rating: products.rating, reviewCount: products.reviewCount })
    .from(products);
  return Object.fromEntries(rows.map((row) => [row.id, [row.rating, row.reviewCount]]));
}

describe('demo reviews (SEED_DEMO)', () => {
  it('reads SEED_DEMO as on only for 1, true, yes or on', () => {
    for (const on of ['1', 'true', 'YES', ' on '])
      expect(wantsDemoData({ SEED_DEMO: on })).toBe(true);
    for (const off of [undefined, '', '0', 'false', 'no']) {
      expect(wantsDemoData({ SEED_DEMO: off })).toBe(false);
    }
  });

  it('without it, the seed stores no review and every product shows 0 from 0 reviews', async () => {
    const { db, close } = await database.open();
    try {
      await seedDatabase(db);
      expect(await reviewRows(db)).toBe(0);
      for (const [rating, reviewCount] of Object.values(await ratings(db))) {
        expect([rating, reviewCount]).toEqual([0, 0]);
      }
    } finally {
      await close();
    }
  });

  it('with it, the seed adds the sample reviews once, and ratings follow them', async () => {
    process.env.SEED_DEMO = '1';
    const { db, close } = await database.open();
    try {
      await seedDatabase(db);
      await seedDatabase(db);
      expect(await reviewRows(db)).toBe(sampleReviews.length);
      const stored = await ratings(db);
      for (const product of fixtureProducts) {
        const { rating, reviewCount } = summarizeReviews(
          sampleReviews.filter((review) => review.productId === product.id),
        );
        expect(stored[product.id], product.id).toEqual([rating, reviewCount]);
      }
      expect(stored['texas-brisket-rub']).toEqual([4.7, 3]);
      // A deleted seeded product's sample reviews are skipped, not an error.
      await db.delete(reviews);
      await db.delete(products).where(eq(products.id, 'texas-brisket-rub'));
      await seedDatabase(db);
      expect(await reviewRows(db)).toBe(
        sampleReviews.filter((review) => review.productId !== 'texas-brisket-rub').length,
      );
    } finally {
      await close();
    }
  });
});
