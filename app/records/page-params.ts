import { pageCountOf, pageLimits } from '@domain/list-search';
import { countOf } from '@ds/lib/count';

/** The page a console list shows, read from its URL (?page=2&limit=50). */
export interface PageParams {
  page: number;
  limit: number;
}

const wholeNumber = (value: string | null, max: number) => {
  if (value === null || !/^\d{1,7}$/.test(value.trim())) return undefined;
  const n = Number(value);
  return n >= 1 && n <= max ? n : undefined;
};

/**
 * ?page= and ?limit= as the API accepts them; anything it would refuse (0, 'abc', 101) reads as
 * the default (page 1, 24 rows), so a hand-edited URL shows a list rather than an error page.
 */
export function readPageParams(params: URLSearchParams): PageParams {
  return {
    page: wholeNumber(params.get('page'), pageLimits.maxPage) ?? 1,
    limit: wholeNumber(params.get('limit'), pageLimits.max) ?? pageLimits.default,
  };
}

/**
 * The count line over a paged list: '15 orders' when one page holds them all, else
 * 'Showing 25–48 of 180 orders' (the rows on this page, of the filtered total).
 */
export function pageCountLine(
  { page, limit }: PageParams,
  total: number,
  shown: number,
  noun: string,
): string {
  const pageCount = pageCountOf(total, limit);
  if (shown === 0 && page > pageCount) {
    return `Nothing on page ${page}: ${countOf(total, noun)} fill ${countOf(pageCount, 'page')}`;
  }
  if (pageCount <= 1) return countOf(shown, noun);
  const from = (page - 1) * limit + 1;
  return `Showing ${from}–${from + shown - 1} of ${countOf(total, noun)}`;
}
