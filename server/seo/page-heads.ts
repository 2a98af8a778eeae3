import type { Db } from '../db/client';
import { NotFound } from '../errors';
import { getProduct } from '../services/products';
import { getRecipe } from '../services/recipes';
import { defaultHead, productHead, recipeHead, type PageHead } from './page-head';

/** The head of the page at `path`: a product's or a recipe's from the database, else the defaults. */
export async function pageHeadFor(db: Db, origin: string, path: string): Promise<PageHead> {
  const [, section, id, ...rest] = path.split('/');
  if (id && rest.length === 0) {
    try {
      const key = decodeURIComponent(id);
      if (section === 'shop') return productHead(origin, await getProduct(db, key));
      if (section === 'recipes') return recipeHead(origin, await getRecipe(db, key));
    } catch (error) {
      // Not in the catalogue (or a malformed id): the page says so itself.
      if (!(error instanceof NotFound) && !(error instanceof URIError)) throw error;
    }
  }
  return defaultHead(origin, path);
}
