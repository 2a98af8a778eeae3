import { count, sql } from 'drizzle-orm';
import { products as fixtureProducts, shopCategories } from '../../fixtures/products';
import { recipes as fixtureRecipes } from '../../fixtures/recipes';
import { toSlug } from '../../domain/slug';
import type { Db, Tx } from './client';
import { categories, products, productSizes, recipes } from './schema';
import { seedForum } from './seed-forum';
import { seedSiteData } from './seed-site';
import { refreshAllRatings } from '../services/reviews';
import { seedDemoOrders } from './seed-orders';
import { seedDemoReviews, wantsDemoData } from './seed-reviews';

/** Any constant works: it only has to be the same in every process that seeds. */
const seedLockKey = 0x5eed_f0f;

const isEmpty = async (tx: Tx, table: typeof products | typeof categories | typeof recipes) =>
  (await tx.select({ rows: count() }).from(table))[0]!.rows === 0;

async function seedProducts(tx: Tx) {
  await tx
    .insert(products)
    .values(
      fixtureProducts.map((product) => ({
        id: product.id,
        name: product.name,
        brand: product.brand,
        category: product.category,
        description: product.description,
        images: product.images,
        features: product.features,
        specifications: product.specifications ?? null,
        tags: product.tags ?? null,
        rating: product.rating,
        reviewCount: product.reviewCount,
      })),
    )
    .onConflictDoNothing();
  await tx
    .insert(productSizes)
    .values(
      fixtureProducts.flatMap((product) =>
        product.sizes.map((size, position) => ({
          id: size.id,
          productId: product.id,
          position,
          size: size.size,
          priceCents: size.priceCents,
          salePercent: size.salePercent ?? null,
          stock: size.stock,
        })),
      ),
    )
    .onConflictDoNothing();
}

async function seedCategories(tx: Tx) {
  // The shop's filter order, then any category a fixture product names that the filter lacks.
  const names = [...new Set([...shopCategories, ...fixtureProducts.map((p) => p.category)])];
  await tx
    .insert(categories)
    .values(names.map((name, index) => ({ id: toSlug(name), name, position: index + 1 })))
    .onConflictDoNothing();
}

async function seedRecipes(tx: Tx) {
  await tx
    .insert(recipes)
    .values(
      fixtureRecipes.map((recipe) => ({
        ...recipe,
        woodChips: recipe.woodChips ?? null,
      })),
    )
    .onConflictDoNothing();
}

/**
 * Fills each empty table from fixtures/. The advisory lock makes a second process that starts
 * at the same moment wait, then find the tables filled and add nothing.
 */
export async function seedDatabase(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${seedLockKey})`);
    if (await isEmpty(tx, products)) await seedProducts(tx);
    if (await isEmpty(tx, categories)) await seedCategories(tx);
    if (await isEmpty(tx, recipes)) await seedRecipes(tx);
    await seedSiteData(tx);
    await seedForum(tx);
    if (wantsDemoData()) {
      await seedDemoReviews(tx);
      await seedDemoOrders(tx);
    }
    // Ratings come from stored reviews only, never from the fixtures' sample figures.
    await refreshAllRatings(tx);
  });
}
