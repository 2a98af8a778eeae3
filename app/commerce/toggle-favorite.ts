/**
 * The one way a heart saves or removes a favourite (product cards, the product page, recipe
 * pages): at the limit nothing is saved, the heart stays empty and a toast says why.
 *
 *   toggleFavorite(productFavorite(product))                 // a card: the filled heart says it
 *   toggleFavorite(recipeFavorite, { confirm: true })        // a recipe page: a toast says it too
 */
import { favoritesLimitMessage } from '../../domain/constants';
import { showToast, type ShowToastOptions } from '../../design-system/primitives/Toast/toast-queue';
import type { FavoriteToggle, NewFavorite } from '../state/favorites-store';
import { favoritesStore } from '../state/stores';

/** Where the favourite goes and how the shopper hears about it; tests pass their own. */
export interface ToggleFavoriteDeps {
  toggle: (item: NewFavorite) => FavoriteToggle;
  notify: (toast: ShowToastOptions) => void;
}

const appDeps = (): ToggleFavoriteDeps => ({
  toggle: (item) => favoritesStore.getState().toggle(item),
  notify: (toast) => void showToast(toast),
});

export function toggleFavorite(
  item: NewFavorite,
  { confirm = false }: { confirm?: boolean } = {},
  deps: ToggleFavoriteDeps = appDeps(),
): FavoriteToggle {
  const outcome = deps.toggle(item);
  if (outcome === 'full') {
    deps.notify({ title: 'Favorites are full', description: favoritesLimitMessage, tone: 'error' });
  } else if (confirm) {
    deps.notify(
      outcome === 'saved'
        ? { title: 'Saved to favorites', description: item.name, tone: 'success' }
        : { title: 'Removed from favorites', description: item.name, tone: 'info' },
    );
  }
  return outcome;
}
