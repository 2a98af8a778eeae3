import { describe, expect, it } from 'vitest';
import { recipeCategories, recipes } from '@fixtures/recipes';
import type { Recipe } from '@domain/types';
import {
  filterAdminRecipes,
  hasRecipeFilters,
  noRecipeFilters,
  readRecipeFilters,
  recipeCategoryOptions,
  sortAdminRecipes,
  writeRecipeFilters,
} from './admin-recipe-filters';

const categories = [...recipeCategories];
const titles = (list: Recipe[]) => list.map((r) => r.title);

describe('admin recipe filters', () => {
  it('reads and writes the URL, ignoring what it does not know', () => {
    const filters = readRecipeFilters(
      new URLSearchParams('q=rib&difficulty=Easy&difficulty=Hard&category=Seafood'),
      categories,
    );
    expect(filters).toEqual({ query: 'rib', difficulties: ['Easy'], categories: ['Seafood'] });
    expect(writeRecipeFilters(filters).toString()).toBe('q=rib&difficulty=Easy&category=Seafood');
    expect(hasRecipeFilters(noRecipeFilters)).toBe(false);
    expect(writeRecipeFilters(noRecipeFilters).toString()).toBe('');
  });

  it('searches the title or the category, case-insensitively', () => {
    const byTitle = filterAdminRecipes(recipes, { ...noRecipeFilters, query: 'BRISKET' });
    expect(titles(byTitle)).toEqual(['Texas-Style Smoked Brisket']);
    const byCategory = filterAdminRecipes(recipes, { ...noRecipeFilters, query: 'seafood' });
    expect(byCategory.length).toBeGreaterThan(0);
    expect(byCategory.every((r) => r.category === 'Seafood')).toBe(true);
  });

  it('combines difficulty and category with AND; none selected means all', () => {
    expect(filterAdminRecipes(recipes, noRecipeFilters)).toHaveLength(recipes.length);
    const shown = filterAdminRecipes(recipes, {
      ...noRecipeFilters,
      difficulties: ['Easy', 'Intermediate'],
      categories: ['Smoked Meats'],
    });
    expect(shown.every((r) => r.category === 'Smoked Meats' && r.difficulty !== 'Advanced')).toBe(
      true,
    );
    expect(titles(shown)).not.toContain('Texas-Style Smoked Brisket');
  });

  it('sorts difficulty from Easy to Advanced', () => {
    const sorted = sortAdminRecipes(recipes, { column: 'difficulty', direction: 'ascending' });
    expect(sorted[0]!.difficulty).toBe('Easy');
    expect(sorted.at(-1)!.difficulty).toBe('Advanced');
    expect(sortAdminRecipes(recipes)).toEqual(recipes);
  });

  it('offers the five categories plus any new one', () => {
    const custom = { ...recipes[0]!, id: 'x', category: 'Desserts' };
    expect(recipeCategoryOptions(categories, [...recipes, custom])).toEqual([
      ...categories,
      'Desserts',
    ]);
  });
});
