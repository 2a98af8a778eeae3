import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { productSchema, type ProductInput } from '../../domain/schemas';
import type { Product } from '../../domain/types';
import { products as fixtureProducts, shopCategories } from '../../fixtures/products';
import { apiClient, expectError, expectJson, type ApiClient, type Sender } from '../test/client';
import { productInput, productUpdate } from '../test/inputs';
import { startTestServer, type TestServer } from '../test/server';

let server: TestServer;
let api: ApiClient;

beforeAll(async () => {
  server = await startTestServer();
  api = apiClient(server);
});
afterAll(() => server?.stop());

const asProduct = (body: unknown) => productSchema.parse(body) as Product;
const asProducts = (body: unknown) => z.array(productSchema).parse(body) as Product[];

async function create(overrides = {}, as: Sender = 'admin') {
  return asProduct(
    await expectJson(await api.post('/products', { as, json: productInput(overrides) }), 201),
  );
}

describe('reading the catalogue', () => {
  it('lists the seeded products in seed order, each a valid Product with stock-derived inStock', async () => {
    const response = await api.get('/products');
    const text = await response.clone().text();
    const products = asProducts(await expectJson(response, 200));
    expect(products.map((p) => p.id)).toEqual(fixtureProducts.map((p) => p.id));
    expect(text).not.toContain('null');
    for (const product of products) {
      for (const size of product.sizes) expect(size.inStock).toBe(size.stock > 0);
    }
    const brisketRub = fixtureProducts[0]!;
    // No reviews are seeded without SEED_DEMO, so no rating shows that customers did not give.
    expect(products[0]).toEqual({ ...brisketRub, rating: 0, reviewCount: 0 });
    for (const product of products) expect([product.rating, product.reviewCount]).toEqual([0, 0]);
  });

  it('returns one product by id, and 404 with a message for an unknown id', async () => {
    const product = asProduct(await expectJson(await api.get('/products/memphis-dry-rub'), 200));
    expect(product.name).toBe('Memphis Dry Rub');
    const error = await expectError(await api.get('/products/no-such-product'), 404);
    expect(error).toEqual({ error: 'not_found', message: 'Product not found' });
  });

  it('suggests up to three other products with stock, its own category first', async () => {
    const related = asProducts(
      await expectJson(await api.get('/products/texas-brisket-rub/related'), 200),
    );
    expect(related).toHaveLength(3);
    expect(related.map((p) => p.id)).not.toContain('texas-brisket-rub');
    for (const product of related) expect(product.sizes.some((s) => s.stock > 0)).toBe(true);
    const seasonings = fixtureProducts.filter(
      (p) =>
        p.category === 'Seasonings' &&
        p.id !== 'texas-brisket-rub' &&
        p.sizes.some((s) => s.stock > 0),
    );
    expect(related.map((p) => p.id)).toEqual(seasonings.slice(0, 3).map((p) => p.id));
    // Deterministic: the same answer twice.
    expect(await (await api.get('/products/texas-brisket-rub/related')).json()).toEqual(related);
    const error = await expectError(await api.get('/products/no-such-product/related'), 404);
    expect(error.message).toBe('Product not found');
  });

  it('lists the categories in the shop order', async () => {
    const categories = (await expectJson(await api.get('/categories'), 200)) as {
      id: string;
      name: string;
    }[];
    expect(categories.map((c) => c.name).slice(0, shopCategories.length)).toEqual([
      ...shopCategories,
    ]);
    for (const category of categories) expect(category.id).toMatch(/^[a-z0-9-]+$/);
  });
});

