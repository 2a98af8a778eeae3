import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, type ApiClient } from './test/client';
import {
  listedName,
  productId,
  productName,
  recipeId,
  recipeTitle,
  renameProduct,
  seededTitle,
} from './test/cache-probes';
import { recipeInput } from './test/inputs';
import { startTestServer, type TestServer } from './test/server';
import './test/provided';

/** The catalogue's cached responses (server/cache.ts) never outlive a write. */

describe('one server', () => {
  let server: TestServer;
  let api: ApiClient;
  beforeAll(async () => {
    server = await startTestServer();
    api = apiClient(server);
  });
  afterAll(() => server?.stop());

  it('answers a read after its own write with the written data', async () => {
    expect(await productName(api)).toBe('Memphis Dry Rub');
    expect(await listedName(api)).toBe('Memphis Dry Rub');
    expect((await renameProduct(api, 'Memphis Dry Rub, Bold')).status).toBe(200);
    expect(await productName(api)).toBe('Memphis Dry Rub, Bold');
    expect(await listedName(api)).toBe('Memphis Dry Rub, Bold');

    expect(await recipeTitle(api)).toBe(seededTitle);
    const saved = await api.put(`/recipes/${recipeId}`, {
      as: 'editor',
      json: recipeInput({ title: 'Texas-Style Brisket, Overnight' }),
    });
    expect(saved.status).toBe(200);
    expect(await recipeTitle(api)).toBe('Texas-Style Brisket, Overnight');

    expect((await api.delete(`/products/${productId}`, { as: 'admin' })).status).toBe(204);
    expect((await api.get(`/products/${productId}`)).status).toBe(404);
    expect(await listedName(api)).toBeUndefined();
  });

  it('sends the cached body as JSON', async () => {
    const response = await api.get('/recipes');
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(Array.isArray(await response.json())).toBe(true);
  });
});
