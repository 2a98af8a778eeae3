import type { Page } from './paging';
import type { Recipe } from './types';

/**
 * Recipe categories as the URL carries them, without the schema library (the recipes page
 * needs them at first paint; the server filters GET /api/recipe-list by the same slug).
 */

/** 'Vegetables & Sides' → 'vegetables-and-sides': the category as the URL carries it. */
export function categorySlug(category: string): string {
  return category
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** One page of the recipes list, with every category a recipe is in (for the chips). */
export interface RecipeListPage extends Page<Recipe> {
  /** The categories of all recipes (not only this page's), trimmed, first use first. */
  categories: string[];
}
