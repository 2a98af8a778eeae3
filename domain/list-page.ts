import { z } from 'zod';

/**
 * Server-side pages of the console's long lists (orders, Inbox messages, users): `?page=` counts
 * from 1 and `?limit=` rows per page. Page numbers rather than cursors: the console shows
 * "Page 3 of 7" with the total, and an admin shares or reloads a page by its URL.
 */
export const pageLimits = { default: 24, max: 100, maxPage: 100_000 } as const;

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

/** One page of a list: its rows, how many rows the whole (filtered) list has, and where it is. */
export interface ListPage<T> {
  items: T[];
  /** Every row the filters let through, on all pages. */
  total: number;
  page: number;
  limit: number;
}

/** How many pages `total` rows fill (at least 1, so an empty list is "page 1 of 1"). */
export const pageCountOf = (total: number, limit: number) => Math.max(1, Math.ceil(total / limit));

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

/** The query string of a list request: only the parameters that are set (arrays repeat). */
export function listSearch(query: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (Array.isArray(value)) for (const item of value) params.append(key, String(item));
    else if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  return params.size > 0 ? `?${params}` : '';
}
