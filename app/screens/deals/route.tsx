import { useLoaderData } from 'react-router-dom';
import { listProducts } from '../../data/products';
import { useProductActions } from '../../catalog/product-actions';
import { dealsOf } from '@domain/deals';
import { DealsScreen } from './DealsScreen';
import { useStoreName } from '@app/layout/store-name';

export async function loader() {
  return { deals: dealsOf(await listProducts()) };
}

export function Component() {
  const storeName = useStoreName();
  const { deals } = useLoaderData<typeof loader>();
  const actions = useProductActions();
  return (
    <>
      <title>{`Deals | ${storeName}`}</title>
      <DealsScreen
        deals={deals}
        favoriteIds={actions.favoriteIds}
        onToggleFavorite={actions.onToggleFavorite}
        onAddToCart={(product, sizeId) => actions.onAddToCart(product, { sizeId })}
      />
    </>
  );
}
