import { describe, expect, it } from 'vitest';
import type { StateStorage } from 'zustand/middleware';
import { maxFavorites } from '../../domain/constants';
import type { FavoriteItem } from '../../domain/types';
import { createFavoritesStore, isFavorite, newestFirst } from './favorites-store';

function memoryStorage(initial: Record<string, string> = {}): StateStorage {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

const seeded: FavoriteItem[] = [
  {
    id: 1,
    type: 'recipe',
    refId: 'texas-style-brisket',
    name: 'Texas-Style Brisket',
    category: 'Smoked Meats',
    image: '/images/recipes/texas-style-brisket.svg',
    addedAt: '2024-03-01T10:00:00.000Z',
  },
];

const rub = {
  type: 'product' as const,
  refId: 'texas-brisket-rub',
  name: 'Texas Brisket Rub',
  category: 'Seasonings',
  image: '/images/products/texas-brisket-rub.svg',
  priceCents: 1299,
  size: '8 oz',
  inStock: true,
};

describe('favorites store', () => {
  it('starts a new visitor with the seeded favourites', () => {
    const store = createFavoritesStore(() => seeded, memoryStorage());
    expect(store.getState().items).toEqual(seeded);
  });

  it('toggles an item in and out, newest first, with a fresh id and date', () => {
    const now = () => new Date('2026-11-22T12:00:00.000Z');
    const store = createFavoritesStore(() => seeded, memoryStorage(), now);
    expect(store.getState().toggle(rub)).toBe('saved');
    const [first] = newestFirst(store.getState().items);
    expect(first).toMatchObject({
      id: 2,
      refId: 'texas-brisket-rub',
      addedAt: '2026-11-22T12:00:00.000Z',
    });
    expect(isFavorite(store.getState().items, 'product', 'texas-brisket-rub')).toBe(true);
    expect(store.getState().toggle(rub)).toBe('removed');
    expect(isFavorite(store.getState().items, 'product', 'texas-brisket-rub')).toBe(false);
  });

  it('saves none past the limit, and still removes one', () => {
    const full = Array.from({ length: maxFavorites }, (_, i) => ({
      ...seeded[0]!,
      id: i + 1,
      refId: `recipe-${i}`,
    }));
    const store = createFavoritesStore(() => full, memoryStorage());
    expect(store.getState().toggle(rub)).toBe('full');
    expect(store.getState().items).toHaveLength(maxFavorites);
    expect(store.getState().toggle({ ...rub, type: 'recipe', refId: 'recipe-0' })).toBe('removed');
    expect(store.getState().toggle(rub)).toBe('saved');
  });

  it('survives a reload and drops a corrupted item without re-seeding the list', () => {
    const storage = memoryStorage();
    createFavoritesStore(() => seeded, storage)
      .getState()
      .remove('recipe', 'texas-style-brisket');
    expect(createFavoritesStore(() => seeded, storage).getState().items).toEqual([]);

    const broken = memoryStorage({
      'ff.favorites': '{"state":{"items":[{"id":"x"}]},"version":1}',
    });
    // The stored list is the visitor's: its one invalid item goes, the sample data stays out.
    expect(createFavoritesStore(() => seeded, broken).getState().items).toEqual([]);
  });
});
