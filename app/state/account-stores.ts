import type { StoreApi } from 'zustand/vanilla';
import type { FavoriteItem } from '../../domain/types';
import type { AuthState } from '../auth/auth-store';
import { onAccountChange } from '../auth/auth-store';
import {
  favoriteChanges,
  mergeCartLines,
  rebaseCart,
  rebaseFavorites,
  sameCart,
  sameFavorites,
} from './account-merge';
import {
  startAccountSync,
  type AccountSync,
  type FailureKind,
  type ServerCopy,
  type SyncedList,
  type SyncRecord,
} from './account-sync';
import type { CartLine, CartState } from './cart-store';
import type { FavoritesState } from './favorites-store';
import type { PersistedStore } from './persisted-store';

/**
 * Cart and favourites per account. A visitor's are kept under
 * the guest keys ('ff.cart', 'ff.favorites'); once someone signs in, the same two stores
 * switch to that account's keys ('ff.cart.<userId>', …), the guest's are added to the
 * account's and emptied, and both stay in step with the server's copy (account-sync.ts);
 * signing out sends the last changes, then switches back to the guest's.
 */
export const guestCartKey = 'ff.cart';
export const guestFavoritesKey = 'ff.favorites';

export { mergeCartLines };

/** 'ff.cart' → 'ff.cart.<userId>'; the guest key when nobody is signed in. */
export function accountKey(guestKey: string, userId: string | null | undefined): string {
  return userId ? `${guestKey}.${userId}` : guestKey;
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
  loadCart: () => Promise<ServerCopy<CartLine>>;
  /** Saves the whole cart under the browser's `saveId`; answers with it priced. */
  saveCart: (lines: readonly CartLine[], saveId: string) => Promise<ServerCopy<CartLine>>;
  loadFavorites: () => Promise<FavoriteItem[]>;
  /** Removes `removed`, then adds `added`; answers with the account's favourites. */
  saveFavorites: (changes: {
    added: readonly FavoriteItem[];
    removed: readonly FavoriteItem[];
  }) => Promise<FavoriteItem[]>;
  /** Whether a failed call is worth repeating, was refused for good, or needs a new sign-in. */
  classify: (error: unknown) => FailureKind;
}

export type AccountList = 'cart' | 'favorites';

interface AccountStoresOptions {
  auth: StoreApi<AuthState>;
  cart: PersistedStore<CartState>;
  favorites: PersistedStore<FavoritesState>;
  /** The guest's favourites when none are stored (the sample data); an account starts empty. */
  guestFavorites: () => FavoriteItem[];
  /** Without it (unit tests) the account's data lives in this browser only. */
  server?: AccountServer;
  /** The server refused changes (a limit): they were undone; tell the shopper why. */
  onRefused?: (list: AccountList, error: unknown) => void;
  /** Waits between retries of a failed request (account-sync.ts's defaults otherwise). */
  retryDelaysMs?: readonly number[];
}

/** A store's list and its sync record, as account-sync.ts reads and writes them. */
function syncedList<State extends { sync?: SyncRecord<Item> }, Item>(
  store: PersistedStore<State>,
  itemsOf: (state: State) => Item[],
  withItems: (items: Item[]) => Partial<State>,
): SyncedList<Item> {
  return {
    read: () => ({ items: itemsOf(store.getState()), sync: store.getState().sync }),
    write: (items, sync) => store.setState({ ...withItems(items), sync } as Partial<State>),
    subscribe: (listener) =>
      store.subscribe((state, previous) => {
        if (itemsOf(state) !== itemsOf(previous) || state.sync !== previous.sync) listener();
      }),
  };
}

/** What this browser kept of an account with no record of the server's copy has nothing waiting to be sent. */
function adoptAsSynced<State extends { sync?: SyncRecord<Item> }, Item>(
  store: PersistedStore<State>,
  itemsOf: (state: State) => Item[],
) {
  if (!store.getState().sync) {
    store.setState({ sync: { server: itemsOf(store.getState()) } } as Partial<State>);
  }
}

