import { slugPattern } from '../../domain/slug';
import type { Db } from '../db/client';
import { NotFound } from '../errors';
import { getProduct } from '../services/products';
import { getRecipe } from '../services/recipes';
import { defaultHead, productHead, recipeHead, type PageHead } from './page-head';

/** The pages that show one record, by the record's id (a slug) in their last segment. */
const recordPage = /^\/(shop|recipes|forum\/thread|forum\/category)\/([^/]+)$/;

/** The segment's id, or undefined when it cannot name a record (a broken escape, not a slug). */
function recordId(segment: string): string | undefined {
  try {
    const id = decodeURIComponent(segment);
    return id.length <= 200 && slugPattern.test(id) ? id : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The head of the page at `path`: a product's or a recipe's from the database, else the
 * defaults; with 404 when the path's id cannot name a record (a broken escape, not a slug),
 * never looked up. An unknown product or recipe is a 200 whose page says "not found", as before.
 */
export async function pageHeadFor(
  db: Db,
  origin: string,
  path: string,
): Promise<{ head: PageHead; status: 200 | 404 }> {
  const fallback = { head: defaultHead(origin, path), status: 200 } as const;
  const [, section, segment] = recordPage.exec(path) ?? [];
  if (!section || !segment) return fallback;
  const id = recordId(segment);
  if (id === undefined) return { ...fallback, status: 404 };
  try {
    if (section === 'shop')
      return { head: productHead(origin, await getProduct(db, id)), status: 200 };
    if (section === 'recipes')
      return { head: recipeHead(origin, await getRecipe(db, id)), status: 200 };
  } catch (error) {
    if (!(error instanceof NotFound)) throw error;
  }
  return fallback;
}
