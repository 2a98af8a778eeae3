import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { writers } from '../../domain/permissions';
import type { recipeInputSchema } from '../../domain/schemas';
import type { Recipe } from '../../domain/types';
import { authorize, type Caller } from '../caller';
import type { Db } from '../db/client';
import { recipes } from '../db/schema';
import { NotFound } from '../errors';
import { freshSlug } from './slugs';

export type RecipeFields = z.output<typeof recipeInputSchema>;
type RecipeRow = typeof recipes.$inferSelect;

const recipeNotFound = () => new NotFound('Recipe not found');

/** The API's Recipe: wood chips are left out when there are none on record. */
function toRecipe(row: RecipeRow): Recipe {
  const recipe: Recipe = {
    id: row.id,
    title: row.title,
    category: row.category,
    description: row.description,
    prepTime: row.prepTime,
    cookTime: row.cookTime,
    servings: row.servings,
    difficulty: row.difficulty,
    imageUrl: row.imageUrl,
    rating: row.rating,
    ingredients: row.ingredients,
    instructions: row.instructions,
    tips: row.tips,
    equipment: row.equipment,
    temperature: row.temperature,
  };
  if (row.woodChips) recipe.woodChips = row.woodChips;
  return recipe;
}

const columnsFrom = (input: RecipeFields) => ({
  title: input.title,
  category: input.category,
  description: input.description,
  prepTime: input.prepTime,
  cookTime: input.cookTime,
  servings: input.servings,
  difficulty: input.difficulty,
  imageUrl: input.imageUrl,
  ingredients: input.ingredients,
  instructions: input.instructions,
  tips: input.tips,
  equipment: input.equipment,
  temperature: input.temperature,
  woodChips: input.woodChips ?? null,
});

export async function listRecipes(db: Db): Promise<Recipe[]> {
  const rows = await db.select().from(recipes).orderBy(asc(recipes.position));
  return rows.map(toRecipe);
}

export async function getRecipe(db: Db, id: string): Promise<Recipe> {
  const [row] = await db.select().from(recipes).where(eq(recipes.id, id));
  if (!row) throw recipeNotFound();
  return toRecipe(row);
}

/** A new recipe: its id is a unique slug of its title; the rating starts at zero. */
export function createRecipe(db: Db, caller: Caller | null, input: RecipeFields) {
  authorize(caller, writers.recipes);
  return db.transaction(async (tx) => {
    const id = await freshSlug(tx, recipes, recipes.id, input.title);
    const [row] = await tx
      .insert(recipes)
      .values({ id, ...columnsFrom(input), rating: 0 })
      .returning();
    return toRecipe(row!);
  });
}

/** Saves every field a client may send; the id and rating stay. */
export async function updateRecipe(db: Db, caller: Caller | null, id: string, input: RecipeFields) {
  authorize(caller, writers.recipes);
  const [row] = await db
    .update(recipes)
    .set({ ...columnsFrom(input), updatedAt: new Date() })
    .where(eq(recipes.id, id))
    .returning();
  if (!row) throw recipeNotFound();
  return toRecipe(row);
}

export async function deleteRecipe(db: Db, caller: Caller | null, id: string): Promise<void> {
  authorize(caller, writers.recipes);
  const deleted = await db.delete(recipes).where(eq(recipes.id, id)).returning({ id: recipes.id });
  if (deleted.length === 0) throw recipeNotFound();
}
