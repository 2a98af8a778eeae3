import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { brand } from '../../../fixtures/brand';
import { getFrequentlyBoughtTogether, getProduct } from '../../data/products';
import { useProductActions } from '../shop/product-actions';
import { ProductScreen } from './ProductScreen';

/** null for an id that is not in the catalogue: the screen says 'Product not found'. */
export async function loader({ params }: LoaderFunctionArgs) {
  const id = params.id ?? '';
  const product = await getProduct(id);
  if (!product) return null;
  return { product, frequentlyBoughtTogether: await getFrequentlyBoughtTogether(id) };
}

export function Component() {
  const data = useLoaderData<typeof loader>();
  const actions = useProductActions();
  return (
    <>
      <title>{`${data?.product.name ?? 'Product not found'} | ${brand.name}`}</title>
      <ProductScreen
        product={data?.product ?? null}
        frequentlyBoughtTogether={data?.frequentlyBoughtTogether ?? []}
        favoriteIds={actions.favoriteIds}
        onToggleFavorite={actions.onToggleFavorite}
        onAddToCart={(product, choice) => actions.onAddToCart(product, choice)}
        onAddSuggestionToCart={(product) => actions.onAddToCart(product)}
      />
    </>
  );
}
