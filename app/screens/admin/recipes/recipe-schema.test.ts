import { describe, expect, it } from 'vitest';
import { recipes } from '../../../../fixtures/recipes';
import { noPhotoUrl } from '../../../admin/images';
import {
  defaultInternalTemperature,
  emptyRecipeForm,
  recipeFormSchema,
  toRecipe,
  toRecipeForm,
  type RecipeForm,
} from './recipe-schema';

const valid = (): RecipeForm => ({
  ...emptyRecipeForm(),
  title: ' Smoked Wings ',
  category: 'Grilled Poultry',
  description: 'Crispy smoked wings.',
  prepTime: '15 mins',
  cookTime: '2 hours',
  ingredients: ['2 lb wings'],
  instructions: ['Smoke at 250 °F.'],
});

function messages(form: RecipeForm): Record<string, string> {
  const result = recipeFormSchema.safeParse(form);
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('recipe form rules (spec section 5)', () => {
  it('defaults to 4 servings and Intermediate', () => {
    expect(emptyRecipeForm()).toMatchObject({ servings: 4, difficulty: 'Intermediate' });
  });

  it('requires title, category, description, prep and cook time, and the lists', () => {
    expect(messages(emptyRecipeForm())).toEqual({
      title: 'Recipe title is required',
      category: 'Category is required',
      description: 'Description is required',
      prepTime: 'Prep time is required',
      cookTime: 'Cook time is required',
      ingredients: 'Add at least one ingredient',
      instructions: 'Add at least one step',
    });
  });

  it('takes servings as a whole number of at least 1', () => {
    expect(messages({ ...valid(), servings: NaN })).toEqual({ servings: 'Servings is required' });
    expect(messages({ ...valid(), servings: 0 })).toEqual({
      servings: 'Servings must be at least 1',
    });
    expect(messages({ ...valid(), servings: 2.5 })).toEqual({
      servings: 'Servings must be a whole number',
    });
    expect(messages({ ...valid(), servings: 12 })).toEqual({});
  });

  it('takes only the three difficulties and at most one image', () => {
    expect(
      messages({ ...valid(), difficulty: 'Expert' as RecipeForm['difficulty'] }),
    ).toHaveProperty('difficulty');
    const image = { id: 'i', name: 'a.png', url: 'data:image/png;base64,AA==' };
    expect(messages({ ...valid(), image: [image, image] })).toEqual({ image: 'Add one image' });
  });
});

describe('form ⇄ recipe', () => {
  it('builds a new recipe the public pages can show', () => {
    expect(toRecipe(recipeFormSchema.parse(valid()))).toEqual({
      id: '',
      title: 'Smoked Wings',
      category: 'Grilled Poultry',
      description: 'Crispy smoked wings.',
      prepTime: '15 mins',
      cookTime: '2 hours',
      servings: 4,
      difficulty: 'Intermediate',
      imageUrl: noPhotoUrl,
      rating: 0,
      ingredients: ['2 lb wings'],
      instructions: ['Smoke at 250 °F.'],
      tips: [],
      equipment: [],
      temperature: { internal: defaultInternalTemperature },
    });
  });

  it('uses the chosen image and the internal temperature when given', () => {
    const form = {
      ...valid(),
      image: [{ id: '1', name: 'wings.png', url: 'data:image/png;base64,AA==' }],
      internalTemperature: '175 °F',
    };
    expect(toRecipe(recipeFormSchema.parse(form))).toMatchObject({
      imageUrl: 'data:image/png;base64,AA==',
      temperature: { internal: '175 °F' },
    });
  });

  it('edits a recipe and keeps what the form does not show', () => {
    const brisket = recipes[0]!;
    const form = toRecipeForm(brisket);
    expect(form.image).toEqual([{ id: 'existing-0', name: brisket.title, url: brisket.imageUrl }]);
    expect(form.internalTemperature).toBe(brisket.temperature.internal);
    const saved = toRecipe(recipeFormSchema.parse({ ...form, servings: 10 }), brisket);
    expect(saved).toEqual({ ...brisket, servings: 10 });
  });
});
