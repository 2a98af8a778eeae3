import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seededFavorites } from '../../fixtures/favorites';
import type { FavoriteItem } from '../../domain/types';
import {
  favoriteCategories,
  filterFavorites,
  itemCountLabel,
  newestFavoritesFirst,
  readFavoriteFilters,
  writeFavoriteFilters,
  type FavoriteFilters,
} from './favorites-view';

const favorite = fc.record({
  id: fc.integer({ min: 1, max: 10_000 }),
  type: fc.constantFrom('product' as const, 'recipe' as const),
  refId: fc.string({ minLength: 1 }),
  name: fc.string(),
  category: fc.constantFrom('Sauces', 'Seasonings', 'Seafood', 'Smoked Meats'),
  image: fc.constant('/favicon.svg'),
  addedAt: fc
    .integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2030, 0, 1) })
    .map((ms) => new Date(ms).toISOString()),
}) satisfies fc.Arbitrary<FavoriteItem>;

const filters = fc.record({
  types: fc.subarray(['product', 'recipe'] as const).map((types) => [...types]),
  categories: fc.subarray(['Sauces', 'Seasonings', 'Seafood', 'Smoked Meats', 'Bakery']),
}) satisfies fc.Arbitrary<FavoriteFilters>;

describe('favourites views', () => {
  it("counts '1 Item' and 'N Items'", () => {
    expect(itemCountLabel(1)).toBe('1 Item');
    expect(itemCountLabel(0)).toBe('0 Items');
    expect(itemCountLabel(15)).toBe('15 Items');
  });

  it('lists the 15 seeded favourites newest first', () => {
    const sorted = newestFavoritesFirst(seededFavorites);
    expect(sorted).toHaveLength(15);
    expect(sorted.map((item) => item.id)).toEqual(
      Array.from({ length: 15 }, (_, index) => 15 - index),
    );
  });

  it('combines types and categories with AND; an empty choice means all', () => {
    expect(filterFavorites(seededFavorites, { types: [], categories: [] })).toHaveLength(15);
    expect(filterFavorites(seededFavorites, { types: ['recipe'], categories: [] })).toHaveLength(7);
    expect(
      filterFavorites(seededFavorites, { types: ['product'], categories: ['Sauces'] }).map(
        (item) => item.name,
      ),
    ).toEqual([
      'Kansas City Sweet BBQ Sauce',
      'Ghost Pepper Hot Sauce',
      'Carolina Gold Mustard Sauce',
    ]);
    expect(filterFavorites(seededFavorites, { types: ['recipe'], categories: ['Sauces'] })).toEqual(
      [],
    );
  });

  it('keeps exactly the items matching both filters, in their order', () => {
    fc.assert(
      fc.property(fc.array(favorite, { maxLength: 30 }), filters, (items, chosen) => {
        const kept = filterFavorites(items, chosen);
        const expected = items.filter(
          (item) =>
            (chosen.types.length === 0 || chosen.types.includes(item.type)) &&
            (chosen.categories.length === 0 || chosen.categories.includes(item.category)),
        );
        expect(kept).toEqual(expected);
      }),
    );
  });

  it('sorts newest first without losing or adding items', () => {
    fc.assert(
      fc.property(fc.array(favorite, { maxLength: 30 }), (items) => {
        const sorted = newestFavoritesFirst(items);
        expect(sorted).toHaveLength(items.length);
        for (let i = 1; i < sorted.length; i++) {
          expect(sorted[i - 1]!.addedAt >= sorted[i]!.addedAt).toBe(true);
        }
      }),
    );
  });

  it('lists each category once, alphabetically', () => {
    expect(favoriteCategories(seededFavorites)).toEqual([
      'Accessories',
      'Grilled Poultry',
      'Sauces',
      'Sauces & Rubs',
      'Seafood',
      'Seasonings',
      'Smoked Meats',
      'Vegetables & Sides',
    ]);
  });

  it('round-trips the filters through the URL and keeps other parameters', () => {
    fc.assert(
      fc.property(filters, (chosen) => {
        const params = writeFavoriteFilters(new URLSearchParams('tab=all'), chosen);
        expect(params.get('tab')).toBe('all');
        expect(readFavoriteFilters(params)).toEqual(chosen);
      }),
    );
    expect(readFavoriteFilters(new URLSearchParams('type=dessert&type=recipe'))).toEqual({
      types: ['recipe'],
      categories: [],
    });
  });
});
