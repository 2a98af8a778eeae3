import type { Recipe } from '@domain/types';
import { countOf } from '@ds/lib/count';

/** 'Vegetables & Sides' → 'vegetables-and-sides': the category as the URL carries it. */
export function categorySlug(category: string): string {
  return category
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export interface RecipeCategoryOption {
  id: string;
  label: string;
  count: number;
}

/**
 * The category chips after 'All': the shop's categories in their order, then any other
 * category an admin typed on a recipe, so every recipe can be reached by a chip.
 */
export function recipeCategoryOptions(
  categories: readonly string[],
  recipes: readonly Recipe[],
): RecipeCategoryOption[] {
  const labels = [...categories];
  for (const recipe of recipes) {
    const known = labels.some((label) => categorySlug(label) === categorySlug(recipe.category));
    if (!known && recipe.category.trim()) labels.push(recipe.category.trim());
  }
  return labels.map((label) => {
    const id = categorySlug(label);
    return {
      id,
      label,
      count: recipes.filter((recipe) => categorySlug(recipe.category) === id).length,
    };
  });
}

/** The chosen category's slug from `?category=`, or null for all (also for an unknown slug). */
export function readCategory(
  params: URLSearchParams,
  options: readonly RecipeCategoryOption[],
): string | null {
  const slug = params.get('category');
  return slug && options.some((option) => option.id === slug) ? slug : null;
}

/** The recipes in a category (by slug); all of them for null. */
export function recipesInCategory(recipes: readonly Recipe[], slug: string | null): Recipe[] {
  return slug ? recipes.filter((recipe) => categorySlug(recipe.category) === slug) : [...recipes];
}

export function recipeCountLabel(count: number): string {
  return countOf(count, 'recipe');
}
