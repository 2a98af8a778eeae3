import { matchPagePattern, type PagePattern } from '../../domain/paths';
import { slugPattern } from '../../domain/slug';
import type { Db } from '../db/client';
import { NotFound } from '../errors';
import { forumThreadExists, getForumCategory } from '../services/forum';
import { orderExists } from '../services/orders';
import { getProduct } from '../services/products';
import { getRecipe } from '../services/recipes';
import { currentStoreName } from '../services/settings';
import { defaultHead, notFoundHead, productHead, recipeHead, type PageHead } from './page-head';

/** A record's id: a slug; an order number (FF-2026-0001): letters, digits and dashes. */
const isSlug = (id: string) => id.length <= 200 && slugPattern.test(id);
const isOrderNumber = (id: string) => /^[A-Za-z0-9-]{1,64}$/.test(id);

/** The segment's id, or undefined when it cannot name a record (a broken escape, a bad shape). */
function idIn(segment: string, valid: (id: string) => boolean): string | undefined {
  try {
    const id = decodeURIComponent(segment);
    return valid(id) ? id : undefined;
  } catch {
    return undefined;
  }
}

type Found = { head: PageHead; status: 200 } | 'not found';

/** The page of one record: its head (a product's, a recipe's) if it exists. */
async function recordPage(
  db: Db,
  origin: string,
  path: string,
  pattern: PagePattern,
  segment: string,
  storeName: string,
): Promise<Found> {
  const plain = { head: defaultHead(origin, path, storeName), status: 200 } as const;
  if (pattern === '/invoice/:orderId') {
    const id = idIn(segment, isOrderNumber);
    return id !== undefined && (await orderExists(db, id)) ? plain : 'not found';
  }
  const id = idIn(segment, isSlug);
  if (id === undefined) return 'not found';
  try {
    if (pattern === '/shop/:id')
      return { head: productHead(origin, await getProduct(db, id), storeName), status: 200 };
    if (pattern === '/recipes/:id')
      return { head: recipeHead(origin, await getRecipe(db, id), storeName), status: 200 };
    if (pattern === '/forum/category/:categoryId') await getForumCategory(db, id);
    if (pattern === '/forum/thread/:threadId' && !(await forumThreadExists(db, id)))
      return 'not found';
    return plain;
  } catch (error) {
    if (error instanceof NotFound) return 'not found';
    throw error;
  }
}

/**
 * The head and status of the page at `path`: a product's or a recipe's head from the database,
 * else the defaults; 404 (and `noindex`) for a path no page has, and for a product, recipe,
 * forum category, thread or order that does not exist. The page still paints: the app shows
 * its not-found screen there, and crawlers read the status.
 */
export async function pageHeadFor(
  db: Db,
  origin: string,
  path: string,
): Promise<{ head: PageHead; status: 200 | 404 }> {
  // Titles name the store as the admin last saved it; a database without settings, the brand.
  const storeName = await currentStoreName(db);
  // The shell itself, which the service worker precaches for every navigation.
  if (path === '/index.html') return { head: defaultHead(origin, path, storeName), status: 200 };
  const match = matchPagePattern(path);
  const found = !match
    ? 'not found'
    : match.segment === undefined
      ? ({ head: defaultHead(origin, path, storeName), status: 200 } as const)
      : await recordPage(db, origin, path, match.pattern, match.segment, storeName);
  return found === 'not found' ? { head: notFoundHead(origin, storeName), status: 404 } : found;
}
