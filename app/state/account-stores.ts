import type { StoreApi } from 'zustand/vanilla';
import { maxQuantity } from '../../domain/constants';
import type { FavoriteItem } from '../../domain/types';
import type { AuthState } from '../auth/auth-store';
import { onAccountChange } from '../auth/auth-store';
import type { CartLine, CartState } from './cart-store';
import type { FavoritesState } from './favorites-store';
import type { PersistedStore } from './persisted-store';

/**
 * Cart and favourites per account (issue 6, "Data per account"). A visitor's are kept under
 * the guest keys ('ff.cart', 'ff.favorites'); once someone signs in, the same two stores
 * switch to that account's keys ('ff.cart.<userId>', …), the guest cart is merged into the
 * account's and emptied, and signing out switches back to the guest's.
 */
export const guestCartKey = 'ff.cart';
export const guestFavoritesKey = 'ff.favorites';

/** 'ff.cart' → 'ff.cart.<userId>'; the guest key when nobody is signed in. */
export function accountKey(guestKey: string, userId: string | null | undefined): string {
  return userId ? `${guestKey}.${userId}` : guestKey;
}

/**
 * The account's lines with the guest's added: the same product size adds its quantity
 * (clamped to 10), other lines are appended in the guest's order.
 */
export function mergeCartLines(
  accountLines: readonly CartLine[],
  guestLines: readonly CartLine[],
): CartLine[] {
  const merged = accountLines.map((line) => ({ ...line }));
  for (const guest of guestLines) {
    const same = merged.find((line) => line.id === guest.id);
    if (same) same.quantity = Math.min(maxQuantity, same.quantity + guest.quantity);
    else merged.push({ ...guest, quantity: Math.min(maxQuantity, guest.quantity) });
  }
  return merged;
}

/**
 * Points a persisted store at another storage key and loads what is stored there, or
 * `initial` when nothing (valid) is: the previous owner's data never leaks into the next.
 */
export async function switchStoreKey<State extends object>(
  store: PersistedStore<State>,
  name: string,
  initial: () => Partial<State>,
): Promise<void> {
  const { merge } = store.persist.getOptions();
  // Merge what is stored over a fresh state instead of over the previous owner's.
  store.persist.setOptions({
    name,
    merge: (persisted, current) =>
      merge ? merge(persisted, { ...current, ...initial() }) : { ...current, ...initial() },
  });
  try {
    await store.persist.rehydrate();
  } finally {
    store.persist.setOptions({ merge });
  }
}

interface AccountStoresOptions {
  auth: StoreApi<AuthState>;
  cart: PersistedStore<CartState>;
  favorites: PersistedStore<FavoritesState>;
  /** The guest's favourites when none are stored (the sample data); an account starts empty. */
  guestFavorites: () => FavoriteItem[];
}

/**
 * Keeps the cart and favourites stores on the signed-in account's keys. Returns the
 * unsubscribe function.
 */
export function followAccount({ auth, cart, favorites, guestFavorites }: AccountStoresOptions) {
  let owner: string | null = null;
  // Switches run one after another, so a quick sign-in then sign-out cannot interleave.
  let queue = Promise.resolve();

  async function switchTo(userId: string | null) {
    if (userId === owner) return;
    const fromGuest = owner === null;
    let guestLines: CartLine[] = [];
    if (fromGuest && userId) {
      // Read the guest cart as stored: another tab may have merged and emptied it already.
      await cart.persist.rehydrate();
      guestLines = cart.getState().lines;
    }
    owner = userId;
    await switchStoreKey(cart, accountKey(guestCartKey, userId), () => ({ lines: [] }));
    await switchStoreKey(favorites, accountKey(guestFavoritesKey, userId), () => ({
      items: userId ? [] : guestFavorites(),
    }));
    if (guestLines.length > 0 && userId) {
      cart.getState().replace(mergeCartLines(cart.getState().lines, guestLines));
      emptyGuestCart(cart);
    }
  }

  return onAccountChange((account) => {
    const userId = account?.userId ?? null;
    queue = queue
      .then(() => switchTo(userId))
      .catch((error: unknown) => console.error('Could not switch the cart to the account:', error));
  }, auth);
}

/** Writes an empty cart under the guest key, in the store's own stored format. */
function emptyGuestCart(cart: PersistedStore<CartState>) {
  const { storage, version } = cart.persist.getOptions();
  void storage?.setItem(guestCartKey, { state: { lines: [] }, version: version ?? 0 });
}
