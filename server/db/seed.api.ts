import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products as fixtureProducts, shopCategories } from '../../fixtures/products';
import { recipes as fixtureRecipes } from '../../fixtures/recipes';
import { createTestDatabase, type TestDatabase } from '../test/database';
import type { Db } from './client';
import { categories, products, productSizes, recipes } from './schema';
import { seedDatabase } from './seed';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.dispose());

const expected = {
  products: fixtureProducts.length,
  sizes: fixtureProducts.reduce((sum, product) => sum + product.sizes.length, 0),
  categories: shopCategories.length,
  recipes: fixtureRecipes.length,
};

async function counts(db: Db) {
  const rows = async (
    table: typeof products | typeof productSizes | typeof categories | typeof recipes,
  ) => (await db.select({ rows: count() }).from(table))[0]!.rows;
  return {
    products: await rows(products),
    sizes: await rows(productSizes),
    categories: await rows(categories),
    recipes: await rows(recipes),
  };
}

describe('seeding', () => {
  it('adds nothing to a seeded database, however often it is opened and seeded', async () => {
    for (let open = 0; open < 2; open++) {
      const { db, close } = await database.open();
      await seedDatabase(db);
      await seedDatabase(db);
      expect(await counts(db)).toEqual(expected);
      await close();
    }
  });

  it('fills emptied tables once when two processes seed at the same moment', async () => {
    const first = await database.open();
    // PGlite allows one process per directory; PostgreSQL gets a second connection pool.
    const second = database.kind === 'postgres' ? await database.open() : first;
    try {
      await first.db.execute(sql`truncate ${products}, ${categories}, ${recipes} cascade`);
      await Promise.all([seedDatabase(first.db), seedDatabase(second.db)]);
      expect(await counts(first.db)).toEqual(expected);
    } finally {
      if (second !== first) await second.close();
      await first.close();
    }
  });
});
