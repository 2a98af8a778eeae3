import { describe, expect, it, vi } from 'vitest';
import type { StateStorage } from 'zustand/middleware';
import { createStore } from 'zustand/vanilla';
import type { FavoriteItem } from '../../domain/types';
import type { AuthState } from '../auth/auth-store';
import type { Account } from '../auth/client';
import { rebaseFavorites } from './account-merge';
import {
  accountKey,
  followAccount,
  guestCartKey,
  guestFavoritesKey,
  type AccountServer,
} from './account-stores';
import { createCartStore, type CartLine } from './cart-store';
import { createFavoritesStore } from './favorites-store';

const line = (productId: string, quantity: number, size = '12 oz'): CartLine => ({
  id: `${productId}:${size}`,
  productId,
  name: productId,
  size,
  priceCents: 1299,
  quantity,
  image: '/favicon.svg',
});

const favorite: FavoriteItem = {
  id: 1,
  type: 'recipe',
  refId: 'r-1',
  name: 'Smoked Brisket',
  category: 'Beef',
  image: '/favicon.svg',
  addedAt: '2024-03-01T12:00:00.000Z',
};

function memoryStorage() {
  const entries = new Map<string, string>();
  const storage: StateStorage = {
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, value),
    removeItem: (key) => void entries.delete(key),
  };
  const read = (key: string) => {
    const value = entries.get(key);
    return value ? (JSON.parse(value) as { state: Record<string, unknown> }).state : undefined;
  };
  return { storage, read, entries };
}

const account = (userId: string): Account => ({
  userId,
  email: `${userId}@example.com`,
  groups: [],
  loginId: `${userId}@example.com`,
  authFlowType: 'USER_PASSWORD_AUTH',
});

function setup(
  server?: AccountServer,
  onRefused?: Parameters<typeof followAccount>[0]['onRefused'],
  storage = memoryStorage(),
) {
  const { read, entries } = storage;
  const auth = createStore<AuthState>(() => ({ status: 'signedOut', account: null }) as AuthState);
  const cart = createCartStore(storage.storage, guestCartKey);
  const favorites = createFavoritesStore(
    () => [favorite],
    storage.storage,
    undefined,
    guestFavoritesKey,
  );
  const follower = followAccount({
    auth,
    cart,
    favorites,
    guestFavorites: () => [favorite],
    server,
    onRefused,
    retryDelaysMs: [60_000],
  });
  const signIn = (userId: string) =>
    auth.setState({ status: 'signedIn', account: account(userId) });
  const signOut = () => auth.setState({ status: 'signedOut', account: null });
  const addRub = (quantity = 1, productId = 'rub') =>
    cart
      .getState()
      .add({ productId, name: productId, size: '12 oz', priceCents: 1299, image: '' }, quantity);
  const quantities = () =>
    Object.fromEntries(cart.getState().lines.map((l) => [l.productId, l.quantity]));
  return { cart, favorites, follower, signIn, signOut, addRub, quantities, read, entries, storage };
}

class Refused extends Error {}

/** A gate a request waits at until the test opens it. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

/**
 * One account's copy on the store server. Loads read the copy, then wait at `loads` (a slow
 * answer); saves apply, then wait at `saves` before answering.
 */
function accountServer({ favoritesLimit = Infinity } = {}) {
  const copy = {
    lines: [] as CartLine[],
    saveId: null as string | null,
    favorites: [] as FavoriteItem[],
  };
  const gates = { loads: Promise.resolve(), saves: Promise.resolve() };
  const calls = { loadCart: 0, saveCart: 0, lastLoad: Promise.resolve() as Promise<unknown> };
  const server: AccountServer = {
    loadCart() {
      calls.loadCart += 1;
      const read = { items: structuredClone(copy.lines), saveId: copy.saveId };
      const answer = gates.loads.then(() => read);
      calls.lastLoad = answer;
      return answer;
    },
    async saveCart(lines, saveId) {
      calls.saveCart += 1;
      copy.lines = structuredClone([...lines]);
      copy.saveId = saveId;
      const answer = { items: structuredClone(copy.lines), saveId };
      await gates.saves;
      return answer;
    },
    async loadFavorites() {
      const read = structuredClone(copy.favorites);
      await gates.loads;
      return read;
    },
    async saveFavorites({ added, removed }) {
      const next = rebaseFavorites(removed, added, copy.favorites);
      if (next.length > favoritesLimit) throw new Refused('You can save up to 1 favorites.');
      copy.favorites = next;
      await gates.saves;
      return structuredClone(copy.favorites);
    },
    classify: (error) => (error instanceof Refused ? 'refused' : 'retry'),
  };
  return { server, copy, gates, calls };
}

