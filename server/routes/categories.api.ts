import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { categorySchema, productSchema } from '../../domain/schemas';
import type { Category, Product } from '../../domain/types';
import { products as fixtureProducts, shopCategories } from '../../fixtures/products';
import { apiClient, expectError, expectJson, type ApiClient, type Sender } from '../test/client';
import { productInput } from '../test/inputs';
import { startTestServer, type TestServer } from '../test/server';

let server: TestServer;
let api: ApiClient;

beforeAll(async () => {
  server = await startTestServer();
  api = apiClient(server);
});
afterAll(() => server?.stop());

const asCategory = (body: unknown) => categorySchema.parse(body) as Category;
const asCategories = (body: unknown) => z.array(categorySchema).parse(body) as Category[];
const asProduct = (body: unknown) => productSchema.parse(body) as Product;

const listCategories = async () =>
  asCategories(await expectJson(await api.get('/categories'), 200));
const names = async () => (await listCategories()).map((category) => category.name);

async function createCategory(name: string, as: Sender = 'admin') {
  return asCategory(await expectJson(await api.post('/categories', { as, json: { name } }), 201));
}

async function createProduct(overrides: object) {
  return asProduct(
    await expectJson(
      await api.post('/products', { as: 'admin', json: productInput(overrides) }),
      201,
    ),
  );
}

describe('who may change categories', () => {
  const refusals = [
    ['anonymous', 401, 'unauthorized'],
    ['customer', 403, 'forbidden'],
    ['editor', 403, 'forbidden'],
  ] as const;

  it.each(refusals)('POST /categories as %s → %i', async (as, status, code) => {
    const response = await api.post('/categories', { as, json: { name: 'Refused' } });
    expect((await expectError(response, status)).error).toBe(code);
  });

  it.each(refusals)('PUT /categories/:id (rename) as %s → %i', async (as, status, code) => {
    const response = await api.put('/categories/sauces', { as, json: { name: 'Refused' } });
    expect((await expectError(response, status)).error).toBe(code);
  });

  it.each(refusals)('PUT /categories/order as %s → %i', async (as, status, code) => {
    const ids = (await listCategories()).map((category) => category.id).reverse();
    const response = await api.put('/categories/order', { as, json: { ids } });
    expect((await expectError(response, status)).error).toBe(code);
  });

  it.each(refusals)('DELETE /categories/:id as %s → %i', async (as, status, code) => {
    const response = await api.delete('/categories/accessories', { as });
    expect((await expectError(response, status)).error).toBe(code);
  });

  it('refuses the anonymous caller before looking at the body', async () => {
    await expectError(await api.post('/categories', { json: { name: '' } }), 401);
    await expectError(await api.put('/categories/order', { json: {} }), 401);
  });

  it('leaves the categories as they were after every refusal', async () => {
    expect((await names()).slice(0, shopCategories.length)).toEqual([...shopCategories]);
  });

  it('lets the admin add, rename, order and delete', async () => {
    const created = await createCategory('Admin Matrix');
    const renamed = await api.put(`/categories/${created.id}`, {
      as: 'admin',
      json: { name: 'Admin Matrix Renamed' },
    });
    expect(asCategory(await expectJson(renamed, 200))).toEqual({
      id: created.id,
      name: 'Admin Matrix Renamed',
    });
    const ids = (await listCategories()).map((category) => category.id);
    const ordered = await api.put('/categories/order', { as: 'admin', json: { ids } });
    expect(asCategories(await expectJson(ordered, 200)).map((c) => c.id)).toEqual(ids);
    expect((await api.delete(`/categories/${created.id}`, { as: 'admin' })).status).toBe(204);
  });
});

describe('adding categories', () => {
  it('adds a category at the end of the list, with a slug id', async () => {
    const created = await createCategory('  Gift Boxes  ');
    expect(created).toEqual({ id: 'gift-boxes', name: 'Gift Boxes' });
    expect((await listCategories()).at(-1)).toEqual(created);
  });

  it('refuses a name that is taken in any case (409), naming the category that has it', async () => {
    const error = await expectError(
      await api.post('/categories', { as: 'admin', json: { name: 'SAUCES' } }),
      409,
    );
    expect(error).toEqual({
      error: 'conflict',
      message: 'There is already a category named "Sauces"',
    });
  });

  it.each([
    ['an empty name', '   ', 'Name is required'],
    ['a 121-character name', 'x'.repeat(121), 'Name must be at most 120 characters'],
  ])('refuses %s with a field message', async (_label, name, message) => {
    const error = await expectError(
      await api.post('/categories', { as: 'admin', json: { name } }),
      400,
    );
    expect(error.fields).toEqual({ name: message });
  });

  it('accepts a 120-character name', async () => {
    const name = `${'Long '.repeat(23)}Names`;
    expect(name).toHaveLength(120);
    expect((await createCategory(name)).name).toBe(name);
  });

  it("never gives a category the id 'order', which the reorder path has", async () => {
    const created = await createCategory('Order');
    expect(created.id).toBe('order-2');
    expect((await api.delete(`/categories/${created.id}`, { as: 'admin' })).status).toBe(204);
  });

  it('files a product under the existing category when its name differs only in case', async () => {
    const product = await createProduct({ name: 'Case Blind Rub', category: 'seasonings' });
    expect(product.category).toBe('Seasonings');
    expect((await names()).filter((name) => name.toLowerCase() === 'seasonings')).toEqual([
      'Seasonings',
    ]);
  });

  it('becomes a shop category that a new product can be filed under', async () => {
    await createCategory('Smokers');
    const product = await createProduct({ name: 'Offset Smoker', category: 'Smokers' });
    expect(product.category).toBe('Smokers');
    expect((await names()).filter((name) => name === 'Smokers')).toHaveLength(1);
  });
});

