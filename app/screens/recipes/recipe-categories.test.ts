import { describe, expect, it } from 'vitest';
import { recipeCategories, recipes } from '@fixtures/recipes';
import type { Recipe } from '@domain/types';
import {
  categorySlug,
  readCategory,
  recipeCategoryOptions,
  recipeCountLabel,
  recipesInCategory,
} from './recipe-categories';

describe('recipe category filter', () => {
  it('makes URL-friendly slugs', () => {
    expect(categorySlug('Vegetables & Sides')).toBe('vegetables-and-sides');
    expect(categorySlug('Smoked Meats')).toBe('smoked-meats');
    expect(categorySlug('  Sauces & Rubs!  ')).toBe('sauces-and-rubs');
  });

  it('lists the five categories in order, with their recipe counts', () => {
    const options = recipeCategoryOptions(recipeCategories, recipes);
    expect(options.map((o) => o.label)).toEqual([
      'Smoked Meats',
      'Grilled Poultry',
      'Seafood',
      'Vegetables & Sides',
      'Sauces & Rubs',
    ]);
    expect(options.reduce((sum, o) => sum + o.count, 0)).toBe(recipes.length);
    expect(options.find((o) => o.id === 'seafood')?.count).toBe(2);
  });

  it('adds a chip for a category an admin typed, so the recipe is reachable', () => {
    const extra: Recipe = { ...recipes[0]!, id: 'smoked-pie', category: 'Desserts' };
    const options = recipeCategoryOptions(recipeCategories, [...recipes, extra]);
    expect(options.at(-1)).toEqual({ id: 'desserts', label: 'Desserts', count: 1 });
    // The same category in another case is not a new chip.
    const shouted: Recipe = { ...extra, id: 'loud', category: 'SEAFOOD' };
    expect(recipeCategoryOptions(recipeCategories, [...recipes, shouted])).toHaveLength(5);
  });

  it('keeps a category with no recipes, with a zero count', () => {
    const noSeafood = recipes.filter((r) => r.category !== 'Seafood');
    expect(recipeCategoryOptions(recipeCategories, noSeafood)[2]).toEqual({
      id: 'seafood',
      label: 'Seafood',
      count: 0,
    });
  });

  it('reads the category from the URL, ignoring unknown ones', () => {
    const options = recipeCategoryOptions(recipeCategories, recipes);
    expect(readCategory(new URLSearchParams('category=seafood'), options)).toBe('seafood');
    expect(readCategory(new URLSearchParams('category=pizza'), options)).toBeNull();
    expect(readCategory(new URLSearchParams(''), options)).toBeNull();
  });

  it('filters by slug and keeps every recipe for all', () => {
    const seafood = recipesInCategory(recipes, 'seafood');
    expect(seafood.map((r) => r.id)).toEqual([
      'cedar-plank-salmon',
      'garlic-butter-shrimp-skewers',
    ]);
    expect(recipesInCategory(recipes, null)).toHaveLength(recipes.length);
  });

  it('counts in words', () => {
    expect(recipeCountLabel(1)).toBe('1 recipe');
    expect(recipeCountLabel(0)).toBe('0 recipes');
    expect(recipeCountLabel(10)).toBe('10 recipes');
  });
});
