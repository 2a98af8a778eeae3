import type { StateStorage } from 'zustand/middleware';
import type { FavoriteItem } from '../../domain/types';
import { createPersistedStore } from './persisted-store';
import { array, boolean, int, object, oneOf, optional, string } from './stored-shape';

const favoriteSchema = object<FavoriteItem>({
  id: int(),
  type: oneOf(['product', 'recipe']),
  refId: string({ min: 1 }),
  name: string(),
  category: string(),
  image: string(),
  addedAt: string({ format: 'datetime' }),
  priceCents: optional(int({ min: 0 })),
  size: optional(string()),
  inStock: optional(boolean),
});

const favoritesSchema = object<{ items: FavoriteItem[] }>({ items: array(favoriteSchema) });

/** What a heart button knows about the thing it saves; id and date are added here. */
export type NewFavorite = Omit<FavoriteItem, 'id' | 'addedAt'>;

export interface FavoritesState {
  items: FavoriteItem[];
  /** Saves the item if it is not saved, removes it if it is. Returns whether it is now saved. */
  toggle: (item: NewFavorite) => boolean;
  remove: (type: FavoriteItem['type'], refId: string) => void;
  replace: (items: FavoriteItem[]) => void;
}

export const isFavorite = (
  items: readonly FavoriteItem[],
  type: FavoriteItem['type'],
  refId: string,
) => items.some((item) => item.type === type && item.refId === refId);

/** Newest first, as the favourites page lists them. */
export const newestFirst = (items: readonly FavoriteItem[]) =>
  [...items].sort((a, b) => b.addedAt.localeCompare(a.addedAt));

export function createFavoritesStore(
  seed: () => FavoriteItem[],
  storage?: StateStorage,
  now: () => Date = () => new Date(),
  name = 'ff.favorites',
) {
  return createPersistedStore<{ items: FavoriteItem[] }, FavoritesState>({
    name,
    version: 1,
    schema: favoritesSchema,
    storage,
    initial: () => ({ items: seed() }),
    pick: ({ items }) => ({ items }),
    actions: (set, get) => ({
      toggle: (item) => {
        const { items } = get();
        if (isFavorite(items, item.type, item.refId)) {
          get().remove(item.type, item.refId);
          return false;
        }
        const id = items.reduce((max, existing) => Math.max(max, existing.id), 0) + 1;
        set({ items: [{ ...item, id, addedAt: now().toISOString() }, ...items] });
        return true;
      },
      remove: (type, refId) =>
        set({ items: get().items.filter((i) => !(i.type === type && i.refId === refId)) }),
      replace: (items) => set({ items }),
    }),
  });
}