describe('renaming categories', () => {
  it('renames the category and, with it, every product filed under it', async () => {
    const category = await createCategory('Hot Sauces');
    const first = await createProduct({ name: 'Rename Test One', category: 'Hot Sauces' });
    const second = await createProduct({ name: 'Rename Test Two', category: 'Hot Sauces' });
    const response = await api.put(`/categories/${category.id}`, {
      as: 'admin',
      json: { name: 'Fiery Sauces' },
    });
    expect(asCategory(await expectJson(response, 200))).toEqual({
      id: 'hot-sauces',
      name: 'Fiery Sauces',
    });
    for (const product of [first, second]) {
      const after = asProduct(await expectJson(await api.get(`/products/${product.id}`), 200));
      expect(after.category).toBe('Fiery Sauces');
    }
    const list = (await expectJson(await api.get('/products'), 200)) as Product[];
    expect(list.filter((p) => p.category === 'Hot Sauces')).toEqual([]);
    expect(await names()).toContain('Fiery Sauces');
    expect(await names()).not.toContain('Hot Sauces');
  });

  it('renames a seeded category with all its seeded products', async () => {
    const accessories = fixtureProducts.filter((p) => p.category === 'Accessories');
    const response = await api.put('/categories/accessories', {
      as: 'admin',
      json: { name: 'Grill Gear' },
    });
    await expectJson(response, 200);
    const list = (await expectJson(await api.get('/products'), 200)) as Product[];
    expect(list.filter((p) => p.category === 'Grill Gear').map((p) => p.id)).toEqual(
      accessories.map((p) => p.id),
    );
    // And back, so the other tests see the seeded name.
    await expectJson(
      await api.put('/categories/accessories', { as: 'admin', json: { name: 'Accessories' } }),
      200,
    );
  });

  it('allows a change of case of its own name, and refuses another category’s name', async () => {
    const category = await createCategory('Rubs and Such');
    const recased = await api.put(`/categories/${category.id}`, {
      as: 'admin',
      json: { name: 'Rubs And Such' },
    });
    expect(asCategory(await expectJson(recased, 200)).name).toBe('Rubs And Such');
    const taken = await api.put(`/categories/${category.id}`, {
      as: 'admin',
      json: { name: 'sauces' },
    });
    expect((await expectError(taken, 409)).message).toBe(
      'There is already a category named "Sauces"',
    );
  });

  it('answers 404 for an unknown category and 400 for a bad name', async () => {
    const missing = await api.put('/categories/no-such-category', {
      as: 'admin',
      json: { name: 'Anything' },
    });
    expect(await expectError(missing, 404)).toEqual({
      error: 'not_found',
      message: 'Category not found',
    });
    const bad = await api.put('/categories/sauces', { as: 'admin', json: { name: '' } });
    expect((await expectError(bad, 400)).fields).toEqual({ name: 'Name is required' });
  });
});

describe('ordering categories', () => {
  it('puts the categories in the order given, which the shop then reads', async () => {
    const before = await listCategories();
    const ids = before.map((category) => category.id);
    const moved = [ids[1]!, ids[0]!, ...ids.slice(2)];
    const response = await api.put('/categories/order', { as: 'admin', json: { ids: moved } });
    expect(asCategories(await expectJson(response, 200)).map((c) => c.id)).toEqual(moved);
    expect((await listCategories()).map((c) => c.id)).toEqual(moved);
    await expectJson(await api.put('/categories/order', { as: 'admin', json: { ids } }), 200);
  });

  it('refuses a list that leaves a category out or names an unknown one (409)', async () => {
    const ids = (await listCategories()).map((category) => category.id);
    for (const stale of [ids.slice(1), [...ids.slice(1), 'no-such-category']]) {
      const response = await api.put('/categories/order', { as: 'admin', json: { ids: stale } });
      expect((await expectError(response, 409)).message).toMatch(/reload/);
    }
    expect((await listCategories()).map((c) => c.id)).toEqual(ids);
  });

  it('refuses a list that names a category twice (400)', async () => {
    const ids = (await listCategories()).map((category) => category.id);
    const response = await api.put('/categories/order', {
      as: 'admin',
      json: { ids: [...ids, ids[0]] },
    });
    expect((await expectError(response, 400)).fields).toEqual({
      ids: 'Each category may appear only once',
    });
  });
});

describe('deleting categories', () => {
  it('refuses a category that products still use (409), saying how many', async () => {
    const sauces = fixtureProducts.filter((p) => p.category === 'Sauces').length;
    expect(sauces).toBe(4);
    const error = await expectError(await api.delete('/categories/sauces', { as: 'admin' }), 409);
    expect(error).toEqual({
      error: 'conflict',
      message: '"Sauces" is used by 4 products. Move or delete them first.',
    });
    expect(await names()).toContain('Sauces');
  });

  it('says "1 product" for one, and deletes once the product is gone', async () => {
    const category = await createCategory('Single Use');
    const product = await createProduct({ name: 'Only One Here', category: 'Single Use' });
    const error = await expectError(
      await api.delete(`/categories/${category.id}`, { as: 'admin' }),
      409,
    );
    expect(error.message).toBe('"Single Use" is used by 1 product. Move or delete them first.');
    expect((await api.delete(`/products/${product.id}`, { as: 'admin' })).status).toBe(204);
    expect((await api.delete(`/categories/${category.id}`, { as: 'admin' })).status).toBe(204);
    expect(await names()).not.toContain('Single Use');
  });

  it('answers 404 for an unknown category', async () => {
    const error = await expectError(
      await api.delete('/categories/no-such-category', { as: 'admin' }),
      404,
    );
    expect(error.message).toBe('Category not found');
  });
});
