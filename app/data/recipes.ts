import { recipes as seedRecipes } from '../../fixtures/recipes';
import type { Recipe } from '../../fixtures/types';
import { collection } from './collection';
import { uniqueSlug } from './slug';
import { recipeSchema } from './schemas';

const recipes = collection<Recipe>({
  name: 'recipes',
  version: 1,
  seed: () => structuredClone(seedRecipes),
  schema: recipeSchema,
});

export const listRecipes = () => recipes.list();
export const getRecipe = (id: string) => recipes.get(id);
export const deleteRecipe = (id: string) => recipes.remove(id);

/** Saves a recipe; a new one (empty id) gets a slug id from its title. */
export async function saveRecipe(recipe: Recipe): Promise<Recipe> {
  if (recipe.id) return recipes.put(recipe);
  const taken = new Set((await recipes.list()).map((r) => r.id));
  return recipes.put({ ...recipe, id: uniqueSlug(recipe.title, taken) });
}
