import { useState } from 'react';
import { useLatestSearchParams } from '../use-latest-search-params';

export interface UrlFiltersOptions<Filters extends { query: string }> {
  /** Reads the filters from the URL; unknown values are ignored. */
  read: (params: URLSearchParams) => Filters;
  /** The URL for these filters (nothing for the defaults). */
  write: (filters: Filters) => URLSearchParams;
  /** No filter at all: what 'Clear all filters' goes back to. */
  none: Filters;
  /** Whether the filters (search included) hide anything. */
  isFiltered: (filters: Filters) => boolean;
  /** Whether the filters panel starts open: a shared link with panel filters shows them. */
  hasPanelFilters: (filters: Filters) => boolean;
}

/**
 * An admin list's search and filters, kept in the URL so they survive a reload and can be
 * shared: read on every render; `update` writes a change back (replacing the history
 * entry, keeping the scroll position). `toolbarProps` wire up the AdminToolbar.
 */
export function useUrlFilters<Filters extends { query: string }>({
  read,
  write,
  none,
  isFiltered: isFilteredBy,
  hasPanelFilters,
}: UrlFiltersOptions<Filters>) {
  const [params, setParams] = useLatestSearchParams();
  const filters = read(params);
  const [isFiltersOpen, setFiltersOpen] = useState(() => hasPanelFilters(filters));
  const isFiltered = isFilteredBy(filters);

  /** A new search or filter starts again at page 1, keeping the page size (?limit=). */
  const update = (change: Partial<Filters>) =>
    setParams(
      (latest) => {
        const next = write({ ...filters, ...change });
        const limit = latest.get('limit');
        if (limit) next.set('limit', limit);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  const clear = () => update(none);

  return {
    filters,
    update,
    isFiltered,
    clear,
    /** Spread on AdminToolbar. */
    toolbarProps: {
      searchValue: filters.query,
      onSearchChange: (query: string) => update({ query } as Partial<Filters>),
      isFiltersOpen,
      onFiltersOpenChange: setFiltersOpen,
      hasActiveFilters: isFiltered,
      onClearFilters: clear,
    },
  };
}
