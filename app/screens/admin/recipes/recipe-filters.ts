import type { Difficulty, Recipe } from '../../../../fixtures/types';
import { matchesQuery, readList } from '../../../admin/format';
import { difficulties } from './recipe-schema';

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
  for (const difficulty of filters.difficulties) params.append('difficulty', difficulty);
  for (const category of filters.categories) params.append('category', category);
  return params;
}

export const hasRecipeFilters = (filters: RecipeFilters) =>
  filters.query.trim() !== '' || filters.difficulties.length > 0 || filters.categories.length > 0;

/** The recipes that pass the search, the difficulties and the categories (AND). */
export function filterAdminRecipes(recipes: readonly Recipe[], filters: RecipeFilters): Recipe[] {
  return recipes.filter(
    (recipe) =>
      matchesQuery(filters.query, recipe.title, recipe.category) &&
      (filters.difficulties.length === 0 || filters.difficulties.includes(recipe.difficulty)) &&
      (filters.categories.length === 0 || filters.categories.includes(recipe.category)),
  );
}

export type RecipeSortColumn = 'title' | 'category' | 'difficulty';

export interface RecipeSort {
  column: RecipeSortColumn;
  direction: 'ascending' | 'descending';
}

const byTitle = (a: Recipe, b: Recipe) => a.title.localeCompare(b.title, 'en');

const comparators: Record<RecipeSortColumn, (a: Recipe, b: Recipe) => number> = {
  title: byTitle,
  category: (a, b) => a.category.localeCompare(b.category, 'en') || byTitle(a, b),
  // Easy → Advanced, not alphabetical.
  difficulty: (a, b) =>
    difficulties.indexOf(a.difficulty) - difficulties.indexOf(b.difficulty) || byTitle(a, b),
};

export function sortAdminRecipes(recipes: readonly Recipe[], sort?: RecipeSort): Recipe[] {
  if (!sort) return [...recipes];
  const direction = sort.direction === 'descending' ? -1 : 1;
  return [...recipes].sort((a, b) => direction * comparators[sort.column](a, b));
}

/** The category chips: the five recipe categories, then any other one a recipe uses. */
export function recipeCategoryOptions(
  categories: readonly string[],
  recipes: readonly Recipe[],
): string[] {
  return [...new Set([...categories, ...recipes.map((recipe) => recipe.category)])];
}
