import { useLatestSearchParams } from '../use-latest-search-params';
import { withParam } from './list-filters';
import { readPageParams } from './page-params';

/**
 * A console list's page, kept in the URL (?page=2; ?limit= as given): `goTo` adds a history entry,
 * so Back returns to the page before.
 */
export function useUrlPage() {
  const [params, setParams] = useLatestSearchParams();
  return {
    paging: readPageParams(params),
    goTo: (page: number) => setParams((latest) => withParam(latest, 'page', String(page), '1')),
  };
}
