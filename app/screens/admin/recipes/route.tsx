import { useLoaderData, useRevalidator } from 'react-router-dom';
import { showToast } from '@ds/primitives/Toast/toast-queue';
import { skipFilterOnlyChanges } from '@app/records/revalidate';
import { getRecipeCategories } from '@app/data/content';
import { deleteRecipe, listRecipes, saveRecipe } from '@app/data/recipes';
import { AdminRecipesScreen } from './AdminRecipesScreen';
import { useStoreName } from '@app/layout/store-name';

/** Filters live in the URL; changing them needs no reload of the data. */
export const shouldRevalidate = skipFilterOnlyChanges;

export async function loader() {
  const [recipes, categories] = await Promise.all([listRecipes(), getRecipeCategories()]);
  return { recipes, categories };
}

/** /admin/recipes: the recipes the public pages show, added, edited and deleted in place. */
export function Component() {
  const storeName = useStoreName();
  const { recipes, categories } = useLoaderData<typeof loader>();
  const revalidator = useRevalidator();
  return (
    <>
      <title>{`Recipe Management | ${storeName}`}</title>
      <AdminRecipesScreen
        recipes={recipes}
        categories={categories}
        onSaveRecipe={async (recipe) => {
          const saved = await saveRecipe(recipe);
          await revalidator.revalidate();
          showToast({
            title: recipe.id ? 'Recipe updated' : 'Recipe added',
            description: saved.title,
            tone: 'success',
          });
        }}
        onDeleteRecipe={async (recipe) => {
          await deleteRecipe(recipe.id);
          await revalidator.revalidate();
          showToast({ title: 'Recipe deleted', description: recipe.title, tone: 'success' });
        }}
      />
    </>
  );
}
