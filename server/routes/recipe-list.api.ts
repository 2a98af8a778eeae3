import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { limitMessage, pageMessage } from '../../domain/paging';
import { categorySlug } from '../../domain/recipe-categories';
import { recipeSchema } from '../../domain/schemas';
import { recipes as fixtureRecipes } from '../../fixtures/recipes';
import { apiClient, expectError, expectJson, type ApiClient } from '../test/client';
import { recipeInput } from '../test/inputs';
import { pageAnswerOf } from '../test/page-schema';
import { startTestServer, type TestServer } from '../test/server';

let server: TestServer;
let api: ApiClient;

beforeAll(async () => {
  server = await startTestServer();
  api = apiClient(server);
});
afterAll(() => server?.stop());

const pageSchema = pageAnswerOf(recipeSchema, { categories: z.array(z.string()) });
async function recipeList(query = '') {
  const page = pageSchema.parse(await expectJson(await api.get(`/recipe-list${query}`), 200));
  return { ...page, ids: page.items.map((recipe) => recipe.id) };
}
const fixtureIds = fixtureRecipes.map((recipe) => recipe.id);

describe('GET /api/recipe-list pages', () => {
  it("answers the first 24 in the console's order, with the total and every category", async () => {
    const first = await recipeList();
    expect(first).toMatchObject({ page: 1, limit: 24, total: fixtureIds.length, pageCount: 1 });
    expect(first.ids).toEqual(fixtureIds);
    expect(first.categories).toEqual([...new Set(fixtureRecipes.map((r) => r.category))]);
  });

  it('pages with a small limit, and a page past the end is empty but keeps the total', async () => {
    expect((await recipeList('?limit=4&page=2')).ids).toEqual(fixtureIds.slice(4, 8));
    expect(await recipeList('?limit=4&page=3')).toMatchObject({ pageCount: 3, page: 3 });
    const past = await recipeList('?limit=4&page=50');
    expect(past).toMatchObject({ items: [], total: fixtureIds.length, page: 50 });
  });

  it('filters by the category slug and counts the filtered total', async () => {
    const seafood = await recipeList('?category=seafood&limit=1');
    expect(seafood).toMatchObject({ total: 2, pageCount: 2 });
    expect(seafood.ids).toEqual(['cedar-plank-salmon']);
    expect((await recipeList('?category=seafood&limit=1&page=2')).ids).toEqual([
      'garlic-butter-shrimp-skewers',
    ]);
    const sides = await recipeList('?category=vegetables-and-sides');
    expect(sides.items.every((r) => categorySlug(r.category) === 'vegetables-and-sides')).toBe(
      true,
    );
    // A category no recipe is in: none, but still every category for the chips.
    const none = await recipeList('?category=desserts');
    expect(none).toMatchObject({ items: [], total: 0, pageCount: 1 });
    expect(none.categories.length).toBeGreaterThan(0);
  });

  it('lists a new recipe and its new category for everyone', async () => {
    const created = await expectJson(
      await api.post('/recipes', {
        as: 'editor',
        json: recipeInput({ title: 'Smoked Peach Cobbler', category: 'Desserts' }),
      }),
      201,
    );
    const desserts = await recipeList('?category=desserts');
    expect(desserts.ids).toEqual([(created as { id: string }).id]);
    expect(desserts.categories.at(-1)).toBe('Desserts');
    expect((await recipeList()).total).toBe(fixtureIds.length + 1);
  });

  it('refuses a limit over 100 or a page below 1 with 400 and a message on the field', async () => {
    expect((await expectError(await api.get('/recipe-list?limit=101'), 400)).fields).toEqual({
      limit: limitMessage,
    });
    expect((await expectError(await api.get('/recipe-list?page=0'), 400)).fields).toEqual({
      page: pageMessage,
    });
  });
});

it('never answers 500 for any page, limit or category in the query', async () => {
  const value = fc.oneof(
    fc.string(),
    fc.integer().map(String),
    fc.constantFrom('100', '101', '0', '1', ' 5', '1e3', 'seafood', '%', "'"),
  );
  await fc.assert(
    fc.asyncProperty(
      fc.record({ limit: value, page: value, category: value }, { requiredKeys: [] }),
      async (query) => {
        const search = new URLSearchParams(query as Record<string, string>).toString();
        const response = await api.get(`/recipe-list?${search}`);
        expect([200, 400]).toContain(response.status);
        await response.body?.cancel();
      },
    ),
    { numRuns: 60 },
  );
});
