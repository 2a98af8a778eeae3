import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { brand } from '@domain/brand';
import { searchCatalog } from '../../data/search';
import { useProductActions } from '../../catalog/product-actions';
import { queryOf } from '../../catalog/search-path';
import { SearchScreen } from './SearchScreen';

export async function loader({ request }: LoaderFunctionArgs) {
  return searchCatalog(queryOf(request.url));
}

export function Component() {
  const results = useLoaderData<typeof loader>();
  const actions = useProductActions();
  return (
    <>
      <title>
        {results.query
          ? `Results for “${results.query}” | ${brand.name}`
          : `Search | ${brand.name}`}
      </title>
      <SearchScreen
        query={results.query}
        products={results.products}
        recipes={results.recipes}
        favoriteIds={actions.favoriteIds}
        onToggleFavorite={actions.onToggleFavorite}
        onAddToCart={(product) => actions.onAddToCart(product)}
      />
    </>
  );
}
