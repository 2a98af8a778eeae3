import { asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { categories } from '../db/schema';
import { freshSlug } from './slugs';

export interface Category {
  id: string;
  name: string;
}

export function listCategories(db: Db): Promise<Category[]> {
  return db
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .orderBy(asc(categories.position), asc(categories.id));
}

/** Adds a category a product names for the first time, at the end of the list. */
export async function ensureCategory(tx: Tx, name: string): Promise<void> {
  const [existing] = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.name, name));
  if (existing) return;
  const id = await freshSlug(tx, categories, categories.id, name);
  // A concurrent save of the same new name waits on the unique index, then does nothing.
  await tx
    .insert(categories)
    .values({
      id,
      name,
      position: sql`(select coalesce(max(${categories.position}), 0) + 1 from ${categories})`,
    })
    .onConflictDoNothing();
}
