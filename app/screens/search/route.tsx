import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { searchCatalog } from '../../data/search';
import { useProductActions } from '../../catalog/product-actions';
import { queryOf } from '../../catalog/search-path';
import { SearchScreen } from './SearchScreen';
import { useStoreName } from '@app/layout/store-name';

export async function loader({ request }: LoaderFunctionArgs) {
  return searchCatalog(queryOf(request.url));
}

export function Component() {
  const storeName = useStoreName();
  const results = useLoaderData<typeof loader>();
  const actions = useProductActions();
  return (
    <>
      <title>
        {results.query ? `Results for “${results.query}” | ${storeName}` : `Search | ${storeName}`}
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
