import { useLoaderData } from 'react-router-dom';
import { getHomeContent } from '../../data/content';
import { useProductActions } from '../../catalog/product-actions';
import { HomeScreen } from './HomeScreen';
import { useStoreName } from '@app/layout/store-name';

export async function loader() {
  return getHomeContent();
}

export function Component() {
  const storeName = useStoreName();
  const content = useLoaderData<typeof loader>();
  const actions = useProductActions();
  return (
    <>
      <title>{`BBQ Rubs, Sauces & Recipes | ${storeName}`}</title>
      <HomeScreen
        hero={content.hero}
        categories={content.categories}
        weeklySpecials={content.weeklySpecials}
        testimonials={content.testimonials}
        clubPromo={content.clubPromo}
        favoriteIds={actions.favoriteIds}
        onToggleFavorite={actions.onToggleFavorite}
        onAddToCart={(product) => actions.onAddToCart(product)}
      />
    </>
  );
}
