/**
 * The parts of a list's paging the app needs at first paint, without the schema library: the
 * limits, the page count, the query string of a list request, and the paging a page's URL asks
 * for. The schemas that enforce the same rules are in list-page.ts.
 */

export const pageLimits = { default: 24, max: 100, maxPage: 100_000 } as const;

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

/** The query string of a list request: only the parameters that are set (arrays repeat). */
export function listSearch(query: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (Array.isArray(value)) for (const item of value) params.append(key, String(item));
    else if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  return params.size > 0 ? `?${params}` : '';
}

const pagingMax = { limit: pageLimits.max, page: pageLimits.maxPage } as const;

/**
 * The paging a page's URL asks for: a value the API would refuse (list-page.ts's rule: a whole
 * number from 1 to the maximum) is left out, so a hand-edited address still shows a page.
 */
export function readPaging(params: URLSearchParams): Partial<Record<'limit' | 'page', string>> {
  const paging: Partial<Record<'limit' | 'page', string>> = {};
  for (const key of ['limit', 'page'] as const) {
    const value = params.get(key)?.trim();
    if (value && /^\d{1,7}$/.test(value) && Number(value) >= 1 && Number(value) <= pagingMax[key]) {
      paging[key] = value;
    }
  }
  return paging;
}
