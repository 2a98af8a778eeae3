import { useStore } from 'zustand';
import { showToast } from '../../design-system/primitives/Toast/toast-queue';
import { authStore, beforeSignOut } from '../auth/auth-store';
import { accountServer } from '../data/account';
import { ApiError } from '../data/api';
import { followAccount, guestCartKey, guestFavoritesKey } from './account-stores';
import { createCartStore, type CartState } from './cart-store';
import { createFavoritesStore, type FavoritesState } from './favorites-store';

/**
 * The cart and favourites, one store each for the whole app. Both persist in localStorage
 * (they survive a reload and a closed tab) and are schema-checked when loaded. They belong to
 * whoever is signed in: the guest keys ('ff.cart', 'ff.favorites') for a visitor, the
 * account's own ('ff.cart.<userId>', …) once someone signs in, with the guest cart merged in
 * (app/state/account-stores.ts).
 */
// A new visitor starts with no favourites: the sample ones are for stories and tests only.
const guestFavorites = () => [];
export const cartStore = createCartStore(undefined, guestCartKey);
export const favoritesStore = createFavoritesStore(
  guestFavorites,
  undefined,
  undefined,
  guestFavoritesKey,
);

/** The server's own words: a field's message ('A cart can have at most 50 lines') before the summary. */
const refusalReason = (error: unknown) =>
  error instanceof ApiError
    ? (Object.values(error.fields)[0] ?? error.message)
    : error instanceof Error
      ? error.message
      : undefined;

const account = followAccount({
  auth: authStore,
  cart: cartStore,
  favorites: favoritesStore,
  guestFavorites,
  server: accountServer,
  // The server would not take a change (a limit): it was undone here, and this says why.
  onRefused: (list, error) =>
    void showToast({
      title: list === 'cart' ? 'Your cart could not be saved' : 'Your favorites could not be saved',
      description: refusalReason(error),
      tone: 'error',
    }),
});

/** How long signing out waits for the account's last change to reach the server. */
const signOutWaitMs = 5_000;
beforeSignOut(() => account.flush(signOutWaitMs));

export function useCart<T>(selector: (state: CartState) => T): T {
  return useStore(cartStore, selector);
}

export function useFavorites<T>(selector: (state: FavoritesState) => T): T {
  return useStore(favoritesStore, selector);
}

// Another tab changed the cart or favourites: pick the change up here too (the stores' current
// keys, so a signed-in tab follows the account's data).
if (typeof window !== 'undefined') {
  // Changes kept while offline go to the server as soon as it can be reached.
  window.addEventListener('online', () => account.wake());
  window.addEventListener('storage', (event) => {
    if (event.key === cartStore.persist.getOptions().name) void cartStore.persist.rehydrate();
    if (event.key === favoritesStore.persist.getOptions().name) {
      void favoritesStore.persist.rehydrate();
    }
  });
}
