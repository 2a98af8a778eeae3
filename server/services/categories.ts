import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { writers } from '../../domain/permissions';
import type { categoryInputSchema, categoryOrderSchema } from '../../domain/schemas';
import type { Category } from '../../domain/types';
import { authorize, type Caller } from '../caller';
import type { Db, Tx } from '../db/client';
import { categories, products } from '../db/schema';
import { Conflict, NotFound } from '../errors';
import { freshSlug } from './slugs';

export type { Category } from '../../domain/types';
export type CategoryFields = z.output<typeof categoryInputSchema>;
export type CategoryOrderFields = z.output<typeof categoryOrderSchema>;

/** `PUT /api/categories/order` is a path of its own, so no category may take that id. */
const reservedIds = ['order'];

const categoryNotFound = () => new NotFound('Category not found');
const nameTaken = (name: string) => new Conflict(`There is already a category named "${name}"`);
const sameName = (name: string) => sql`lower(${categories.name}) = lower(${name})`;
const productsNamed = (name: string) =>
  and(eq(products.archived, false), sql`lower(${products.category}) = lower(${name})`);

export function listCategories(db: Db): Promise<Category[]> {
  return db
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .orderBy(asc(categories.position), asc(categories.id));
}

/** The category a product names, in any case; locked against a rename or delete until commit. */
async function findByName(tx: Tx, name: string): Promise<Category | undefined> {
  const [existing] = await tx
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .where(sameName(name))
    .for('share');
  return existing;
}

const nextPosition = sql`(select coalesce(max(${categories.position}), 0) + 1 from ${categories})`;

/**
 * The category a product is saved under: an existing one matched regardless of case (its own
 * spelling wins), or a new one at the end of the list. Returns the name to store.
 */
export async function ensureCategory(tx: Tx, name: string): Promise<string> {
  const existing = await findByName(tx, name);
  if (existing) return existing.name;
  const id = await freshSlug(tx, categories, categories.id, name, reservedIds);
  // A concurrent save of the same new name waits on the unique index, then does nothing.
  await tx.insert(categories).values({ id, name, position: nextPosition }).onConflictDoNothing();
  return (await findByName(tx, name))?.name ?? name;
}

/** A new category at the end of the list; 409 when the name is taken in any case. */
export function createCategory(
  db: Db,
  caller: Caller | null,
  input: CategoryFields,
): Promise<Category> {
  authorize(caller, writers.categories);
  return db.transaction(async (tx) => {
    const taken = await findByName(tx, input.name);
    if (taken) throw nameTaken(taken.name);
    const id = await freshSlug(tx, categories, categories.id, input.name, reservedIds);
    const [created] = await tx
      .insert(categories)
      .values({ id, name: input.name, position: nextPosition })
      .returning({ id: categories.id, name: categories.name });
    return created!;
  });
}

async function lockCategory(tx: Tx, id: string): Promise<Category> {
  const [category] = await tx
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .where(eq(categories.id, id))
    .for('update');
  if (!category) throw categoryNotFound();
  return category;
}

/**
 * Renames a category and, in the same transaction, every product filed under it, so the
 * shop's chip and its products never disagree. The id stays.
 */
export function renameCategory(
  db: Db,
  caller: Caller | null,
  id: string,
  input: CategoryFields,
): Promise<Category> {
  authorize(caller, writers.categories);
  return db.transaction(async (tx) => {
    const category = await lockCategory(tx, id);
    const [taken] = await tx
      .select({ name: categories.name })
      .from(categories)
      .where(and(sameName(input.name), ne(categories.id, id)));
    if (taken) throw nameTaken(taken.name);
    if (category.name === input.name) return category;
    await tx.update(categories).set({ name: input.name }).where(eq(categories.id, id));
    await tx
      .update(products)
      .set({ category: input.name, updatedAt: new Date() })
      .where(sql`lower(${products.category}) = lower(${category.name})`);
    return { id, name: input.name };
  });
}

/**
 * Puts the categories in the order given. The list must name every category once: a list
 * made before another admin added or deleted one is refused (409), not half applied.
 */
export function reorderCategories(
  db: Db,
  caller: Caller | null,
  { ids }: CategoryOrderFields,
): Promise<Category[]> {
  authorize(caller, writers.categories);
  return db.transaction(async (tx) => {
    const current = await tx.select({ id: categories.id }).from(categories).for('update');
    const known = new Set(current.map((row) => row.id));
    if (ids.length !== known.size || ids.some((id) => !known.has(id))) {
      throw new Conflict('The categories have changed since this list was loaded: reload it');
    }
    for (const [index, id] of ids.entries()) {
      await tx
        .update(categories)
        .set({ position: index + 1 })
        .where(eq(categories.id, id));
    }
    return listCategories(tx);
  });
}

const inUseMessage = (name: string, used: number) =>
  `"${name}" is used by ${used} ${used === 1 ? 'product' : 'products'}. Move or delete them first.`;

/** Deletes an unused category; one that still has products is refused (409) with their count. */
export function deleteCategory(db: Db, caller: Caller | null, id: string): Promise<void> {
  authorize(caller, writers.categories);
  return db.transaction(async (tx) => {
    const category = await lockCategory(tx, id);
    const [{ used }] = (await tx
      .select({ used: count() })
      .from(products)
      .where(productsNamed(category.name))) as [{ used: number }];
    if (used > 0) throw new Conflict(inUseMessage(category.name, used));
    await tx.delete(categories).where(eq(categories.id, id));
  });
}
