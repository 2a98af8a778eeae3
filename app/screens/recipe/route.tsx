import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { getRecipe } from '../../data/recipes';
import { isFavorite } from '../../state/favorites-store';
import { toggleFavorite } from '../../commerce/toggle-favorite';
import { useFavorites } from '../../state/stores';
import { snippet } from '@domain/site-meta';
import { usePageMeta } from '../../layout/use-page-meta';
import { RecipeScreen } from './RecipeScreen';
import { useStoreName } from '@app/layout/store-name';

export async function loader({ params }: LoaderFunctionArgs) {
  return { recipe: (await getRecipe(params.id ?? '')) ?? null };
}

export function Component() {
  const storeName = useStoreName();
  const { recipe } = useLoaderData<typeof loader>();
  const saved = useFavorites((state) =>
    recipe ? isFavorite(state.items, 'recipe', recipe.id) : false,
  );

  usePageMeta(
    recipe
      ? {
          title: `${recipe.title} | ${storeName}`,
          description: snippet(recipe.description),
          image: recipe.imageUrl,
          type: 'article',
        }
      : null,
  );

  function toggleRecipeFavorite() {
    if (!recipe) return;
    toggleFavorite(
      {
        type: 'recipe',
        refId: recipe.id,
        name: recipe.title,
        category: recipe.category,
        image: recipe.imageUrl,
      },
      { confirm: true },
    );
  }

  return (
    <>
      <title>{`${recipe ? recipe.title : 'Recipe not found'} | ${storeName}`}</title>
      <RecipeScreen recipe={recipe} isFavorite={saved} onToggleFavorite={toggleRecipeFavorite} />
    </>
  );
}
