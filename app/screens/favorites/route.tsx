import { showToast } from '@ds/primitives/Toast/toast-queue';
import { addProductToCartById } from '../../commerce/add-to-cart';
import { favoritesStore, useFavorites } from '../../state/stores';
import { FavoritesScreen } from './FavoritesScreen';
import { useStoreName } from '@app/layout/store-name';

/** The favourites live in the browser's favourites store (persisted): nothing to load. */
export function Component() {
  const storeName = useStoreName();
  const items = useFavorites((state) => state.items);
  return (
    <>
      <title>{`Favorites | ${storeName}`}</title>
      <FavoritesScreen
        items={items}
        onRemove={(item) => {
          favoritesStore.getState().remove(item.type, item.refId);
          showToast({ title: 'Removed from favorites', description: item.name, tone: 'info' });
        }}
        onAddToCart={(item) => void addProductToCartById(item.refId, { size: item.size })}
      />
    </>
  );
}
