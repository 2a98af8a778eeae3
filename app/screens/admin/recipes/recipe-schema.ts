import { z } from 'zod';
import {
  defaultDifficulty,
  defaultServings,
  maxDescriptionLength,
  maxNameLength,
} from '../../../../domain/constants';
import type { Difficulty, Recipe } from '../../../../domain/types';
import { limitedText, uploadedImageSchema } from '../../../admin/form-schema';
import { isNoPhoto, noPhotoUrl } from '../../../admin/images';

export const difficulties = [
  'Easy',
  'Intermediate',
  'Advanced',
] as const satisfies readonly Difficulty[];

/** What a new recipe's temperature guide says until the admin gives an internal temperature. */
export const defaultInternalTemperature = 'See recipe';

/** The Add Recipe and Edit Recipe form (spec section 5). */
export const recipeFormSchema = z.object({
  title: limitedText('Recipe title', maxNameLength),
  /** Free text; the five recipe categories are offered as suggestions. */
  category: limitedText('Category', maxNameLength),
  description: limitedText('Description', maxDescriptionLength),
  prepTime: limitedText('Prep time', 40),
  cookTime: limitedText('Cook time', 40),
  servings: z
    .number({ error: 'Servings is required' })
    .int('Servings must be a whole number')
    .min(1, 'Servings must be at least 1')
    .max(500, 'Servings must be at most 500'),
  difficulty: z.enum(difficulties, { error: 'Choose a difficulty' }),
  /** Optional; the FileDrop takes image files only, read into a data URL. */
  image: z.array(uploadedImageSchema).max(1, 'Add one image'),
  /** Optional, e.g. '203 °F'. */
  internalTemperature: z.string().trim(),
  ingredients: z.array(z.string().trim().min(1)).min(1, 'Add at least one ingredient'),
  instructions: z.array(z.string().trim().min(1)).min(1, 'Add at least one step'),
});

export type RecipeForm = z.input<typeof recipeFormSchema>;
export type RecipeFormValues = z.output<typeof recipeFormSchema>;

export const emptyRecipeForm = (): RecipeForm => ({
  title: '',
  category: '',
  description: '',
  prepTime: '',
  cookTime: '',
  servings: defaultServings,
  difficulty: defaultDifficulty,
  image: [],
  internalTemperature: '',
  ingredients: [],
  instructions: [],
});

export function toRecipeForm(recipe: Recipe): RecipeForm {
  return {
    title: recipe.title,
    category: recipe.category,
    description: recipe.description,
    prepTime: recipe.prepTime,
    cookTime: recipe.cookTime,
    servings: recipe.servings,
    difficulty: recipe.difficulty,
    image:
      recipe.imageUrl && !isNoPhoto(recipe.imageUrl)
        ? [{ id: 'existing-0', name: recipe.title, url: recipe.imageUrl }]
        : [],
    internalTemperature:
      recipe.temperature.internal === defaultInternalTemperature ? '' : recipe.temperature.internal,
    ingredients: [...recipe.ingredients],
    instructions: [...recipe.instructions],
  };
}

/**
 * The recipe to save from a valid form. A new one gets an empty id (the data module gives
 * it a slug from the title), rating 0 and empty tips and equipment, so the public recipe
 * pages can show it; an edited one keeps its id, rating, tips, equipment and wood chips.
 */
export function toRecipe(values: RecipeFormValues, existing?: Recipe): Recipe {
  const recipe: Recipe = {
    id: existing?.id ?? '',
    title: values.title,
    category: values.category,
    description: values.description,
    prepTime: values.prepTime,
    cookTime: values.cookTime,
    servings: values.servings,
    difficulty: values.difficulty,
    imageUrl: values.image[0]?.url ?? noPhotoUrl,
    rating: existing?.rating ?? 0,
    ingredients: values.ingredients,
    instructions: values.instructions,
    tips: existing?.tips ?? [],
    equipment: existing?.equipment ?? [],
    temperature: {
      ...existing?.temperature,
      internal: values.internalTemperature || defaultInternalTemperature,
    },
  };
  if (existing?.woodChips) recipe.woodChips = existing.woodChips;
  return recipe;
}
