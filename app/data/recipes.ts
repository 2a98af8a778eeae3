import type { RecipeInput } from '../../domain/schemas';
import type { Recipe } from '../../domain/types';
import { api, apiFind } from './api';
import { storedImageUrl } from './uploads';

export const listRecipes = () => api<Recipe[]>('/recipes');
export const getRecipe = (id: string) => apiFind<Recipe>(`/recipes/${encodeURIComponent(id)}`);
export const deleteRecipe = (id: string) =>
  api<undefined>(`/recipes/${encodeURIComponent(id)}`, { method: 'DELETE', signedIn: true });

/** Saves a recipe: a new one (empty id) gets a slug id from its title on the server. */
export async function saveRecipe(recipe: Recipe): Promise<Recipe> {
  const { id } = recipe;
  const body: RecipeInput = {
    title: recipe.title,
    category: recipe.category,
    description: recipe.description,
    prepTime: recipe.prepTime,
    cookTime: recipe.cookTime,
    servings: recipe.servings,
    difficulty: recipe.difficulty,
    imageUrl: await storedImageUrl(recipe.imageUrl),
    ingredients: recipe.ingredients,
    instructions: recipe.instructions,
    tips: recipe.tips,
    equipment: recipe.equipment,
    temperature: recipe.temperature,
    woodChips: recipe.woodChips,
  };
  return id
    ? api<Recipe>(`/recipes/${encodeURIComponent(id)}`, { method: 'PUT', body, signedIn: true })
    : api<Recipe>('/recipes', { method: 'POST', body, signedIn: true });
}
