import { describe, expect, it } from 'vitest';
import { recipes } from '@fixtures/recipes';
import { noPhotoUrl } from '@app/admin/images';
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

describe('recipe form rules', () => {
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
      temperature: { smoking: '', grilling: '', internal: '175 °F' },
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
    expect(form.temperature.internal).toBe(brisket.temperature.internal);
    const saved = toRecipe(recipeFormSchema.parse({ ...form, servings: 10 }), brisket);
    expect(saved).toEqual({ ...brisket, servings: 10 });
  });
});

describe('what the recipe page shows beyond the spec’s form', () => {
  it('edits tips, equipment, wood and every temperature, trimmed', () => {
    const brisket = recipes[0]!;
    const form = toRecipeForm(brisket);
    expect(form).toMatchObject({
      tips: brisket.tips,
      equipment: brisket.equipment,
      woodChips: brisket.woodChips,
      temperature: { smoking: brisket.temperature.smoking, internal: brisket.temperature.internal },
    });
    const saved = toRecipe(
      recipeFormSchema.parse({
        ...form,
        tips: ['Spritz every hour ', 'Rest it'],
        equipment: ['Offset smoker'],
        woodChips: ['Post oak', ' Hickory '],
        temperature: { smoking: ' 250 °F', grilling: '450 °F', internal: '205 °F' },
      }),
      brisket,
    );
    expect(saved).toMatchObject({
      tips: ['Spritz every hour', 'Rest it'],
      equipment: ['Offset smoker'],
      woodChips: ['Post oak', 'Hickory'],
      temperature: { smoking: '250 °F', grilling: '450 °F', internal: '205 °F' },
    });
  });

  it('leaves out an empty wood list and empty smoking and grilling temperatures', () => {
    const brisket = recipes[0]!;
    const form = {
      ...toRecipeForm(brisket),
      woodChips: [],
      temperature: { smoking: '  ', grilling: '', internal: '' },
    };
    const saved = toRecipe(recipeFormSchema.parse(form), brisket);
    expect(saved).not.toHaveProperty('woodChips');
    expect(saved.temperature).toEqual({ internal: defaultInternalTemperature });
  });

  it('holds the server’s limits on lists and temperatures', () => {
    expect(
      messages({
        ...valid(),
        tips: Array.from({ length: 51 }, (_, i) => `Tip ${i}`),
        equipment: ['x'.repeat(501)],
        woodChips: Array.from({ length: 21 }, (_, i) => `Wood ${i}`),
        temperature: { smoking: 'x'.repeat(81), grilling: '', internal: '' },
      }),
    ).toEqual({
      tips: 'You can add up to 50',
      'equipment.0': 'Equipment must be at most 500 characters',
      woodChips: 'You can add up to 20',
      'temperature.smoking': 'Smoking temperature must be at most 80 characters',
    });
  });
});
