import { pageCountOf, pageOf as listPageOf, type ListPage, type PageQuery } from './list-page';

/** The public lists (the shop; recipes and forum threads next) page by the console's rules. */
export {
  limitMessage,
  pageMessage,
  pageQuerySchema,
  readPaging,
  type PageQuery,
} from './list-page';

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
