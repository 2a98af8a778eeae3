import { difficulties } from '@domain/constants';
import type { Difficulty, Recipe } from '@domain/types';
import { matchesQuery } from '@app/admin/format';
import {
  appendList,
  byCategory,
  byText,
  inOrder,
  matchesChoice,
  readList,
  sortRows,
  type TableSort,
} from '@app/records/list-filters';

export interface RecipeFilters {
  /** Matches the title or the category, case-insensitively. */
  query: string;
  /** Empty means every difficulty. */
  difficulties: Difficulty[];
  /** Empty means every category. */
  categories: string[];
}

export const noRecipeFilters: RecipeFilters = { query: '', difficulties: [], categories: [] };

/** ?q=brisket&difficulty=Easy&category=Seafood; unknown values are ignored. */
export function readRecipeFilters(
  params: URLSearchParams,
  categories: readonly string[],
): RecipeFilters {
  return {
    query: params.get('q') ?? '',
    difficulties: readList(params, 'difficulty', difficulties),
    categories: readList(params, 'category', categories),
  };
}

export function writeRecipeFilters(filters: RecipeFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.query) params.set('q', filters.query);
  appendList(params, 'difficulty', filters.difficulties);
  appendList(params, 'category', filters.categories);
  return params;
}

export const hasRecipeFilters = (filters: RecipeFilters) =>
  filters.query.trim() !== '' || filters.difficulties.length > 0 || filters.categories.length > 0;

/** The recipes that pass the search, the difficulties and the categories (AND). */
export function filterAdminRecipes(recipes: readonly Recipe[], filters: RecipeFilters): Recipe[] {
  return recipes.filter(
    (recipe) =>
      matchesQuery(filters.query, recipe.title, recipe.category) &&
      matchesChoice(filters.difficulties, recipe.difficulty) &&
      matchesChoice(filters.categories, recipe.category),
  );
}

export type RecipeSortColumn = 'title' | 'category' | 'difficulty';

export type RecipeSort = TableSort<RecipeSortColumn>;

const byTitle = byText<Recipe>((recipe) => recipe.title);

const comparators: Record<RecipeSortColumn, (a: Recipe, b: Recipe) => number> = {
  title: byTitle,
  category: inOrder(byCategory, byTitle),
  // Easy → Advanced, not alphabetical.
  difficulty: inOrder(
    (a, b) => difficulties.indexOf(a.difficulty) - difficulties.indexOf(b.difficulty),
    byTitle,
  ),
};

/** A sorted copy; without a sort the list's own order. */
export const sortAdminRecipes = (recipes: readonly Recipe[], sort?: RecipeSort) =>
  sortRows(recipes, comparators, sort);

/** The category chips: the five recipe categories, then any other one a recipe uses. */
export function recipeCategoryOptions(
  categories: readonly string[],
  recipes: readonly Recipe[],
): string[] {
  return [...new Set([...categories, ...recipes.map((recipe) => recipe.category)])];
}
