import type { StoreApi } from 'zustand/vanilla';
import { maxQuantity } from '../../domain/constants';
import type { FavoriteItem } from '../../domain/types';
import type { AuthState } from '../auth/auth-store';
import { onAccountChange } from '../auth/auth-store';
import type { CartLine, CartState } from './cart-store';
import type { FavoritesState } from './favorites-store';
import type { PersistedStore } from './persisted-store';

/**
 * Cart and favourites per account. A visitor's are kept under
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

/** The store server's copy of an account's cart and favourites (/api/me). */
export interface AccountServer {
  /** The account's cart with the guest's lines merged in, as the server keeps it. */
  mergeCart: (guestLines: readonly CartLine[]) => Promise<CartLine[]>;
  saveCart: (lines: readonly CartLine[]) => Promise<void>;
  /** The account's favourites with the guest's added. */
  mergeFavorites: (guest: readonly FavoriteItem[]) => Promise<FavoriteItem[]>;
  addFavorite: (item: FavoriteItem) => Promise<void>;
  removeFavorite: (item: FavoriteItem) => Promise<void>;
}

interface AccountStoresOptions {
  auth: StoreApi<AuthState>;
  cart: PersistedStore<CartState>;
  favorites: PersistedStore<FavoritesState>;
  /** The guest's favourites when none are stored (the sample data); an account starts empty. */
  guestFavorites: () => FavoriteItem[];
  /** Without it (unit tests) the account's data lives in this browser only. */
  server?: AccountServer;
}

const sameFavorite = (a: FavoriteItem, b: FavoriteItem) => a.type === b.type && a.refId === b.refId;

/** Sends the account's cart and favourite changes to the server while someone is signed in. */
function mirrorChanges(
  cart: PersistedStore<CartState>,
  favorites: PersistedStore<FavoritesState>,
  server: AccountServer,
  isSyncing: () => boolean,
) {
  cart.subscribe((state, previous) => {
    if (isSyncing() || state.lines === previous.lines) return;
    server.saveCart(state.lines).catch((error: unknown) => {
      console.error('Could not save the cart to your account:', error);
    });
  });
  favorites.subscribe((state, previous) => {
    if (isSyncing() || state.items === previous.items) return;
    const added = state.items.filter((item) => !previous.items.some((p) => sameFavorite(p, item)));
    const removed = previous.items.filter(
      (item) => !state.items.some((n) => sameFavorite(n, item)),
    );
    for (const item of added) void server.addFavorite(item).catch(() => undefined);
    for (const item of removed) void server.removeFavorite(item).catch(() => undefined);
  });
}

/** Removes an account's cart and favourites from this browser (signing out). */
function forgetAccount(
  cart: PersistedStore<CartState>,
  favorites: PersistedStore<FavoritesState>,
  userId: string,
) {
  void cart.persist.getOptions().storage?.removeItem(accountKey(guestCartKey, userId));
  void favorites.persist.getOptions().storage?.removeItem(accountKey(guestFavoritesKey, userId));
  // Form drafts (checkout, forum posts) are the account's too.
  if (typeof sessionStorage !== 'undefined') {
    for (const key of Object.keys(sessionStorage)) {
      if (key.startsWith('ff.draft.')) sessionStorage.removeItem(key);
    }
  }
}

/**
 * Keeps the cart and favourites stores on the signed-in account's keys. Returns the
 * unsubscribe function.
 */
export function followAccount({
  auth,
  cart,
  favorites,
  guestFavorites,
  server,
}: AccountStoresOptions) {
  let owner: string | null = null;
  // Switches run one after another, so a quick sign-in then sign-out cannot interleave.
  let queue = Promise.resolve();
  // While the stores take the server's copy, that copy is not sent back.
  let syncing = false;
  if (server) mirrorChanges(cart, favorites, server, () => syncing || owner === null);

  async function switchTo(userId: string | null) {
    if (userId === owner) return;
    const previous = owner;
    const fromGuest = owner === null;
    let guestLines: CartLine[] = [];
    let guestItems: FavoriteItem[] = [];
    if (fromGuest && userId) {
      // Read the guest cart as stored: another tab may have merged and emptied it already.
      await cart.persist.rehydrate();
      await favorites.persist.rehydrate();
      guestLines = cart.getState().lines;
      guestItems = favorites.getState().items;
    }
    syncing = true;
    try {
      owner = userId;
      await switchStoreKey(cart, accountKey(guestCartKey, userId), () => ({ lines: [] }));
      await switchStoreKey(favorites, accountKey(guestFavoritesKey, userId), () => ({
        items: userId ? [] : guestFavorites(),
      }));
      if (previous && !userId) forgetAccount(cart, favorites, previous);
      if (userId && server) {
        // The server's copy wins: it follows the account from device to device.
        cart.getState().replace(await server.mergeCart(guestLines));
        favorites.getState().replace(await server.mergeFavorites(guestItems));
        if (guestLines.length > 0) emptyGuestCart(cart);
        if (guestItems.length > 0) emptyGuestFavorites(favorites);
      } else if (guestLines.length > 0 && userId) {
        cart.getState().replace(mergeCartLines(cart.getState().lines, guestLines));
        emptyGuestCart(cart);
      }
    } finally {
      syncing = false;
    }
  }

  return onAccountChange((account) => {
    const userId = account?.userId ?? null;
    queue = queue
      .then(() => switchTo(userId))
      .catch((error: unknown) => console.error('Could not switch the cart to the account:', error));
  }, auth);
}

/** Writes no favourites under the guest key: they now belong to the account. */
function emptyGuestFavorites(favorites: PersistedStore<FavoritesState>) {
  const { storage, version } = favorites.persist.getOptions();
  void storage?.setItem(guestFavoritesKey, { state: { items: [] }, version: version ?? 0 });
}

/** Writes an empty cart under the guest key, in the store's own stored format. */
function emptyGuestCart(cart: PersistedStore<CartState>) {
  const { storage, version } = cart.persist.getOptions();
  void storage?.setItem(guestCartKey, { state: { lines: [] }, version: version ?? 0 });
}
