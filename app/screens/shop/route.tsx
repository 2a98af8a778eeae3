import { useLoaderData } from 'react-router-dom';
import { getShopCategories } from '../../data/content';
import { listProducts } from '../../data/products';
import { useProductActions } from '../../catalog/product-actions';
import { ShopScreen } from './ShopScreen';
import { useStoreName } from '@app/layout/store-name';

export async function loader() {
  const [products, categories] = await Promise.all([listProducts(), getShopCategories()]);
  return { products, categories };
}

export function Component() {
  const storeName = useStoreName();
  const { products, categories } = useLoaderData<typeof loader>();
  const actions = useProductActions();
  return (
    <>
      <title>{`Shop | ${storeName}`}</title>
      <ShopScreen
        products={products}
        categories={categories}
        favoriteIds={actions.favoriteIds}
        onToggleFavorite={actions.onToggleFavorite}
        onAddToCart={(product, sizeId) => actions.onAddToCart(product, { sizeId })}
      />
    </>
  );
}
