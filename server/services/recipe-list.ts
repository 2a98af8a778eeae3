import type { RecipeListPage } from '../../domain/recipe-categories';
import { recipeListOf, type RecipeListQuery } from '../../domain/recipe-query';
import type { Db } from '../db/client';
import { listRecipes } from './recipes';

/**
 * One page of the public recipes list (domain/recipe-query.ts's rules). Recipes number in the
 * tens to hundreds, so the filter runs on the whole list and only the page travels, as the
 * shop's does.
 */
export async function recipeListPage(db: Db, query: RecipeListQuery): Promise<RecipeListPage> {
  return recipeListOf(await listRecipes(db), query);
}
