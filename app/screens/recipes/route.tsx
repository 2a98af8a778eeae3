import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { getRecipeCategories } from '../../data/content';
import { getRecipeListPage } from '../../data/recipes';
import { readCategory, recipeCategoryOptions, recipeListSearch } from './recipe-categories';
import { RecipesScreen } from './RecipesScreen';
import { useStoreName } from '@app/layout/store-name';

/**
 * The page of recipes the URL asks for (?category=, ?page, ?limit), from the server; a category
 * no chip names shows all recipes, as the chips do.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const asked = params.get('category');
  const [page, categories] = await Promise.all([
    getRecipeListPage(recipeListSearch(params, asked)),
    getRecipeCategories(),
  ]);
  const category = readCategory(params, recipeCategoryOptions(categories, page.categories));
  const recipes =
    asked && !category ? await getRecipeListPage(recipeListSearch(params, null)) : page;
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