describe('who may write products', () => {
  const refusals = [
    ['anonymous', 401, 'unauthorized'],
    ['customer', 403, 'forbidden'],
    ['editor', 403, 'forbidden'],
  ] as const;

  it.each(refusals)('POST as %s → %i', async (as, status, code) => {
    expect(
      (await expectError(await api.post('/products', { as, json: productInput() }), status)).error,
    ).toBe(code);
  });

  it.each(refusals)('PUT as %s → %i', async (as, status, code) => {
    const response = await api.put('/products/memphis-dry-rub', { as, json: productInput() });
    expect((await expectError(response, status)).error).toBe(code);
  });

  it.each(refusals)('DELETE as %s → %i', async (as, status, code) => {
    const response = await api.delete('/products/memphis-dry-rub', { as });
    expect((await expectError(response, status)).error).toBe(code);
    await expectJson(await api.get('/products/memphis-dry-rub'), 200);
  });

  it('refuses the anonymous caller before looking at the body', async () => {
    await expectError(await api.post('/products', { json: { name: '' } }), 401);
  });

  it('lets the admin create, update and delete', async () => {
    const created = await create({ name: 'Admin Matrix Rub' });
    const updated = await api.put(`/products/${created.id}`, {
      as: 'admin',
      json: productInput({ name: 'Admin Matrix Rub', description: 'Changed.' }),
    });
    expect(asProduct(await expectJson(updated, 200)).description).toBe('Changed.');
    expect((await api.delete(`/products/${created.id}`, { as: 'admin' })).status).toBe(204);
  });
});

describe('creating, changing and deleting products', () => {
  it('creates a product with a slug id, zero rating and slugged size ids', async () => {
    const product = await create({
      name: 'Smoked Sea Salt',
      rating: 5,
      reviewCount: 999,
    } as object);
    expect(product).toMatchObject({
      id: 'smoked-sea-salt',
      rating: 0,
      reviewCount: 0,
      sizes: [
        { id: 'smoked-sea-salt-4-oz', size: '4 oz', priceCents: 899, stock: 12, inStock: true },
        { id: 'smoked-sea-salt-8-oz', size: '8 oz', salePercent: 10, stock: 0, inStock: false },
      ],
    });
    expect(product.sizes[0]).not.toHaveProperty('salePercent');
    expect(product).not.toHaveProperty('specifications');
    expect(product).not.toHaveProperty('tags');

    expect(asProduct(await expectJson(await api.get('/products/smoked-sea-salt'), 200))).toEqual(
      product,
    );
    const list = asProducts(await expectJson(await api.get('/products'), 200));
    expect(list.at(-1)).toEqual(product);
  });

  it('numbers the id when the name is taken, and mints every size id itself', async () => {
    const first = await create({ name: 'Twice Named Rub' });
    const second = await create({
      name: 'Twice Named Rub',
      sizes: [
        { id: 'my-own-size-id', size: '4 oz', priceCents: 100, stock: 1 },
        { id: first.sizes[0]!.id, size: '9 oz', priceCents: 100, stock: 1 },
      ] as unknown as ProductInput['sizes'],
    });
    expect(first.id).toBe('twice-named-rub');
    expect(second.id).toBe('twice-named-rub-2');
    expect(second.sizes.map((s) => s.id)).toEqual([
      'twice-named-rub-4-oz-2',
      'twice-named-rub-9-oz',
    ]);
  });

  it('updates every field but keeps the id, rating and review count; sizes change in place', async () => {
    const before = asProduct(
      await expectJson(await api.get('/products/coffee-chili-steak-rub'), 200),
    );
    const [first, second] = before.sizes;
    const response = await api.put('/products/coffee-chili-steak-rub', {
      as: 'admin',
      json: productUpdate({
        name: 'Coffee Chili Rub (renamed)',
        tags: ['deal'],
        specifications: {
          dimensions: '3 in',
          weight: '5 oz',
          material: 'Glass',
          care: ['Keep dry'],
        },
        sizes: [
          { id: second!.id, size: '10 oz', priceCents: 2399 },
          { size: '20 oz', priceCents: 3999, stock: 0 },
        ],
        removedSizeIds: [first!.id],
      }),
    });
    const after = asProduct(await expectJson(response, 200));
    expect(after).toMatchObject({
      id: 'coffee-chili-steak-rub',
      name: 'Coffee Chili Rub (renamed)',
      rating: before.rating,
      reviewCount: before.reviewCount,
      tags: ['deal'],
      specifications: { material: 'Glass' },
    });
    // The kept size keeps its id and the stock orders left it; the new one gets a slug.
    expect(after.sizes.map((s) => [s.id, s.size, s.priceCents, s.stock])).toEqual([
      [second!.id, '10 oz', 2399, second!.stock],
      ['coffee-chili-rub-renamed-20-oz', '20 oz', 3999, 0],
    ]);
    expect(await (await api.get('/products/coffee-chili-steak-rub')).json()).toEqual(after);
    // The list keeps its place.
    const list = asProducts(await expectJson(await api.get('/products'), 200));
    expect(list.findIndex((p) => p.id === after.id)).toBe(
      fixtureProducts.findIndex((p) => p.id === after.id),
    );
  });

  it('answers 404 for updating or deleting an unknown product', async () => {
    const put = await api.put('/products/no-such-product', { as: 'admin', json: productInput() });
    expect(await expectError(put, 404)).toEqual({
      error: 'not_found',
      message: 'Product not found',
    });
    const del = await api.delete('/products/no-such-product', { as: 'admin' });
    expect((await expectError(del, 404)).message).toBe('Product not found');
  });

  it('deletes a product and its sizes', async () => {
    const product = await create({ name: 'Short Lived Sauce' });
    expect((await api.delete(`/products/${product.id}`, { as: 'admin' })).status).toBe(204);
    await expectError(await api.get(`/products/${product.id}`), 404);
    // Its size ids are free again.
    const again = await create({
      name: 'Short Lived Sauce',
      sizes: product.sizes.map((s) => ({ ...s })),
    });
    expect(again.sizes.map((s) => s.id)).toEqual(product.sizes.map((s) => s.id));
  });

  it('adds a new category at the end of the list, once', async () => {
    await create({ name: 'Pit Gloves Deluxe', category: 'Apparel' });
    await create({ name: 'Pit Apron', category: 'Apparel' });
    const categories = (await expectJson(await api.get('/categories'), 200)) as { name: string }[];
    expect(categories.at(-1)).toEqual({ id: 'apparel', name: 'Apparel' });
    expect(categories.filter((c) => c.name === 'Apparel')).toHaveLength(1);
  });

  it('keeps what was saved across a server restart', async () => {
    const product = await create({ name: 'Restart Proof Rub' });
    const before = await (await api.get('/products')).json();
    await server.restart();
    expect(await expectJson(await api.get(`/products/${product.id}`), 200)).toEqual(product);
    expect(await (await api.get('/products')).json()).toEqual(before);
  });
});

