import type { FavoriteItem } from '../../domain/types';
import type { AccountServer } from '../state/account-stores';
import type { CartLine } from '../state/cart-store';
import { api } from './api';
import { toOrderLineInputs } from './orders';

/** The signed-in account's cart and favourites on the store server (/api/me). */

const putCart = (lines: readonly CartLine[]) =>
  api<{ lines: CartLine[] }>('/me/cart', {
    method: 'PUT',
    body: { lines: toOrderLineInputs(lines) },
    signedIn: true,
  });

const favoritePath = (item: Pick<FavoriteItem, 'type' | 'refId'>) =>
  `/me/favorites/${item.type}/${encodeURIComponent(item.refId)}`;

export const accountServer: AccountServer = {
  async mergeCart(guestLines) {
    const { lines } = await api<{ lines: CartLine[] }>('/me/cart', { signedIn: true });
    if (guestLines.length === 0) return lines;
    return (await putCart([...lines, ...guestLines])).lines;
  },
  async saveCart(lines) {
    await putCart(lines);
  },
  mergeFavorites: (guest) =>
    api<FavoriteItem[]>('/me/favorites/merge', {
      method: 'POST',
      body: { items: guest.map(({ type, refId }) => ({ type, refId })) },
      signedIn: true,
    }),
  async addFavorite(item) {
    await api(favoritePath(item), { method: 'PUT', signedIn: true });
  },
  async removeFavorite(item) {
    await api(favoritePath(item), { method: 'DELETE', signedIn: true });
  },
};
