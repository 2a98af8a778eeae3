import { useStore } from 'zustand';
import { seededFavorites } from '../../fixtures/favorites';
import { createCartStore, type CartState } from './cart-store';
import { createFavoritesStore, type FavoritesState } from './favorites-store';

/**
 * The browser's cart and favourites, one store each for the whole app. Both persist in
 * localStorage (they survive a reload and a closed tab) and are schema-checked when loaded.
 */
export const cartStore = createCartStore();
export const favoritesStore = createFavoritesStore(() => structuredClone(seededFavorites));

export function useCart<T>(selector: (state: CartState) => T): T {
  return useStore(cartStore, selector);
}

export function useFavorites<T>(selector: (state: FavoritesState) => T): T {
  return useStore(favoritesStore, selector);
}

// Another tab changed the cart or favourites: pick the change up here too.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === cartStore.persist.getOptions().name) void cartStore.persist.rehydrate();
    if (event.key === favoritesStore.persist.getOptions().name) {
      void favoritesStore.persist.rehydrate();
    }
  });
}
