import {
  pageCountOf,
  pageOf as listPageOf,
  pageQuerySchema,
  type ListPage,
  type PageQuery,
} from './list-page';

/** The public lists (the shop; recipes and forum threads next) page by the console's rules. */
export { limitMessage, pageMessage, pageQuerySchema, type PageQuery } from './list-page';

/** One page of a public list, with what its page links need: the page count. */
export interface Page<T> extends ListPage<T> {
  /** At least 1, so an empty list still has its (empty) first page. */
  pageCount: number;
}

/** The `page`th slice of `all` (already filtered and sorted); past the end an empty page with the total. */
export function pageOf<T>(all: readonly T[], query: PageQuery): Page<T> {
  const page = listPageOf(all, query);
  return { ...page, pageCount: pageCountOf(page.total, page.limit) };
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