describe('refusing bad product bodies', () => {
  const post = (json: unknown) => api.post('/products', { as: 'admin', json });

  it.each([
    [
      'a price above the limit',
      { sizes: [{ size: '1 lb', priceCents: 1e14, stock: 1 }] },
      'sizes.0.priceCents',
      /at most/,
    ],
    [
      'negative stock',
      { sizes: [{ size: '1 lb', priceCents: 100, stock: -1 }] },
      'sizes.0.stock',
      /negative/,
    ],
    ['a 121-character name', { name: 'x'.repeat(121) }, 'name', /at most 120/],
    [
      'a 5,001-character description',
      { description: 'x'.repeat(5001) },
      'description',
      /at most 5,000/,
    ],
    [
      'a data: image URL',
      { images: [{ url: 'data:image/png;base64,AAAA', alt: 'x' }] },
      'images.0.url',
      /Upload the image first/,
    ],
    ['no sizes', { sizes: [] }, 'sizes', /at least one size/],
  ])('%s', async (_label, overrides, field, message) => {
    const error = await expectError(await post(productInput(overrides as object)), 400);
    expect(error.error).toBe('invalid');
    expect(error.fields?.[field]).toMatch(message);
  });

  it('names every missing field', async () => {
    const error = await expectError(await post({}), 400);
    expect(Object.keys(error.fields ?? {})).toEqual(
      expect.arrayContaining(['name', 'brand', 'category', 'description', 'images', 'sizes']),
    );
  });

  it('answers 400 bad_request for malformed JSON', async () => {
    const response = await api.post('/products', {
      as: 'admin',
      body: '{"name": ',
      headers: { 'content-type': 'application/json' },
    });
    expect((await expectError(response, 400)).error).toBe('bad_request');
  });

  it('answers 413 for a JSON body over 1 MB', async () => {
    const response = await post(productInput({ description: 'x'.repeat(1024 * 1024 + 1) }));
    expect((await expectError(response, 413)).error).toBe('payload_too_large');
  });
});
