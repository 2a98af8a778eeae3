import { z } from 'zod';
import { pageLimits, type ListPage } from './list-search';

export { listSearch, pageCountOf, pageLimits, readPaging, type ListPage } from './list-search';

/**
 * Server-side pages of the console's long lists (orders, Inbox messages, users): `?page=` counts
 * from 1 and `?limit=` rows per page. Page numbers rather than cursors: the console shows
 * "Page 3 of 7" with the total, and an admin shares or reloads a page by its URL.
 */

export const limitMessage = `limit must be a whole number from 1 to ${pageLimits.max}`;
export const pageMessage = `page must be a whole number from 1 to ${pageLimits.maxPage}`;

/** A query parameter that must be a whole number from 1 to `max` ('024' and ' 5' included). */
const wholeNumber = (max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .regex(/^\d{1,7}$/, message)
    .transform(Number)
    .refine((n) => n >= 1 && n <= max, message);

/** `?page=&limit=`, both optional: page 1 of 24 rows unless asked. */
export const pageQueryShape = {
  page: wholeNumber(pageLimits.maxPage, pageMessage).default(1),
  limit: wholeNumber(pageLimits.max, limitMessage).default(pageLimits.default),
};

export const pageQuerySchema = z.object(pageQueryShape);
export type PageQuery = z.output<typeof pageQuerySchema>;

/** The rows to skip before `page`. */
export const offsetOf = ({ page, limit }: PageQuery) => (page - 1) * limit;

/** A page of rows already in memory (the user pool, which has no query language to page it). */
export function pageOf<T>(rows: readonly T[], query: PageQuery): ListPage<T> {
  const start = offsetOf(query);
  return {
    items: rows.slice(start, start + query.limit),
    total: rows.length,
    page: query.page,
    limit: query.limit,
  };
}

/** A search box's text in a list query: trimmed, at most `max` characters. */
export const searchParam = (max: number) =>
  z
    .string({ error: 'Search for one text' })
    .trim()
    .max(max, `Keep the search under ${max} characters`)
    .optional();

/** A repeatable choice (?payment=paid&payment=refunded): one value or several, as a list. */
export const choiceList = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z
    .union([z.enum(values, { error: message }), z.array(z.enum(values, { error: message }))], {
      error: message,
    })
    .transform((value) => (Array.isArray(value) ? value : [value]))
    .optional();
