import { z } from 'zod';
import { pageQuerySchema } from './list-page';
import { pageOf } from './paging';
import { categorySlug, type RecipeListPage } from './recipe-categories';
import type { Recipe } from './types';

/**
 * GET /api/recipe-list's query, in the recipes page's own URL words (?category=seafood&page=2
 * &limit=24): one page of recipes in a category (by its slug, domain/recipe-categories.ts).
 */
export const recipeListQuerySchema = pageQuerySchema.extend({
  category: z
    .string('category must be text')
    .min(1, 'category must not be empty')
    .max(100, 'category must be at most 100 characters')
    .optional(),
});

export type RecipeListQuery = z.output<typeof recipeListQuerySchema>;

/**
 * The page `query` asks for of `all` recipes (in their order): one category's when asked, with
 * the filtered total and every recipe's category, trimmed, first use first.
 */
export function recipeListOf(all: readonly Recipe[], query: RecipeListQuery): RecipeListPage {
  const categories = [...new Set(all.map((recipe) => recipe.category.trim()).filter(Boolean))];
  const slug = query.category;
  const shown = slug ? all.filter((recipe) => categorySlug(recipe.category) === slug) : all;
  return { ...pageOf(shown, query), categories };
}
