import { and, asc, desc, eq, exists, gt, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { writers } from '../../domain/permissions';
import type { productInputSchema, productUpdateSchema } from '../../domain/schemas';
import type { Product, ProductSize } from '../../domain/types';
import { authorize, type Caller } from '../caller';
import type { Db } from '../db/client';
import { orders, products, productSizes } from '../db/schema';
import { NotFound } from '../errors';
import { ensureCategory } from './categories';
import { addSizes, changeSizes } from './product-sizes';
import { freshSlug } from './slugs';

export type ProductFields = z.output<typeof productInputSchema>;
export type ProductChanges = z.output<typeof productUpdateSchema>;
type ProductRow = typeof products.$inferSelect;
type SizeRow = typeof productSizes.$inferSelect;

const productNotFound = () => new NotFound('Product not found');
const relatedLimit = 3;

function toSize(row: SizeRow): ProductSize {
  const size: ProductSize = {
    id: row.id,
    size: row.size,
    priceCents: row.priceCents,
    stock: row.stock,
    inStock: row.stock > 0,
  };
  if (row.salePercent !== null) size.salePercent = row.salePercent;
  return size;
}

/** The API's Product: optional fields that are null are left out, `inStock` is derived from stock. */
function toProduct(row: ProductRow, sizes: SizeRow[]): Product {
  const product: Product = {
    id: row.id,
    name: row.name,
    brand: row.brand,
    category: row.category,
    description: row.description,
    images: row.images,
    sizes: sizes.map(toSize),
    features: row.features,
    rating: row.rating,
    reviewCount: row.reviewCount,
  };
  if (row.specifications) product.specifications = row.specifications;
  if (row.tags) product.tags = row.tags;
  return product;
}

const listed = eq(products.archived, false);

/** Products matching `where`, in list order, each with its sizes in their order. */
async function loadProducts(db: Db, where: SQL | undefined): Promise<Product[]> {
  const rows = await db
    .select()
    .from(products)
    .where(and(listed, where))
    .orderBy(asc(products.position));
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const sizes = await db
    .select()
    .from(productSizes)
    .where(inArray(productSizes.productId, ids))
    .orderBy(asc(productSizes.position));
  // Map.groupBy needs Node 21.
  const sizesOf = new Map<string, SizeRow[]>(ids.map((id) => [id, []]));
  for (const size of sizes) sizesOf.get(size.productId)!.push(size);
  return rows.map((row) => toProduct(row, sizesOf.get(row.id)!));
}

export const listProducts = (db: Db) => loadProducts(db, undefined);

export async function getProduct(db: Db, id: string): Promise<Product> {
  const [product] = await loadProducts(db, eq(products.id, id));
  if (!product) throw productNotFound();
  return product;
}

/** Up to three products with stock to show beside one: its own category first, then list order. */
export async function relatedProducts(db: Db, id: string): Promise<Product[]> {
  const { category } = await getProduct(db, id);
  const hasStock = exists(
    db
      .select({ one: sql`1` })
      .from(productSizes)
      .where(and(eq(productSizes.productId, products.id), gt(productSizes.stock, 0))),
  );
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(listed, ne(products.id, id), hasStock))
    .orderBy(desc(sql`${products.category} = ${category}`), asc(products.position))
    .limit(relatedLimit);
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const related = await loadProducts(db, inArray(products.id, ids));
  return ids.map((relatedId) => related.find((product) => product.id === relatedId)!);
}

const columnsFrom = (input: Omit<ProductFields, 'sizes'>) => ({
  name: input.name,
  brand: input.brand,
  category: input.category,
  description: input.description,
  images: input.images,
  features: input.features,
  specifications: input.specifications ?? null,
  tags: input.tags ?? null,
});

/**
 * A new product: its id is a unique slug of its name; ratings start at zero (reviews set them).
 * A category named in another case is saved in the category's own spelling.
 */
export function createProduct(db: Db, caller: Caller | null, input: ProductFields) {
  authorize(caller, writers.products);
  return db.transaction(async (tx) => {
    const category = await ensureCategory(tx, input.category);
    const id = await freshSlug(tx, products, products.id, input.name);
    await tx
      .insert(products)
      .values({ id, ...columnsFrom(input), category, rating: 0, reviewCount: 0 });
    await addSizes(tx, id, input.name, input.sizes);
    return getProduct(tx, id);
  });
}

/**
 * Saves every field a client may send; the id, rating and review count (from reviews) stay.
 * Sizes change in place and stock only by an adjustment (see changeSizes): a save never
 * writes back a count that orders have moved since.
 */
export function updateProduct(db: Db, caller: Caller | null, id: string, input: ProductChanges) {
  authorize(caller, writers.products);
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.id, id), listed))
      .for('update');
    if (!existing) throw productNotFound();
    const category = await ensureCategory(tx, input.category);
    await tx
      .update(products)
      .set({ ...columnsFrom(input), category, updatedAt: new Date() })
      .where(eq(products.id, id));
    await changeSizes(tx, id, input);
    return getProduct(tx, id);
  });
}

/**
 * Deletes a product, or archives it when orders name it: it leaves the shop, and the orders
 * keep what they charged (their lines hold their own name, size and price).
 */
export async function deleteProduct(db: Db, caller: Caller | null, id: string): Promise<void> {
  authorize(caller, writers.products);
  const ordered = await db
    .select({ one: sql`1` })
    .from(orders)
    .where(sql`${orders.items} @> ${JSON.stringify([{ productId: id }])}::jsonb`)
    .limit(1);
  const gone =
    ordered.length > 0
      ? await db
          .update(products)
          .set({ archived: true, updatedAt: new Date() })
          .where(and(eq(products.id, id), listed))
          .returning({ id: products.id })
      : await db.delete(products).where(eq(products.id, id)).returning({ id: products.id });
  if (gone.length === 0) throw productNotFound();
}