/** The account's favourites with the guest's it does not have yet, newest first. */
function mergeFavoriteItems(account: readonly FavoriteItem[], guest: readonly FavoriteItem[]) {
  return rebaseFavorites([], guest, account);
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

const linesOf = (state: CartState) => state.lines;
const itemsOf = (state: FavoritesState) => state.items;

/**
 * Keeps the cart and favourites stores on the signed-in account's keys, and in step with the
 * server. Returns `stop`, `flush` (sign-out waits for it) and `wake` (back online).
 */
export function followAccount({
  auth,
  cart,
  favorites,
  guestFavorites,
  server,
  onRefused,
  retryDelaysMs,
}: AccountStoresOptions) {
  let owner: string | null = null;
  // Switches run one after another, so a quick sign-in then sign-out cannot interleave.
  let queue = Promise.resolve();
  let syncs: AccountSync[] = [];

  function stopSyncs() {
    for (const sync of syncs) sync.stop();
    syncs = [];
  }

  function startSyncs() {
    if (!server) return;
    syncs = [
      startAccountSync({
        list: syncedList(cart, linesOf, (lines) => ({ lines })),
        load: server.loadCart,
        save: (lines, _base, saveId) => server.saveCart(lines, saveId),
        rebase: rebaseCart,
        same: sameCart,
        classify: server.classify,
        onRefused: (error) => onRefused?.('cart', error),
        retryDelaysMs,
      }),
      startAccountSync({
        list: syncedList(favorites, itemsOf, (items) => ({ items })),
        load: async () => ({ items: await server.loadFavorites() }),
        save: async (items, base) => ({
          items: await server.saveFavorites(favoriteChanges(base, items)),
        }),
        rebase: rebaseFavorites,
        same: sameFavorites,
        classify: server.classify,
        onRefused: (error) => onRefused?.('favorites', error),
        retryDelaysMs,
      }),
    ];
  }

  async function switchTo(userId: string | null) {
    stopSyncs();
    if (userId === owner) {
      if (userId) startSyncs();
      return;
    }
    const previous = owner;
    let guestLines: CartLine[] = [];
    let guestItems: FavoriteItem[] = [];
    if (previous === null && userId) {
      // Read the guest cart as stored: another tab may have merged and emptied it already.
      await cart.persist.rehydrate();
      await favorites.persist.rehydrate();
      guestLines = cart.getState().lines;
      // Only favourites the guest saved: the sample ones shown to a new visitor stay theirs.
      const saved = await favorites.persist.getOptions().storage?.getItem(guestFavoritesKey);
      if (saved) guestItems = favorites.getState().items;
    }
    owner = userId;
    await switchStoreKey(cart, accountKey(guestCartKey, userId), () => ({
      lines: [],
      sync: undefined,
    }));
    await switchStoreKey(favorites, accountKey(guestFavoritesKey, userId), () => ({
      items: userId ? [] : guestFavorites(),
      sync: undefined,
    }));
    if (previous && !userId) forgetAccount(cart, favorites, previous);
    if (!userId) return;
    adoptAsSynced(cart, linesOf);
    adoptAsSynced(favorites, itemsOf);
    // The guest's lines are changes made here: sent with the account's next save.
    if (guestLines.length > 0) {
      cart.setState({ lines: mergeCartLines(cart.getState().lines, guestLines) });
      emptyGuestCart(cart);
    }
    if (guestItems.length > 0) {
      favorites.setState({ items: mergeFavoriteItems(favorites.getState().items, guestItems) });
      emptyGuestFavorites(favorites);
    }
    startSyncs();
  }

  const unsubscribe = onAccountChange((account) => {
    // At once, not in turn: no answer for one account may land in the next one's stores.
    stopSyncs();
    const userId = account?.userId ?? null;
    queue = queue
      .then(() => switchTo(userId))
      .catch((error: unknown) => console.error('Could not switch the cart to the account:', error));
  }, auth);

  return {
    stop() {
      unsubscribe();
      stopSyncs();
    },
    /** Waits (at most `withinMs`) until the account's changes made so far reach the server. */
    async flush(withinMs: number) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const timeUp = new Promise<void>((resolve) => (timer = setTimeout(resolve, withinMs)));
      const sent = queue.then(() => Promise.all(syncs.map((sync) => sync.settled())));
      await Promise.race([sent, timeUp]);
      clearTimeout(timer);
    },
    /** Tries failed requests again now. */
    wake() {
      for (const sync of syncs) sync.wake();
    },
    /** Where each list's sync stands (tests). */
    phases: () => syncs.map((sync) => sync.phase),
  };
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
