import { describe, expect, it } from 'vitest';
import { recipeCategories, recipes } from '@fixtures/recipes';
import {
  categorySlug,
  readCategory,
  recipeCategoryOptions,
  recipeCountLabel,
  recipeListSearch,
} from './recipe-categories';

const used = recipes.map((recipe) => recipe.category);

describe('recipe category filter', () => {
  it('makes URL-friendly slugs', () => {
    expect(categorySlug('Vegetables & Sides')).toBe('vegetables-and-sides');
    expect(categorySlug('Smoked Meats')).toBe('smoked-meats');
    expect(categorySlug('  Sauces & Rubs!  ')).toBe('sauces-and-rubs');
  });

  it('lists the five categories in order', () => {
    const options = recipeCategoryOptions(recipeCategories, used);
    expect(options.map((o) => o.label)).toEqual([
      'Smoked Meats',
      'Grilled Poultry',
      'Seafood',
      'Vegetables & Sides',
      'Sauces & Rubs',
    ]);
  });

  it('adds a chip for a category an admin typed, so the recipe is reachable', () => {
    const options = recipeCategoryOptions(recipeCategories, [...used, 'Desserts']);
    expect(options.at(-1)).toEqual({ id: 'desserts', label: 'Desserts' });
    // The same category in another case is not a new chip.
    expect(recipeCategoryOptions(recipeCategories, [...used, 'SEAFOOD'])).toHaveLength(5);
  });

  it('keeps a category with no recipes', () => {
    expect(recipeCategoryOptions(recipeCategories, [])[2]).toEqual({
      id: 'seafood',
      label: 'Seafood',
    });
  });

  it('reads the category from the URL, ignoring unknown ones', () => {
    const options = recipeCategoryOptions(recipeCategories, used);
    expect(readCategory(new URLSearchParams('category=seafood'), options)).toBe('seafood');
    expect(readCategory(new URLSearchParams('category=pizza'), options)).toBeNull();
    expect(readCategory(new URLSearchParams(''), options)).toBeNull();
  });

  it("asks the server for the category and the URL's paging, leaving out what it would refuse", () => {
    const params = new URLSearchParams('category=seafood&page=2&limit=500&x=1');
    expect(recipeListSearch(params, 'seafood')).toBe('?category=seafood&page=2');
    expect(recipeListSearch(new URLSearchParams('page=0'), null)).toBe('');
  });

  it('counts in words', () => {
    expect(recipeCountLabel(1)).toBe('1 recipe');
    expect(recipeCountLabel(0)).toBe('0 recipes');
    expect(recipeCountLabel(10)).toBe('10 recipes');
  });
});
