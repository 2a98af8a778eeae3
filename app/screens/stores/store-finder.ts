import { nearestLocations, resolveZip } from '@domain/store-search';
import type { Location } from '@domain/types';
import { countOf } from '@ds/lib/count';

export interface StoreResult {
  location: Location;
  /** Miles from the searched place; only for a ZIP or neighbourhood search. */
  distanceMiles?: number;
  deliversToYou?: boolean;
}

export type StoreSearch =
  /** No search: every store in its usual order. */
  | { kind: 'all'; results: StoreResult[] }
  /** A ZIP code or a known neighbourhood: nearest first, with distances. */
  | { kind: 'nearest'; place: string; results: StoreResult[] }
  /** Any other text: the stores whose name or address mention it. */
  | { kind: 'text'; query: string; results: StoreResult[] }
  /** Nothing matched: every store, and a message saying so. */
  | { kind: 'none'; query: string; results: StoreResult[] };

/**
 * The store finder's search: a ZIP code (or a neighbourhood we know) orders the stores by
 * distance and says which deliver there; other text filters by name, street, city or ZIP;
 * nothing matching falls back to every store.
 */
export function findStores(locations: readonly Location[], query: string): StoreSearch {
  const all = locations.map((location) => ({ location }));
  const text = query.trim();
  if (!text) return { kind: 'all', results: all };

  const origin = resolveZip(text);
  if (origin) {
    const results = nearestLocations(text, locations).map((found) => ({
      location: found.location,
      distanceMiles: found.distanceMiles,
      deliversToYou: found.withinDeliveryRadius,
    }));
    if (results.length > 0) {
      return { kind: 'nearest', place: `${origin.area} (${origin.zip})`, results };
    }
  }

  const wanted = text.toLowerCase();
  const matches = all.filter(({ location }) =>
    [location.name, location.address, location.city, location.state, location.zip]
      .join(' ')
      .toLowerCase()
      .includes(wanted),
  );
  return matches.length > 0
    ? { kind: 'text', query: text, results: matches }
    : { kind: 'none', query: text, results: all };
}

/** The line above the results, e.g. 'Stores nearest to Lincoln Park (60614)'. */
export function searchSummary(search: StoreSearch): string {
  const count = search.results.length;
  const stores = countOf(count, 'store');
  switch (search.kind) {
    case 'all':
      return `${stores} in Chicago`;
    case 'nearest':
      return `${stores}, nearest to ${search.place} first`;
    case 'text':
      return `${stores} matching “${search.query}”`;
    case 'none':
      return `No stores match “${search.query}”. Showing all ${stores}.`;
  }
}
