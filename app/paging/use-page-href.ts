import { useLocation } from 'react-router-dom';
import { useLatestSearchParams } from '../use-latest-search-params';

/**
 * The address of each page of a public list paged by the server (the shop, recipes, forum
 * threads): this page's URL with `?page=` (none for page 1), its other parameters kept, for
 * PaginationLinks.
 */
export function usePageHref(): (page: number) => string {
  const [searchParams] = useLatestSearchParams();
  const { pathname } = useLocation();
  return (page: number) => {
    const params = new URLSearchParams(searchParams);
    if (page === 1) params.delete('page');
    else params.set('page', String(page));
    const search = params.toString();
    return search ? `${pathname}?${search}` : pathname;
  };
}
