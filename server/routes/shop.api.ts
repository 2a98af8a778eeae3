import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limitMessage, pageMessage } from '../../domain/paging';
import { cardPriceCents } from '../../domain/shop-query';
import { productSchema } from '../../domain/schemas';
import type { Product } from '../../domain/types';
import { products as fixtureProducts } from '../../fixtures/products';
import { apiClient, expectError, expectJson, type ApiClient } from '../test/client';
import { productInput } from '../test/inputs';
import { pageAnswerOf } from '../test/page-schema';
import { startTestServer, type TestServer } from '../test/server';

let server: TestServer;
let api: ApiClient;

beforeAll(async () => {
  server = await startTestServer();
  api = apiClient(server);
});
afterAll(() => server?.stop());

const pageSchema = pageAnswerOf(productSchema);
async function shop(query = '') {
  const page = pageSchema.parse(await expectJson(await api.get(`/shop${query}`), 200));
  return { ...page, items: page.items as Product[], ids: page.items.map((p) => p.id) };
}
const fixtureIds = fixtureProducts.map((p) => p.id);

describe('GET /api/shop pages', () => {
  it('answers the first 24 in catalogue order by default, with the total', async () => {
    const first = await shop();
    expect(first).toMatchObject({ page: 1, limit: 24, total: fixtureIds.length, pageCount: 1 });
    expect(first.ids).toEqual(fixtureIds.slice(0, 24));
  });

  it('pages with a small limit: page 2 holds the next products, and the total stays', async () => {
    const one = await shop('?limit=5');
    const two = await shop('?limit=5&page=2');
    expect(one.ids).toEqual(fixtureIds.slice(0, 5));
    expect(two.ids).toEqual(fixtureIds.slice(5, 10));
    expect(two).toMatchObject({ page: 2, limit: 5, total: fixtureIds.length });
    expect(two.pageCount).toBe(Math.ceil(fixtureIds.length / 5));
  });

  it('takes limit 100, and a page past the end is empty but keeps the total', async () => {
    expect((await shop('?limit=100')).ids).toEqual(fixtureIds);
    const past = await shop('?limit=5&page=40');
    expect(past).toMatchObject({ items: [], page: 40, total: fixtureIds.length });
  });

  it.each(['101', '0', '-1', '2.5', '1e2', 'abc', '', '99999999999999999999'])(
    'refuses limit=%j with 400 and a message on the field',
    async (limit) => {
      const error = await expectError(await api.get(`/shop?limit=${limit}`), 400);
      expect(error.fields).toEqual({ limit: limitMessage });
    },
  );

  it('refuses a page that is not a whole number from 1, and a repeated limit', async () => {
    for (const page of ['0', 'two', '-3']) {
      const error = await expectError(await api.get(`/shop?page=${page}`), 400);
      expect(error.fields).toEqual({ page: pageMessage });
    }
    const twice = await expectError(await api.get('/shop?limit=5&limit=6'), 400);
    expect(twice.fields).toEqual({ limit: limitMessage });
  });

  it('counts the filtered total across pages, and sorts before paging', async () => {
    const sauces = fixtureProducts.filter(
      (p) => p.category === 'Sauces' && p.sizes.some((s) => s.stock > 0),
    );
    const first = await shop('?category=Sauces&inStock=1&sort=price-asc&limit=2');
    const second = await shop('?category=Sauces&inStock=1&sort=price-asc&limit=2&page=2');
    expect(first.total).toBe(sauces.length);
    const prices = [...first.items, ...second.items].map((p) => cardPriceCents(p));
    expect(prices).toEqual(
      sauces
        .map((p) => cardPriceCents(p))
        .sort((a, b) => a - b)
        .slice(0, 4),
    );
    const none = await shop('?category=No%20such%20category');
    expect(none).toMatchObject({ items: [], total: 0, pageCount: 1 });
  });

  it('refuses an unknown sort or flag with 400', async () => {
    const sort = await expectError(await api.get('/shop?sort=cheapest'), 400);
    expect(sort.fields?.sort).toMatch(/^sort must be one of: featured, /);
    const flag = await expectError(await api.get('/shop?onSale=yes'), 400);
    expect(flag.fields).toEqual({ onSale: 'onSale must be 1 (on) or 0 (off)' });
  });
});

describe('sorting by rating and newest', () => {
  it('puts the best rated first, more reviews first among equals', async () => {
    const review = (id: string, as: 'customer' | 'shopper', rating: number) =>
      api.put(`/products/${id}/reviews/mine`, {
        as,
        json: { rating, body: 'Good smoke ring, balanced salt.' },
      });
    const [top, second, third] = [fixtureIds[7]!, fixtureIds[2]!, fixtureIds[9]!];
    for (const response of await Promise.all([
      review(top, 'customer', 5),
      review(second, 'customer', 4),
      review(second, 'shopper', 4),
      review(third, 'shopper', 4),
    ])) {
      expect([200, 201]).toContain(response.status);
    }
    const rated = await shop('?sort=rating&limit=3');
    expect(rated.ids).toEqual([top, second, third]);
    expect(rated.items.map((p) => [p.rating, p.reviewCount])).toEqual([
      [5, 1],
      [4, 2],
      [4, 1],
    ]);
  });

  it('puts the product added last first', async () => {
    const created = productSchema.parse(
      await expectJson(
        await api.post('/products', {
          as: 'admin',
          json: productInput({ name: 'Newest Paging Rub' }),
        }),
        201,
      ),
    );
    const newest = await shop('?sort=newest&limit=2');
    expect(newest.ids[0]).toBe(created.id);
    expect(newest.total).toBe(fixtureIds.length + 1);
    // Among the seed (added together), the later one in the catalogue is the newer.
    expect(newest.ids[1]).toBe(fixtureIds.at(-1));
  });
});

it('never answers 500 for any limit, page or sort in the query', async () => {
  const value = fc.oneof(
    fc.string(),
    fc.integer().map(String),
    fc.constantFrom('100', '101', '0', '1', '-0', '+5', ' 5', '5 ', '0x10', '1e3', 'NaN'),
  );
  await fc.assert(
    fc.asyncProperty(
      fc.record(
        { limit: value, page: value, sort: value, category: value, inStock: value },
        { requiredKeys: [] },
      ),
      async (query) => {
        const search = new URLSearchParams(query as Record<string, string>).toString();
        const response = await api.get(`/shop?${search}`);
        expect([200, 400]).toContain(response.status);
        await response.body?.cancel();
      },
    ),
    { numRuns: 60 },
  );
});
