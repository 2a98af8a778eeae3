import type { FavoriteItem } from '../../domain/types';
import { countOf } from '@ds/lib/count';

export type FavoriteType = FavoriteItem['type'];

export interface FavoriteFilters {
  /** Empty means every type. */
  types: FavoriteType[];
  /** Empty means every category. */
  categories: string[];
}

export const favoriteTypeLabels: Record<FavoriteType, string> = {
  product: 'Products',
  recipe: 'Recipes',
};

const favoriteTypes = Object.keys(favoriteTypeLabels) as FavoriteType[];

/** '1 Item', '0 Items', '15 Items'. */
export function itemCountLabel(count: number): string {
  return countOf(count, 'Item');
}

/** Newest first (by the moment it was saved), ties by name so the order never flickers. */
export function newestFavoritesFirst(items: readonly FavoriteItem[]): FavoriteItem[] {
  return [...items].sort(
    (a, b) => b.addedAt.localeCompare(a.addedAt) || a.name.localeCompare(b.name),
  );
}

/** The categories among the saved items, alphabetical, each once. */
export function favoriteCategories(items: readonly FavoriteItem[]): string[] {
  return [...new Set(items.map((item) => item.category))].sort((a, b) => a.localeCompare(b));
}

/** Types and categories combine with AND; an empty selection of either means all (spec). */
export function filterFavorites(
  items: readonly FavoriteItem[],
  { types, categories }: FavoriteFilters,
): FavoriteItem[] {
  return items.filter(
    (item) =>
      (types.length === 0 || types.includes(item.type)) &&
      (categories.length === 0 || categories.includes(item.category)),
  );
}

/** Reads `?type=product&category=Sauces&category=Seafood`; unknown types are ignored. */
export function readFavoriteFilters(params: URLSearchParams): FavoriteFilters {
  return {
    types: [...new Set(params.getAll('type'))].filter((type): type is FavoriteType =>
      favoriteTypes.includes(type as FavoriteType),
    ),
    categories: [...new Set(params.getAll('category').filter(Boolean))],
  };
}

/** Writes the filters back, keeping any other parameter of the page. */
export function writeFavoriteFilters(
  params: URLSearchParams,
  { types, categories }: FavoriteFilters,
): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete('type');
  next.delete('category');
  for (const type of types) next.append('type', type);
  for (const category of categories) next.append('category', category);
  return next;
}
