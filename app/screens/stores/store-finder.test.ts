import { describe, expect, it } from 'vitest';
import { locations } from '@fixtures/locations';
import { findStores, searchSummary } from './store-finder';

const ids = (query: string) => findStores(locations, query).results.map((r) => r.location.id);

describe('store finder', () => {
  it('lists every store in order without a search', () => {
    const search = findStores(locations, '  ');
    expect(search.kind).toBe('all');
    expect(ids('')).toEqual(['downtown-chicago', 'north-side', 'south-side']);
    expect(searchSummary(search)).toBe('3 stores in Chicago');
  });

  it('orders by distance from a ZIP code, with miles and delivery', () => {
    const search = findStores(locations, '60614');
    expect(search.kind).toBe('nearest');
    expect(ids('60614')).toEqual(['north-side', 'downtown-chicago', 'south-side']);
    const [north, downtown, south] = search.results;
    expect(north!.distanceMiles).toBeLessThan(downtown!.distanceMiles!);
    expect(north!.deliversToYou).toBe(true);
    expect(south!.distanceMiles).toBeGreaterThan(8);
    expect(searchSummary(search)).toBe('3 stores, nearest to Lincoln Park (60614) first');
  });

  it('finds the ZIP inside an address and knows neighbourhood names', () => {
    expect(ids('1200 E 55th St, Chicago, IL 60615')[0]).toBe('south-side');
    expect(findStores(locations, 'Hyde Park').kind).toBe('nearest');
  });

  it('says a far-away ZIP gets no delivery', () => {
    const search = findStores(locations, '60201'); // Evanston
    expect(search.results.every((r) => r.distanceMiles! > 0)).toBe(true);
    expect(search.results.find((r) => r.location.id === 'south-side')?.deliversToYou).toBe(false);
  });

  it('filters by name, street or city for other text, in any case', () => {
    expect(ids('north')).toEqual(['north-side']);
    expect(ids('michigan ave')).toEqual(['downtown-chicago']);
    expect(findStores(locations, 'CHICAGO').kind).toBe('text');
    expect(ids('CHICAGO')).toHaveLength(3);
  });

  it('falls back to every store when nothing matches', () => {
    const search = findStores(locations, 'Milwaukee');
    expect(search.kind).toBe('none');
    expect(search.results).toHaveLength(3);
    expect(searchSummary(search)).toBe('No stores match “Milwaukee”. Showing all 3 stores.');
    // A ZIP we do not know is plain text that matches nothing.
    expect(findStores(locations, '90210').kind).toBe('none');
  });

  it('only returns the stores it was given', () => {
    const twoStores = locations.filter((l) => l.id !== 'north-side');
    expect(findStores(twoStores, '60614').results.map((r) => r.location.id)).toEqual([
      'downtown-chicago',
      'south-side',
    ]);
  });
});
