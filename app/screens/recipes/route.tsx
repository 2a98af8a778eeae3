import { useLoaderData } from 'react-router-dom';
import { getRecipeCategories } from '../../data/content';
import { listRecipes } from '../../data/recipes';
import { RecipesScreen } from './RecipesScreen';
import { useStoreName } from '@app/layout/store-name';

export async function loader() {
  const [recipes, categories] = await Promise.all([listRecipes(), getRecipeCategories()]);
  return { recipes, categories };
}

export function Component() {
  const storeName = useStoreName();
  const { recipes, categories } = useLoaderData<typeof loader>();
  return (
    <>
      <title>{`Recipes | ${storeName}`}</title>
      <RecipesScreen recipes={recipes} categories={categories} />
    </>
  );
}
