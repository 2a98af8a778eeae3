import type { RecipeInput } from '../../domain/schemas';
import type { RecipeListPage } from '../../domain/recipe-categories';
import type { Recipe } from '../../domain/types';
import { api, apiFind } from './api';
import { storedImageUrl } from './uploads';

/** Every recipe (the console, search): the recipes page reads a page at a time instead. */
export const listRecipes = () => api<Recipe[]>('/recipes');
/** One page of the recipes page's list; `search` is GET /api/recipe-list's query ('' or '?…'). */
export const getRecipeListPage = (search: string) => api<RecipeListPage>(`/recipe-list${search}`);
export const getRecipe = (id: string) => apiFind<Recipe>(`/recipes/${encodeURIComponent(id)}`);
export const deleteRecipe = (id: string) =>
  api<undefined>(`/recipes/${encodeURIComponent(id)}`, { method: 'DELETE', signedIn: true });

/** Saves a recipe: a new one (empty id) gets a slug id from its title on the server. */
export async function saveRecipe(recipe: Recipe): Promise<Recipe> {
  // id and rating are the server's: the body is the rest of the recipe, its image stored first.
  const { id, rating, ...fields } = recipe;
  const body: RecipeInput = {
    ...fields,
    imageUrl: await storedImageUrl(recipe.imageUrl, 'imageUrl'),
  };
  return id
    ? api<Recipe>(`/recipes/${encodeURIComponent(id)}`, { method: 'PUT', body, signedIn: true })
    : api<Recipe>('/recipes', { method: 'POST', body, signedIn: true });
}
