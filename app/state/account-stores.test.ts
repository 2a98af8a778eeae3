import { describe, expect, it, vi } from 'vitest';
import type { StateStorage } from 'zustand/middleware';
import { createStore } from 'zustand/vanilla';
import type { FavoriteItem } from '../../domain/types';
import type { AuthState } from '../auth/auth-store';
import type { Account } from '../auth/client';
import {
  accountKey,
  followAccount,
  type AccountServer,
  guestCartKey,
  guestFavoritesKey,
  mergeCartLines,
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

function setup(server?: AccountServer) {
  const { storage, read, entries } = memoryStorage();
  const auth = createStore<AuthState>(() => ({ status: 'signedOut', account: null }) as AuthState);
  const cart = createCartStore(storage, guestCartKey);
  const favorites = createFavoritesStore(() => [favorite], storage, undefined, guestFavoritesKey);
  followAccount({ auth, cart, favorites, guestFavorites: () => [favorite], server });
  const signIn = (userId: string) =>
    auth.setState({ status: 'signedIn', account: account(userId) });
  const signOut = () => auth.setState({ status: 'signedOut', account: null });
  return { cart, favorites, signIn, signOut, read, entries };
}

describe('merging the guest cart into an account', () => {
  it('adds quantities of the same line, clamped to 10, and appends the rest', () => {
    const merged = mergeCartLines(
      [line('rub', 4), line('sauce', 9)],
      [line('sauce', 3), line('rub', 1, '24 oz'), line('rub', 2)],
    );
    expect(merged.map((l) => [l.id, l.quantity])).toEqual([
      ['rub:12 oz', 6],
      ['sauce:12 oz', 10],
      ['rub:24 oz', 1],
    ]);
  });

  it('keeps either side as it is when the other is empty', () => {
    expect(mergeCartLines([], [line('rub', 2)])).toEqual([line('rub', 2)]);
    expect(mergeCartLines([line('rub', 2)], [])).toEqual([line('rub', 2)]);
  });

  it('does not change the lines it was given', () => {
    const accountLines = [line('rub', 4)];
    mergeCartLines(accountLines, [line('rub', 3)]);
    expect(accountLines[0]?.quantity).toBe(4);
  });
});

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

  it('takes the account’s cart and favourites from the server, and sends changes back', async () => {
    const serverCart: CartLine[] = [line('sauce', 1)];
    const serverFavorites: FavoriteItem[] = [];
    const server: AccountServer = {
      mergeCart: async (guest) => {
        serverCart.splice(0, serverCart.length, ...mergeCartLines(serverCart, guest));
        return structuredClone(serverCart);
      },
      saveCart: async (lines) => {
        serverCart.splice(0, serverCart.length, ...structuredClone(lines));
      },
      mergeFavorites: async (guest) => {
        serverFavorites.push(...guest);
        return structuredClone(serverFavorites);
      },
      addFavorite: async (item) => {
        serverFavorites.push(item);
      },
      removeFavorite: async (item) => {
        serverFavorites.splice(
          serverFavorites.findIndex((f) => f.refId === item.refId),
          1,
        );
      },
    };
    const { cart, favorites, signIn, signOut, entries } = setup(server);
    cart
      .getState()
      .add({ productId: 'rub', name: 'rub', size: '12 oz', priceCents: 1299, image: '' }, 2);
    signIn('u-1');
    await vi.waitFor(() =>
      expect(cart.getState().lines.map((l) => [l.id, l.quantity])).toEqual([
        ['sauce:12 oz', 1],
        ['rub:12 oz', 2],
      ]),
    );
    cart.getState().increment('sauce:12 oz');
    await vi.waitFor(() =>
      expect(serverCart.find((l) => l.productId === 'sauce')?.quantity).toBe(2),
    );
    favorites
      .getState()
      .toggle({ type: 'recipe', refId: 'r-9', name: 'Wings', category: 'Chicken', image: '' });
    await vi.waitFor(() => expect(serverFavorites.map((f) => f.refId)).toContain('r-9'));

    signOut();
    await vi.waitFor(() => expect(cart.persist.getOptions().name).toBe('ff.cart'));
    expect(cart.getState().lines).toEqual([]);
    expect(entries.has('ff.cart.u-1')).toBe(false);

    // Another device: the server's copy comes back.
    signIn('u-1');
    await vi.waitFor(() => expect(cart.getState().lines.map((l) => l.quantity)).toEqual([2, 2]));
    expect(favorites.getState().items.map((f) => f.refId)).toContain('r-9');
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
