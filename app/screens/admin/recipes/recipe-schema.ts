import { z } from 'zod';
import { defaultDifficulty, defaultServings, difficulties, maxLineLength } from '@domain/constants';
import { recipeInputSchema } from '@domain/schemas';
import type { Recipe, RecipeTemperature } from '@domain/types';
import { uploadedImageSchema } from '@app/records/form-schema';
import { isNoPhoto, noPhotoUrl } from '@app/admin/images';

/** What a new recipe's temperature guide says until the admin gives an internal temperature. */
export const defaultInternalTemperature = 'See recipe';

/** The server's limits on the lists a recipe page shows. */
export const recipeListLimits = { tips: 50, equipment: 50, woodChips: 20 } as const;
const maxTemperatureLength = 80;

/** Entries of a list: trimmed, not blank, at most 500 characters each, at most `max` of them. */
const entries = (noun: string, max: number) =>
  z
    .array(
      z
        .string()
        .trim()
        .min(1)
        .max(maxLineLength, `${noun} must be at most ${maxLineLength} characters`),
    )
    .max(max, `You can add up to ${max}`);

/** Optional, e.g. '225 °F'. */
const temperatureText = (label: string) =>
  z
    .string()
    .trim()
    .max(maxTemperatureLength, `${label} must be at most ${maxTemperatureLength} characters`);

/** The Add Recipe and Edit Recipe form. */
export const recipeFormSchema = recipeInputSchema
  // The API's own fields and messages; the category is free text, the five categories suggested.
  .pick({
    title: true,
    category: true,
    description: true,
    prepTime: true,
    cookTime: true,
    servings: true,
  })
  .extend({
    difficulty: z.enum(difficulties, { error: 'Choose a difficulty' }),
    /** Optional; the FileDrop takes image files only, read into a data URL. */
    image: z.array(uploadedImageSchema).max(1, 'Add one image'),
    /** The temperature guide: all optional; the internal target reads 'See recipe' when empty. */
    temperature: z.object({
      smoking: temperatureText('Smoking temperature'),
      grilling: temperatureText('Grilling temperature'),
      internal: temperatureText('Internal temperature'),
    }),
    ingredients: z.array(z.string().trim().min(1)).min(1, 'Add at least one ingredient'),
    instructions: z.array(z.string().trim().min(1)).min(1, 'Add at least one step'),
    tips: entries('A tip', recipeListLimits.tips),
    equipment: entries('Equipment', recipeListLimits.equipment),
    /** Recommended wood; the page leaves the section out when the list is empty. */
    woodChips: entries('A wood', recipeListLimits.woodChips),
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
  temperature: { smoking: '', grilling: '', internal: '' },
  ingredients: [],
  instructions: [],
  tips: [],
  equipment: [],
  woodChips: [],
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
    temperature: {
      smoking: recipe.temperature.smoking ?? '',
      grilling: recipe.temperature.grilling ?? '',
      internal:
        recipe.temperature.internal === defaultInternalTemperature
          ? ''
          : recipe.temperature.internal,
    },
    ingredients: [...recipe.ingredients],
    instructions: [...recipe.instructions],
    tips: [...recipe.tips],
    equipment: [...recipe.equipment],
    woodChips: [...(recipe.woodChips ?? [])],
  };
}

function toTemperature({ temperature }: RecipeFormValues): RecipeTemperature {
  const guide: RecipeTemperature = { internal: temperature.internal || defaultInternalTemperature };
  if (temperature.smoking) guide.smoking = temperature.smoking;
  if (temperature.grilling) guide.grilling = temperature.grilling;
  return guide;
}

/**
 * The recipe to save from a valid form. A new one gets an empty id (the data module gives
 * it a slug from the title) and rating 0; an edited one keeps its id and rating. Empty
 * smoking and grilling temperatures and an empty wood list are left out, so the recipe page
 * leaves those parts out.
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
    tips: values.tips,
    equipment: values.equipment,
    temperature: toTemperature(values),
  };
  if (values.woodChips.length > 0) recipe.woodChips = values.woodChips;
  return recipe;
}
