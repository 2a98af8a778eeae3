import { useState } from 'react';
import {
  createSearchParams,
  useSearchParams,
  type NavigateOptions,
  type URLSearchParamsInit,
} from 'react-router-dom';

/** The URLs written but not yet shown by the router, from the one it showed at the time. */
export interface PendingWrites {
  from: string;
  chain: string[];
}

/**
 * The search the screen should show: the last one written while the router is still on
 * its way there (it is on `from` or on one of the earlier writes), else the router's own.
 */
export function latestSearch(routerSearch: string, pending: PendingWrites | null): string {
  if (!pending) return routerSearch;
  const last = pending.chain.at(-1)!;
  const onTheWay =
    routerSearch === pending.from || pending.chain.slice(0, -1).includes(routerSearch);
  return onTheWay ? last : routerSearch;
}

/** The writes after one more, `next`, made while the router showed `routerSearch`. */
export function addWrite(
  routerSearch: string,
  pending: PendingWrites | null,
  next: string,
): PendingWrites {
  const stillPending = pending && latestSearch(routerSearch, pending) !== routerSearch;
  return stillPending
    ? { from: pending.from, chain: [...pending.chain, next] }
    : { from: routerSearch, chain: [next] };
}

/** What a search change can be: the new search, or made from the latest one. */
export type SearchChange = URLSearchParamsInit | ((latest: URLSearchParams) => URLSearchParamsInit);

/**
 * `useSearchParams`, but a change written is read back at once. The router applies a
 * search change a moment later (after its navigation), so two quick changes (two filter
 * chips, fast typing) would otherwise both start from the old URL and the first would be
 * lost.
 */
export function useLatestSearchParams(): [
  URLSearchParams,
  (change: SearchChange, options?: NavigateOptions) => void,
] {
  const [params, setParams] = useSearchParams();
  const [pending, setPending] = useState<PendingWrites | null>(null);
  const routerSearch = params.toString();
  const search = latestSearch(routerSearch, pending);
  // The router has arrived (or moved elsewhere, e.g. Back): nothing is pending any more.
  if (pending && search === routerSearch) setPending(null);

  const latest = search === routerSearch ? params : new URLSearchParams(search);

  function write(change: SearchChange, options?: NavigateOptions) {
    const next = createSearchParams(typeof change === 'function' ? change(latest) : change);
    setPending((current) => addWrite(routerSearch, current, next.toString()));
    setParams(next, options);
  }

  return [latest, write];
}
