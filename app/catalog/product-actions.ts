import { useMemo } from 'react';
import { effectivePriceCents, firstInStockSize, isInStock } from '../../domain/catalog';
import type { Product } from '../../domain/types';
import { addProductToCart, type AddToCartChoice } from '../commerce/add-to-cart';
import { toggleFavorite } from '../commerce/toggle-favorite';
import type { NewFavorite } from '../state/favorites-store';
import { useFavorites } from '../state/stores';

/** What the favourites page keeps about a product: the size and price a card shows. */
export function productFavorite(product: Product): NewFavorite {
  const size = firstInStockSize(product) ?? product.sizes[0]!;
  return {
    type: 'product',
    refId: product.id,
    name: product.name,
    category: product.category,
    image: product.images[0]?.url ?? '',
    priceCents: effectivePriceCents(size),
    size: size.size,
    inStock: isInStock(product),
  };
}

export interface ProductActions {
  /** Ids of the products saved as favourites. */
  favoriteIds: ReadonlySet<string>;
  onToggleFavorite: (product: Product) => void;
  onAddToCart: (product: Product, choice?: AddToCartChoice) => void;
}

/** The stores behind every product card and product page: favourites and the cart. */
export function useProductActions(): ProductActions {
  const items = useFavorites((state) => state.items);
  const favoriteIds = useMemo(
    () => new Set(items.filter((item) => item.type === 'product').map((item) => item.refId)),
    [items],
  );
  return {
    favoriteIds,
    onToggleFavorite: (product) => void toggleFavorite(productFavorite(product)),
    onAddToCart: (product, choice) => void addProductToCart(product, choice),
  };
}
