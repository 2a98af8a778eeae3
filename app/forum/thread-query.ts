import { listSearch, readPaging } from '@domain/list-search';
import { parseThreadSort, threadSearchMax } from '@domain/thread-sorting';

/**
 * GET /api/forum/threads's query ('' or '?…') for a forum page's URL: the category (the category
 * pages), the search (?q=), the category pages' sort and the paging; a page or limit the API
 * would refuse is left out, and a search over the limit is cut to it, so a hand-edited address
 * still shows a page.
 */
export function threadsSearch(params: URLSearchParams, category?: string): string {
  const sort = category ? parseThreadSort(params.get('sort')) : 'recent';
  return listSearch({
    category,
    q: params.get('q')?.trim().slice(0, threadSearchMax),
    sort: sort === 'recent' ? undefined : sort,
    ...readPaging(params),
  });
}
