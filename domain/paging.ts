import { z } from 'zod';

/** How many records a list page holds unless `limit` says otherwise, and the most it may ask for. */
export const defaultPageLimit = 24;
export const maxPageLimit = 100;
/** Far beyond any list's end; keeps `(page - 1) * limit` a safe integer. */
const maxPage = 1_000_000;

export const limitMessage = `limit must be a whole number from 1 to ${maxPageLimit}`;
export const pageMessage = 'page must be a whole number from 1';

/**
 * A query parameter holding a whole number from 1 to `max`: digits only (no sign, point or
 * exponent), so the number is whole; a very long one reads as Infinity and is over `max`.
 */
const wholeNumber = (message: string, max: number) =>
  z
    .string(message)
    .regex(/^[0-9]+$/, message)
    .transform(Number)
    .pipe(z.number().min(1, message).max(max, message));

/**
 * `?limit=&page=` of a paged public list (shop, recipes, forum threads): pages count from 1;
 * a page past the end is an empty page that still carries the total.
 */
export const pageQuerySchema = z.object({
  limit: wholeNumber(limitMessage, maxPageLimit).default(defaultPageLimit),
  page: wholeNumber(pageMessage, maxPage).default(1),
});

export type PageQuery = z.output<typeof pageQuerySchema>;

/** One page of a list, with what the page links need: the filtered total and the page count. */
export interface Page<T> {
  items: T[];
  /** Records matching the query's filters, on every page. */
  total: number;
  page: number;
  limit: number;
  /** At least 1, so an empty list still has its (empty) first page. */
  pageCount: number;
}

export const pageCountOf = (total: number, limit: number) => Math.max(1, Math.ceil(total / limit));

/** The `page`th slice of `all` (already filtered and sorted). */
export function pageOf<T>(all: readonly T[], { limit, page }: PageQuery): Page<T> {
  const start = (page - 1) * limit;
  return {
    items: all.slice(start, start + limit),
    total: all.length,
    page,
    limit,
    pageCount: pageCountOf(all.length, limit),
  };
}

/**
 * The paging a page's URL asks for, for the app: a value the API would refuse is left out
 * (the list's default then), so a hand-edited address still shows a page.
 */
export function readPaging(params: URLSearchParams): Partial<Record<'limit' | 'page', string>> {
  const paging: Partial<Record<'limit' | 'page', string>> = {};
  for (const key of ['limit', 'page'] as const) {
    const value = params.get(key);
    if (value !== null && pageQuerySchema.shape[key].safeParse(value).success) paging[key] = value;
  }
  return paging;
}