const serverQuantities = (lines: readonly CartLine[]) =>
  Object.fromEntries(lines.map((l) => [l.productId, l.quantity]));

describe('stores per account', () => {
  it('names the keys after the account', () => {
    expect(accountKey('ff.cart', 'u-1')).toBe('ff.cart.u-1');
    expect(accountKey('ff.cart', null)).toBe('ff.cart');
  });

  it('moves the guest cart into the account on sign-in and empties the guest cart', async () => {
    const { cart, signIn, read } = setup();
    cart
      .getState()
      .add({ productId: 'rub', name: 'rub', size: '12 oz', priceCents: 1299, image: '' }, 2);
    signIn('u-1');
    await vi.waitFor(() => expect(cart.persist.getOptions().name).toBe('ff.cart.u-1'));
    await vi.waitFor(() => expect(cart.getState().lines).toHaveLength(1));
    expect(cart.getState().lines[0]?.quantity).toBe(2);
    expect(read('ff.cart.u-1')).toMatchObject({ lines: [{ id: 'rub:12 oz', quantity: 2 }] });
    expect(read('ff.cart')).toEqual({ lines: [] });
  });

  it("adds to what the account already had, and goes back to the guest's on sign-out", async () => {
    const { cart, favorites, signIn, signOut, entries } = setup();
    entries.set(
      'ff.cart.u-1',
      JSON.stringify({ state: { lines: [line('rub', 9), line('sauce', 1)] }, version: 1 }),
    );
    cart
      .getState()
      .add({ productId: 'rub', name: 'rub', size: '12 oz', priceCents: 1299, image: '' }, 3);
    signIn('u-1');
    await vi.waitFor(() =>
      expect(cart.getState().lines.map((l) => [l.id, l.quantity])).toEqual([
        ['rub:12 oz', 10],
        ['sauce:12 oz', 1],
      ]),
    );
    // An account starts with no favourites of its own; the guest keeps the sample ones.
    expect(favorites.getState().items).toEqual([]);
    favorites
      .getState()
      .toggle({ type: 'recipe', refId: 'r-2', name: 'Ribs', category: 'Pork', image: '' });

    signOut();
    await vi.waitFor(() => expect(cart.persist.getOptions().name).toBe('ff.cart'));
    await vi.waitFor(() => expect(favorites.getState().items).toEqual([favorite]));
    expect(cart.getState().lines).toEqual([]);
    // Nothing of the account stays in this browser.
    expect(entries.has('ff.cart.u-1')).toBe(false);
    expect(entries.has('ff.favorites.u-1')).toBe(false);
  });

  it("never carries one account's data into another's", async () => {
    const { cart, signIn } = setup();
    signIn('u-1');
    await vi.waitFor(() => expect(cart.persist.getOptions().name).toBe('ff.cart.u-1'));
    cart
      .getState()
      .add({ productId: 'rub', name: 'rub', size: '12 oz', priceCents: 1299, image: '' });
    signIn('u-2');
    await vi.waitFor(() => expect(cart.persist.getOptions().name).toBe('ff.cart.u-2'));
    expect(cart.getState().lines).toEqual([]);
  });
});

