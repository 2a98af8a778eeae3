import type { FavoriteItem } from '../../domain/types';
import type { AccountServer } from '../state/account-stores';
import type { CartLine } from '../state/cart-store';
import { api, ApiError } from './api';
import { toOrderLineInputs } from './orders';

/** The signed-in account's cart and favourites on the store server (/api/me). */

interface CartCopy {
  lines: CartLine[];
  saveId: string | null;
}

const favoritePath = (item: Pick<FavoriteItem, 'type' | 'refId'>) =>
  `/me/favorites/${item.type}/${encodeURIComponent(item.refId)}`;

const favoriteKey = ({ type, refId }: FavoriteItem) => ({ type, refId });

export const accountServer: AccountServer = {
  async loadCart() {
    const { lines, saveId } = await api<CartCopy>('/me/cart', { signedIn: true });
    return { items: lines, saveId };
  },
  async saveCart(lines, saveId) {
    const saved = await api<CartCopy>('/me/cart', {
      method: 'PUT',
      body: { lines: toOrderLineInputs(lines), saveId },
      signedIn: true,
    });
    return { items: saved.lines, saveId: saved.saveId };
  },
  loadFavorites: () => api<FavoriteItem[]>('/me/favorites', { signedIn: true }),
  async saveFavorites({ added, removed }) {
    let saved: FavoriteItem[] | undefined;
    // Removals first: they make room for what is added.
    for (const item of removed) {
      saved = await api<FavoriteItem[]>(favoritePath(item), { method: 'DELETE', signedIn: true });
    }
    if (added.length > 0) {
      saved = await api<FavoriteItem[]>('/me/favorites/merge', {
        method: 'POST',
        body: { items: added.map(favoriteKey) },
        signedIn: true,
      });
    }
    return saved ?? api<FavoriteItem[]>('/me/favorites', { signedIn: true });
  },
  classify(error) {
    if (!(error instanceof ApiError)) return 'retry';
    // Unreachable, throttled or failing on its side: the same request may well pass later.
    if (error.status === 0 || error.status === 408 || error.status === 429) return 'retry';
    if (error.status >= 500) return 'retry';
    // The session ended: the sign-in that follows starts over.
    if (error.status === 401 || error.status === 403) return 'wait';
    return 'refused';
  },
};
