import { eq, like, or } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { toSlug, uniqueSlug } from '../../domain/slug';
import type { Tx } from '../db/client';

/** A new id: the slug of `text`, numbered past the ids already in `column` (and in `alsoTaken`). */
export async function freshSlug(
  tx: Tx,
  table: PgTable,
  column: PgColumn,
  text: string,
  alsoTaken: Iterable<string> = [],
): Promise<string> {
  const base = toSlug(text);
  // Slugs hold only a-z, 0-9 and '-', so they need no escaping inside LIKE.
  const rows = await tx
    .select({ id: column })
    .from(table)
    .where(or(eq(column, base), like(column, `${base}-%`)));
  return uniqueSlug(text, new Set([...alsoTaken, ...rows.map((row) => String(row.id))]));
}
