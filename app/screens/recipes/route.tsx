import { useLoaderData } from 'react-router-dom';
import { brand } from '@domain/brand';
import { getRecipeCategories } from '../../data/content';
import { listRecipes } from '../../data/recipes';
import { RecipesScreen } from './RecipesScreen';

export async function loader() {
  const [recipes, categories] = await Promise.all([listRecipes(), getRecipeCategories()]);
  return { recipes, categories };
}

export function Component() {
  const { recipes, categories } = useLoaderData<typeof loader>();
  return (
    <>
      <title>{`Recipes | ${brand.name}`}</title>
      <RecipesScreen recipes={recipes} categories={categories} />
    </>
  );
}
