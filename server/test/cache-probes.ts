import type { Product, Recipe } from '../../domain/types';
import { recipes } from '../../fixtures/recipes';
import { expectJson, type ApiClient } from './client';
import { productInput } from './inputs';

/** Reads and writes the cache tests watch: one product and one recipe, through the API. */

export const productId = 'memphis-dry-rub';
export const recipeId = 'texas-style-brisket';
export const seededTitle = recipes.find((recipe) => recipe.id === recipeId)!.title;

export const productName = async (api: ApiClient) =>
  ((await expectJson(await api.get(`/products/${productId}`), 200)) as Product).name;
export const listedName = async (api: ApiClient) =>
  ((await expectJson(await api.get('/products'), 200)) as Product[]).find(
    (product) => product.id === productId,
  )?.name;
export const recipeTitle = async (api: ApiClient) =>
  ((await expectJson(await api.get('/recipes'), 200)) as Recipe[]).find(
    (recipe) => recipe.id === recipeId,
  )?.title;

export function renameProduct(api: ApiClient, name: string) {
  return api.put(`/products/${productId}`, { as: 'admin', json: productInput({ name }) });
}

/** Polls `read` until it gives `wanted`; resolves how long that took, fails after `limitMs`. */
export async function seen<T>(read: () => Promise<T>, wanted: T, limitMs = 1000): Promise<number> {
  const started = Date.now();
  let last: T;
  do {
    last = await read();
    if (last === wanted) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 20));
  } while (Date.now() - started < limitMs);
  throw new Error(
    `Still ${JSON.stringify(last)} after ${limitMs} ms, not ${JSON.stringify(wanted)}`,
  );
}
