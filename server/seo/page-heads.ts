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
 * defaults; `found` is false when the path names a record that cannot exist or is not there
 * (the page answers 404 and says so itself).
 */
export async function pageHeadFor(
  db: Db,
  origin: string,
  path: string,
): Promise<{ head: PageHead; found: boolean }> {
  const fallback = defaultHead(origin, path);
  const [, section, segment] = recordPage.exec(path) ?? [];
  if (!section || !segment) return { head: fallback, found: true };
  const id = recordId(segment);
  if (id === undefined) return { head: fallback, found: false };
  try {
    if (section === 'shop')
      return { head: productHead(origin, await getProduct(db, id)), found: true };
    if (section === 'recipes')
      return { head: recipeHead(origin, await getRecipe(db, id)), found: true };
  } catch (error) {
    if (!(error instanceof NotFound)) throw error;
    return { head: fallback, found: false };
  }
  return { head: fallback, found: true };
}
