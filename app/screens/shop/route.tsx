import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { getShopCategories } from '../../data/content';
import { getShopPage } from '../../data/products';
import { shopApiQuery } from '../../catalog/shop-filters';
import { useProductActions } from '../../catalog/product-actions';
import { ShopScreen } from './ShopScreen';
import { useStoreName } from '@app/layout/store-name';

/** The page of the shop the URL asks for (filters, sort, ?page, ?limit), from the server. */
export async function loader({ request }: LoaderFunctionArgs) {
  const query = shopApiQuery(new URL(request.url).searchParams);
  const [shop, categories] = await Promise.all([getShopPage(query), getShopCategories()]);
  return { shop, categories };
}

export function Component() {
  const storeName = useStoreName();
  const { shop, categories } = useLoaderData<typeof loader>();
  const actions = useProductActions();
  return (
    <>
      <title>{`Shop | ${storeName}`}</title>
      <ShopScreen
        shop={shop}
        categories={categories}
        favoriteIds={actions.favoriteIds}
        onToggleFavorite={actions.onToggleFavorite}
        onAddToCart={(product, sizeId) => actions.onAddToCart(product, { sizeId })}
      />
    </>
  );
}