describe('an account’s cart and favourites on the server', () => {
  it('keeps a line and a favourite added while the account’s copy loads, and saves them', async () => {
    const remote = accountServer();
    remote.copy.lines = [line('sauce', 2)];
    const slow = gate();
    remote.gates.loads = slow.opened;
    const { favorites, follower, signIn, addRub, quantities } = setup(remote.server);
    signIn('u-1');
    await vi.waitFor(() => expect(remote.calls.loadCart).toBe(1));
    addRub();
    favorites
      .getState()
      .toggle({ type: 'recipe', refId: 'r-9', name: 'Wings', category: 'Chicken', image: '' });
    expect(quantities()).toEqual({ rub: 1 });
    slow.open();

    await vi.waitFor(() =>
      expect(serverQuantities(remote.copy.lines)).toEqual({ sauce: 2, rub: 1 }),
    );
    await vi.waitFor(() => expect(remote.copy.favorites.map((f) => f.refId)).toEqual(['r-9']));
    await follower.flush(5_000);
    expect(quantities()).toEqual({ sauce: 2, rub: 1 });
    expect(favorites.getState().items.map((f) => f.refId)).toEqual(['r-9']);
    expect(follower.phases()).toEqual(['idle', 'idle']);
  });

  it('adds the guest’s cart, and what is added while the server is slow, to the account’s', async () => {
    const remote = accountServer();
    remote.copy.lines = [line('sauce', 1), line('rub', 9)];
    const slow = gate();
    remote.gates.loads = slow.opened;
    const { signIn, addRub, quantities, read } = setup(remote.server);
    addRub(2);
    signIn('u-1');
    await vi.waitFor(() => expect(remote.calls.loadCart).toBe(1));
    // Already the account's cart: the guest's lines are in it, waiting for the server's copy.
    expect(quantities()).toEqual({ rub: 2 });
    expect(read('ff.cart')).toEqual({ lines: [] });
    addRub(1, 'chips');
    slow.open();
    await vi.waitFor(() =>
      expect(serverQuantities(remote.copy.lines)).toEqual({ sauce: 1, rub: 10, chips: 1 }),
    );
    expect(remote.calls.saveCart).toBe(1);
  });

  it('keeps a line added while a save is on its way, and a reload sends what was not saved', async () => {
    const remote = accountServer();
    const { follower, signIn, addRub, storage } = setup(remote.server);
    signIn('u-1');
    await vi.waitFor(() => expect(follower.phases()).toEqual(['idle', 'idle']));
    const hanging = gate();
    remote.gates.saves = hanging.opened;
    addRub();
    await vi.waitFor(() => expect(remote.calls.saveCart).toBe(1));
    addRub(1, 'sauce');
    // The page closes before the first save's answer (it arrived) and before the sauce's save.
    follower.stop();

    const reloaded = setup(remote.server, undefined, storage);
    remote.gates.saves = Promise.resolve();
    reloaded.signIn('u-1');
    await vi.waitFor(() =>
      expect(serverQuantities(remote.copy.lines)).toEqual({ rub: 1, sauce: 1 }),
    );
    await reloaded.follower.flush(5_000);
    // The rub that arrived is not added a second time.
    expect(reloaded.quantities()).toEqual({ rub: 1, sauce: 1 });
  });

  it('sends the last change before signing out, and lets no late answer into the guest’s cart', async () => {
    const remote = accountServer();
    remote.copy.lines = [line('sauce', 1)];
    const { cart, follower, signIn, signOut, addRub, entries } = setup(remote.server);
    signIn('u-1');
    await vi.waitFor(() => expect(follower.phases()).toEqual(['idle', 'idle']));
    const slowSave = gate();
    remote.gates.saves = slowSave.opened;
    addRub();
    const flushed = follower.flush(5_000);
    slowSave.open();
    await flushed;
    expect(serverQuantities(remote.copy.lines)).toEqual({ sauce: 1, rub: 1 });
    signOut();
    await vi.waitFor(() => expect(cart.persist.getOptions().name).toBe('ff.cart'));
    expect(entries.has('ff.cart.u-1')).toBe(false);

    // Signed in and out again while the account's copy is still on its way.
    const slowLoad = gate();
    remote.gates.loads = slowLoad.opened;
    signIn('u-1');
    await vi.waitFor(() => expect(remote.calls.loadCart).toBe(2));
    signOut();
    await vi.waitFor(() => expect(cart.persist.getOptions().name).toBe('ff.cart'));
    slowLoad.open();
    // The stopped sync hears the answer before this test does.
    await remote.calls.lastLoad;
    expect(cart.getState().lines).toEqual([]);
    expect(entries.has('ff.cart.u-1')).toBe(false);
  });

  it('undoes a favourite the server refuses at its limit, and says why', async () => {
    const remote = accountServer({ favoritesLimit: 1 });
    remote.copy.favorites = [{ ...favorite, refId: 'r-1' }];
    const onRefused = vi.fn();
    const { favorites, follower, signIn } = setup(remote.server, onRefused);
    signIn('u-1');
    await vi.waitFor(() => expect(follower.phases()).toEqual(['idle', 'idle']));
    favorites
      .getState()
      .toggle({ type: 'recipe', refId: 'r-2', name: 'Ribs', category: 'Pork', image: '' });
    await vi.waitFor(() =>
      expect(onRefused).toHaveBeenCalledWith('favorites', expect.any(Refused)),
    );
    await follower.flush(5_000);
    expect(favorites.getState().items.map((f) => f.refId)).toEqual(['r-1']);
    expect(remote.copy.favorites.map((f) => f.refId)).toEqual(['r-1']);
  });
});
