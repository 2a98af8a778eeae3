import { useLoaderData } from 'react-router-dom';
import { brand } from '@domain/brand';
import { listProducts } from '../../data/products';
import { useProductActions } from '../../catalog/product-actions';
import { dealsOf } from '../../catalog/deals';
import { DealsScreen } from './DealsScreen';

export async function loader() {
  return { deals: dealsOf(await listProducts()) };
}

export function Component() {
  const { deals } = useLoaderData<typeof loader>();
  const actions = useProductActions();
  return (
    <>
      <title>{`Deals | ${brand.name}`}</title>
      <DealsScreen
        deals={deals}
        favoriteIds={actions.favoriteIds}
        onToggleFavorite={actions.onToggleFavorite}
        onAddToCart={(product, sizeId) => actions.onAddToCart(product, { sizeId })}
      />
    </>
  );
}
