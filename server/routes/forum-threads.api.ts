import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limitMessage, pageMessage, type Page } from '../../domain/paging';
import type { ForumThread } from '../../domain/types';
import { forumThreads as sampleThreads } from '../../fixtures/forum';
import { apiClient, expectError, expectJson, type ApiClient } from '../test/client';
import { forumPoster } from '../test/forum-posts';
import { startTestServer, type TestServer } from '../test/server';

let server: TestServer;
let api: ApiClient;

beforeAll(async () => {
  server = await startTestServer();
  api = apiClient(server);
});
afterAll(() => server?.stop());

async function threads(query = '') {
  const page = (await expectJson(
    await api.get(`/forum/threads${query}`),
    200,
  )) as Page<ForumThread>;
  return { ...page, ids: page.items.map((thread) => thread.id) };
}

describe('GET /api/forum/threads pages', () => {
  it('answers 24 at most by default, pinned first, with the total and page count', async () => {
    const first = await threads();
    expect(first).toMatchObject({ page: 1, limit: 24, total: sampleThreads.length, pageCount: 1 });
    expect(first.items[0]!.isPinned).toBe(true);
    const dates = first.items.filter((t) => !t.isPinned).map((t) => t.lastReply.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('pages through every thread once, in the same order, and past the end is empty', async () => {
    const all = await threads('?limit=100');
    const pages = [];
    for (let page = 1; page <= 3; page++)
      pages.push(...(await threads(`?limit=3&page=${page}`)).ids);
    expect(pages).toEqual(all.ids);
    expect(await threads('?limit=3&page=2')).toMatchObject({ pageCount: 3, total: all.total });
    expect(await threads('?limit=3&page=9')).toMatchObject({ items: [], total: all.total });
  });

  it("pages one category's threads, and answers 404 for an unknown category", async () => {
    const smoking = await threads('?category=smoking-techniques&limit=2');
    const expected = sampleThreads.filter((t) => t.category === 'smoking-techniques').length;
    expect(smoking).toMatchObject({ total: expected, pageCount: Math.ceil(expected / 2) });
    expect(smoking.items.every((t) => t.category === 'smoking-techniques')).toBe(true);
    const unknown = await expectError(await api.get('/forum/threads?category=nope'), 404);
    expect(unknown.message).toBe('Category not found');
  });

  it('sorts Most Popular by upvotes, then replies, then activity', async () => {
    const popular = await threads('?sort=popular&limit=100');
    const keys = popular.items.map((t) => [t.upvotes, t.replies]);
    for (let index = 1; index < keys.length; index++) {
      const [up, replies] = keys[index]!;
      const [upBefore, repliesBefore] = keys[index - 1]!;
      expect(up! < upBefore! || (up === upBefore && replies! <= repliesBefore!)).toBe(true);
    }
  });

  it('refuses a limit over 100, a page below 1 and an unknown sort with 400', async () => {
    expect((await expectError(await api.get('/forum/threads?limit=101'), 400)).fields).toEqual({
      limit: limitMessage,
    });
    expect((await expectError(await api.get('/forum/threads?page=0'), 400)).fields).toEqual({
      page: pageMessage,
    });
    const sort = await expectError(await api.get('/forum/threads?sort=best'), 400);
    expect(sort.fields?.sort).toBe('sort must be one of: recent, popular');
    const long = await expectError(await api.get(`/forum/threads?q=${'a'.repeat(101)}`), 400);
    expect(long.fields?.q).toBe('Keep the search under 100 characters');
  });
});

describe('searching threads on the server', () => {
  it('matches every word in the title or preview, any order, case or accent, across all pages', async () => {
    const posted = await forumPoster(api).thread('customer', 'Jalapeño poppers on the kettle');
    const found = await threads('?q=KETTLE%20jalapeno&limit=1');
    expect(found).toMatchObject({ total: 1, ids: [posted.id] });
    expect((await threads('?q=stall')).ids).toEqual(['beating-the-brisket-stall']);
    // The preview counts too: the cook-off meetup mentions the Smokehouse Club there.
    const smoke = await threads('?q=smoke&limit=100');
    expect(smoke.ids).toContain('winter-cook-off-meetup');
    expect(
      smoke.items.every((t) => `${t.title} ${t.preview}`.toLowerCase().includes('smoke')),
    ).toBe(true);
    expect(await threads('?q=kettle%20brisket')).toMatchObject({ items: [], total: 0 });
  });

  it('takes % and _ as themselves, not as patterns', async () => {
    await forumPoster(api).thread('customer', 'Salt at 100% or 50_50 with pepper?');
    expect((await threads('?q=100%25')).total).toBe(1);
    expect((await threads('?q=50_50')).total).toBe(1);
    expect((await threads('?q=%25%25%25')).total).toBe(0);
    expect((await threads('?q=_')).total).toBe(1);
  });

  it('searches within a category and keeps the sort', async () => {
    const within = await threads('?category=recipe-sharing&q=recipe&sort=popular');
    expect(within.items.every((t) => t.category === 'recipe-sharing')).toBe(true);
    expect(within.total).toBeGreaterThan(0);
  });
});

it('never answers 500 for any page, limit, search or sort in the query', async () => {
  const value = fc.oneof(
    fc.string(),
    fc.integer().map(String),
    fc.constantFrom('100', '101', '0', '1', ' 5', '1e3', '%', '_', '\\', "'", 'popular', 'recent'),
  );
  await fc.assert(
    fc.asyncProperty(
      fc.record({ limit: value, page: value, q: value, sort: value }, { requiredKeys: [] }),
      async (query) => {
        const search = new URLSearchParams(query as Record<string, string>).toString();
        const response = await api.get(`/forum/threads?${search}`);
        expect([200, 400]).toContain(response.status);
        await response.body?.cancel();
      },
    ),
    { numRuns: 60 },
  );
});
