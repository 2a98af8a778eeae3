import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { showToast } from '@ds/primitives/Toast/toast-queue';
import { brand } from '@domain/brand';
import { getRecipe } from '../../data/recipes';
import { isFavorite } from '../../state/favorites-store';
import { favoritesStore, useFavorites } from '../../state/stores';
import { snippet } from '@domain/site-meta';
import { usePageMeta } from '../../layout/use-page-meta';
import { RecipeScreen } from './RecipeScreen';

export async function loader({ params }: LoaderFunctionArgs) {
  return { recipe: (await getRecipe(params.id ?? '')) ?? null };
}

export function Component() {
  const { recipe } = useLoaderData<typeof loader>();
  const saved = useFavorites((state) =>
    recipe ? isFavorite(state.items, 'recipe', recipe.id) : false,
  );

  usePageMeta(
    recipe
      ? {
          title: `${recipe.title} | ${brand.name}`,
          description: snippet(recipe.description),
          image: recipe.imageUrl,
          type: 'article',
        }
      : null,
  );

  function toggleFavorite() {
    if (!recipe) return;
    const nowSaved = favoritesStore.getState().toggle({
      type: 'recipe',
      refId: recipe.id,
      name: recipe.title,
      category: recipe.category,
      image: recipe.imageUrl,
    });
    showToast({
      title: nowSaved ? 'Saved to favorites' : 'Removed from favorites',
      description: recipe.title,
      tone: nowSaved ? 'success' : 'info',
    });
  }

  return (
    <>
      <title>{`${recipe ? recipe.title : 'Recipe not found'} | ${brand.name}`}</title>
      <RecipeScreen recipe={recipe} isFavorite={saved} onToggleFavorite={toggleFavorite} />
    </>
  );
}
