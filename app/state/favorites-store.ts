import type { StateStorage } from 'zustand/middleware';
import { maxFavorites } from '../../domain/constants';
import type { FavoriteItem } from '../../domain/types';
import type { SyncRecord } from './account-sync';
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

type StoredFavorites = Pick<FavoritesState, 'items' | 'sync'>;

const favoritesSchema = object<StoredFavorites>({
  items: array(favoriteSchema),
  sync: optional(
    object<SyncRecord<FavoriteItem>>({
      server: array(favoriteSchema),
      sending: optional(string({ min: 1, max: 100 })),
    }),
  ),
});

/** What a heart button knows about the thing it saves; id and date are added here. */
export type NewFavorite = Omit<FavoriteItem, 'id' | 'addedAt'>;

/** What a heart did: saved the item, removed it, or nothing because the list is full. */
export type FavoriteToggle = 'saved' | 'removed' | 'full';

export interface FavoritesState {
  items: FavoriteItem[];
  /** An account's favourites: the server's copy they were made over (app/state/account-sync.ts). */
  sync?: SyncRecord<FavoriteItem>;
  /** Saves the item if it is not saved (and fewer than 500 are), removes it if it is. */
  toggle: (item: NewFavorite) => FavoriteToggle;
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
  return createPersistedStore<StoredFavorites, FavoritesState>({
    name,
    version: 1,
    schema: favoritesSchema,
    storage,
    initial: () => ({ items: seed() }),
    pick: ({ items, sync }) => ({ items, sync }),
    actions: (set, get) => ({
      toggle: (item) => {
        const { items } = get();
        if (isFavorite(items, item.type, item.refId)) {
          get().remove(item.type, item.refId);
          return 'removed';
        }
        if (items.length >= maxFavorites) return 'full';
        const id = items.reduce((max, existing) => Math.max(max, existing.id), 0) + 1;
        set({ items: [{ ...item, id, addedAt: now().toISOString() }, ...items] });
        return 'saved';
      },
      remove: (type, refId) =>
        set({ items: get().items.filter((i) => !(i.type === type && i.refId === refId)) }),
      replace: (items) => set({ items }),
    }),
  });
}
