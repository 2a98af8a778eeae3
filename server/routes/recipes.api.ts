import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { recipeSchema, type RecipeInput } from '../../domain/schemas';
import type { Recipe } from '../../domain/types';
import { recipes as fixtureRecipes } from '../../fixtures/recipes';
import { apiClient, expectError, expectJson, type ApiClient, type Sender } from '../test/client';
import { recipeInput } from '../test/inputs';
import { startTestServer, type TestServer } from '../test/server';

let server: TestServer;
let api: ApiClient;

beforeAll(async () => {
  server = await startTestServer();
  api = apiClient(server);
});
afterAll(() => server?.stop());

const asRecipe = (body: unknown) => recipeSchema.parse(body) as Recipe;

async function create(overrides = {}, as: Sender = 'editor') {
  const response = await api.post('/recipes', { as, json: recipeInput(overrides) });
  return asRecipe(await expectJson(response, 201));
}

describe('reading recipes', () => {
  it('lists the seeded recipes in order, each a valid Recipe', async () => {
    const response = await api.get('/recipes');
    const text = await response.clone().text();
    const recipes = z.array(recipeSchema).parse(await expectJson(response, 200));
    expect(recipes.map((r) => r.id)).toEqual(fixtureRecipes.map((r) => r.id));
    expect(recipes[0]).toEqual(fixtureRecipes[0]);
    expect(text).not.toContain('null');
  });

  it('returns one recipe by id, and 404 with a message for an unknown id', async () => {
    const recipe = asRecipe(await expectJson(await api.get('/recipes/texas-style-brisket'), 200));
    expect(recipe).toEqual(fixtureRecipes.find((r) => r.id === 'texas-style-brisket'));
    const error = await expectError(await api.get('/recipes/no-such-recipe'), 404);
    expect(error).toEqual({ error: 'not_found', message: 'Recipe not found' });
  });
});

describe('who may write recipes', () => {
  const refusals = [
    ['anonymous', 401, 'unauthorized'],
    ['customer', 403, 'forbidden'],
  ] as const;

  it.each(refusals)('POST as %s → %i', async (as, status, code) => {
    const response = await api.post('/recipes', { as, json: recipeInput() });
    expect((await expectError(response, status)).error).toBe(code);
  });

  it.each(refusals)('PUT as %s → %i', async (as, status, code) => {
    const response = await api.put('/recipes/texas-style-brisket', { as, json: recipeInput() });
    expect((await expectError(response, status)).error).toBe(code);
  });

  it.each(refusals)('DELETE as %s → %i', async (as, status, code) => {
    const response = await api.delete('/recipes/texas-style-brisket', { as });
    expect((await expectError(response, status)).error).toBe(code);
    await expectJson(await api.get('/recipes/texas-style-brisket'), 200);
  });

  it.each(['admin', 'editor'] as const)('lets the %s create, update and delete', async (as) => {
    const created = await create({ title: `Matrix Ribs by ${as}` }, as);
    const updated = await api.put(`/recipes/${created.id}`, {
      as,
      json: recipeInput({ title: created.title, servings: 9 }),
    });
    expect(asRecipe(await expectJson(updated, 200)).servings).toBe(9);
    expect((await api.delete(`/recipes/${created.id}`, { as })).status).toBe(204);
    await expectError(await api.get(`/recipes/${created.id}`), 404);
  });
});

describe('creating, changing and deleting recipes', () => {
  it('creates a recipe with a slug id of its title and a zero rating', async () => {
    const recipe = await create({ rating: 5 } as object);
    expect(recipe).toMatchObject({ id: 'smoked-chicken-thighs', rating: 0, servings: 4 });
    expect(recipe).not.toHaveProperty('woodChips');
    expect(await expectJson(await api.get(`/recipes/${recipe.id}`), 200)).toEqual(recipe);
    const list = z.array(recipeSchema).parse(await (await api.get('/recipes')).json());
    expect(list.at(-1)).toEqual(recipe);
    expect((await create()).id).toBe('smoked-chicken-thighs-2');
  });

  it('fills the optional lists with their defaults', async () => {
    const bare: Partial<RecipeInput> = recipeInput({ title: 'Bare Bones Recipe' });
    delete bare.tips;
    delete bare.equipment;
    delete bare.temperature;
    const response = await api.post('/recipes', { as: 'editor', json: bare });
    const recipe = asRecipe(await expectJson(response, 201));
    expect(recipe).toMatchObject({ tips: [], equipment: [], temperature: { internal: '' } });
  });

  it('updates every field but keeps the id and rating', async () => {
    const before = fixtureRecipes[1]!;
    const response = await api.put(`/recipes/${before.id}`, {
      as: 'editor',
      json: recipeInput({ title: 'Renamed Ribs', woodChips: ['Cherry'] }),
    });
    const after = asRecipe(await expectJson(response, 200));
    expect(after).toMatchObject({
      id: before.id,
      rating: before.rating,
      title: 'Renamed Ribs',
      woodChips: ['Cherry'],
    });
    expect(await (await api.get(`/recipes/${before.id}`)).json()).toEqual(after);
  });

  it('answers 404 for updating or deleting an unknown recipe', async () => {
    const put = await api.put('/recipes/no-such-recipe', { as: 'admin', json: recipeInput() });
    expect(await expectError(put, 404)).toEqual({
      error: 'not_found',
      message: 'Recipe not found',
    });
    const del = await api.delete('/recipes/no-such-recipe', { as: 'admin' });
    expect((await expectError(del, 404)).message).toBe('Recipe not found');
  });

  it('keeps what was saved across a server restart', async () => {
    const recipe = await create({ title: 'Restart Proof Brisket' });
    await server.restart();
    expect(await expectJson(await api.get(`/recipes/${recipe.id}`), 200)).toEqual(recipe);
  });
});

describe('refusing bad recipe bodies', () => {
  it.each([
    ['a 121-character title', { title: 'x'.repeat(121) }, 'title', /at most 120/],
    [
      'a 5,001-character description',
      { description: 'x'.repeat(5001) },
      'description',
      /at most 5,000/,
    ],
    [
      'a data: image URL',
      { imageUrl: 'data:image/svg+xml,<svg/>' },
      'imageUrl',
      /Upload the image first/,
    ],
    [
      'an absolute image URL',
      { imageUrl: 'https://example.com/x.png' },
      'imageUrl',
      /Upload the image first/,
    ],
    ['zero servings', { servings: 0 }, 'servings', /at least 1/],
    ['an unknown difficulty', { difficulty: 'Legendary' }, 'difficulty', /./],
    ['an empty step', { instructions: ['Season.', '  '] }, 'instructions.1', /Step is required/],
  ])('%s', async (_label, overrides, field, message) => {
    const response = await api.post('/recipes', {
      as: 'editor',
      json: recipeInput(overrides as object),
    });
    const error = await expectError(response, 400);
    expect(error.fields?.[field]).toMatch(message);
  });
});
