import { useLoaderData } from 'react-router-dom';
import { brand } from '@domain/brand';
import { getHomeContent } from '../../data/content';
import { useProductActions } from '../../catalog/product-actions';
import { HomeScreen } from './HomeScreen';

export async function loader() {
  return getHomeContent();
}

export function Component() {
  const content = useLoaderData<typeof loader>();
  const actions = useProductActions();
  return (
    <>
      <title>{`BBQ Rubs, Sauces & Recipes | ${brand.name}`}</title>
      <HomeScreen
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
