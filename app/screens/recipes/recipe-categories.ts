import { categorySlug } from '@domain/recipe-categories';
import { countOf } from '@ds/lib/count';
import { listSearch, readPaging } from '@domain/list-search';

export { categorySlug } from '@domain/recipe-categories';

export interface RecipeCategoryOption {
  id: string;
  label: string;
}

/**
 * The category chips after 'All': the shop's categories in their order, then any other
 * category an admin typed on a recipe (`recipeCategories`, from the server), so every recipe
 * can be reached by a chip.
 */
export function recipeCategoryOptions(
  categories: readonly string[],
  recipeCategories: readonly string[],
): RecipeCategoryOption[] {
  const labels = [...categories];
  for (const category of recipeCategories) {
    const known = labels.some((label) => categorySlug(label) === categorySlug(category));
    if (!known && category.trim()) labels.push(category.trim());
  }
  return labels.map((label) => ({ id: categorySlug(label), label }));
}

/** The chosen category's slug from `?category=`, or null for all (also for an unknown slug). */
export function readCategory(
  params: URLSearchParams,
  options: readonly RecipeCategoryOption[],
): string | null {
  const slug = params.get('category');
  return slug && options.some((option) => option.id === slug) ? slug : null;
}

/**
 * GET /api/recipe-list's query for a recipes URL: the category's slug (`category`, null for
 * all) and the paging (a value the API would refuse is left out).
 */
export function recipeListSearch(params: URLSearchParams, category: string | null): string {
  return listSearch({ category, ...readPaging(params) });
}

export function recipeCountLabel(count: number): string {
  return countOf(count, 'recipe');
}
