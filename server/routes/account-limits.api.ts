import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addressesLimitMessage,
  favoritesLimitMessage,
  maxFavorites,
  maxSavedAddresses,
} from '../../domain/constants';
import type { OrderQuote } from '../../domain/order-schemas';
import { encodeTestToken } from '../../domain/test-payment-token';
import type { FavoriteItem, SavedAddress } from '../../domain/types';
import { apiClient, expectError, expectJson, type ApiClient } from '../test/client';
import { startTestServer, type TestServer } from '../test/server';

/**
 * What one account may keep: 500 favourites and 20 addresses. The server refuses one more with
 * 400 and a message the app shows, also when many requests arrive at once at the limit.
 */

let server: TestServer;
let api: ApiClient;

beforeAll(async () => {
  server = await startTestServer();
  api = apiClient(server);
});
afterAll(() => server?.stop());

const address = (n: number) => ({
  type: 'Home',
  address: `${n} Smoke Lane`,
  city: 'Chicago',
  state: 'IL',
  zip: '60601',
});

/** Statuses of requests sent all at once, sorted. */
const burst = async (requests: Promise<Response>[]) =>
  (await Promise.all(requests)).map((response) => response.status).sort();

describe('saved addresses', () => {
  it(`keeps at most ${maxSavedAddresses}, however many arrive at once`, async () => {
    for (let n = 1; n <= maxSavedAddresses - 3; n += 1) {
      await expectJson(await api.post('/me/addresses', { as: 'customer', json: address(n) }), 201);
    }
    const statuses = await burst(
      Array.from({ length: 8 }, (_, i) =>
        api.post('/me/addresses', { as: 'customer', json: address(100 + i) }),
      ),
    );
    expect(statuses).toEqual([201, 201, 201, 400, 400, 400, 400, 400]);
    const saved = (await expectJson(
      await api.get('/me/addresses', { as: 'customer' }),
      200,
    )) as SavedAddress[];
    expect(saved).toHaveLength(maxSavedAddresses);

    const refused = await expectError(
      await api.post('/me/addresses', { as: 'customer', json: address(200) }),
      400,
    );
    expect(refused.message).toBe(addressesLimitMessage);
    // At the limit an address can still be changed, and deleting one makes room.
    await expectJson(
      await api.put(`/me/addresses/${saved[0]!.id}`, {
        as: 'customer',
        json: { ...address(1), city: 'Evanston' },
      }),
      200,
    );
    await expectJson(await api.delete(`/me/addresses/${saved[0]!.id}`, { as: 'customer' }), 200);
    await expectJson(await api.post('/me/addresses', { as: 'customer', json: address(201) }), 201);
    // Another account's addresses are its own count.
    await expectJson(await api.post('/me/addresses', { as: 'shopper', json: address(1) }), 201);
  });

  it('places an order that asks to save an address when the book is full, without saving it', async () => {
    const lines = [{ productId: 'texas-brisket-rub', size: '12 oz', quantity: 1 }];
    const quote = (await expectJson(
      await api.post('/orders/quote', { json: { lines } }),
      200,
    )) as OrderQuote;
    await expectJson(
      await api.post('/orders', {
        as: 'customer',
        json: {
          lines,
          contact: {
            email: 'casey@example.com',
            shippingAddress: {
              name: 'Casey',
              address: '9 Full Book Rd',
              city: 'Chicago',
              state: 'IL',
              zipCode: '60601',
            },
          },
          payment: {
            token: encodeTestToken({
              brand: 'Visa',
              last4: '4242',
              expiry: '11/31',
              outcome: 'approve',
            }),
          },
          saveAddress: true,
          expectedTotalCents: quote.totalCents,
        },
      }),
      201,
    );
    const saved = (await expectJson(
      await api.get('/me/addresses', { as: 'customer' }),
      200,
    )) as SavedAddress[];
    expect(saved).toHaveLength(maxSavedAddresses);
    expect(saved.map((a) => a.address)).not.toContain('9 Full Book Rd');
  });
});

describe('favourites', () => {
  // Keys that name nothing in the shop count too (the list leaves them out): they fill the
  // account up to one below the limit in one request.
  const filler = Array.from({ length: maxFavorites - 1 }, (_, i) => ({
    type: 'recipe',
    refId: `filler-${i}`,
  }));
  const products = [
    'texas-brisket-rub',
    'memphis-dry-rub',
    'coffee-chili-steak-rub',
    'kansas-city-sweet-bbq-sauce',
    'carolina-gold-mustard-sauce',
    'alabama-white-sauce',
    'ghost-pepper-hot-sauce',
    'hickory-wood-chips',
  ];

  it(`keeps at most ${maxFavorites}, however many arrive at once`, async () => {
    await expectJson(
      await api.post('/me/favorites/merge', { as: 'shopper', json: { items: filler } }),
      200,
    );
    const statuses = await burst(
      products.map((id) => api.put(`/me/favorites/product/${id}`, { as: 'shopper' })),
    );
    expect(statuses).toEqual([200, 400, 400, 400, 400, 400, 400, 400]);
    const listed = (await expectJson(
      await api.get('/me/favorites', { as: 'shopper' }),
      200,
    )) as FavoriteItem[];
    expect(listed).toHaveLength(1);
    const [saved] = listed;

    const refused = await expectError(
      await api.put(`/me/favorites/recipe/texas-style-brisket`, { as: 'shopper' }),
      400,
    );
    expect(refused.message).toBe(favoritesLimitMessage);
    // Merging several at once: refused whole when they do not all fit.
    await expectError(
      await api.post('/me/favorites/merge', {
        as: 'shopper',
        json: { items: [{ type: 'recipe', refId: 'texas-style-brisket' }] },
      }),
      400,
    );
    // Saving one already saved is no new favourite: still fine at the limit.
    await expectJson(
      await api.put(`/me/favorites/product/${saved!.refId}`, { as: 'shopper' }),
      200,
    );
    await expectJson(
      await api.post('/me/favorites/merge', { as: 'shopper', json: { items: filler } }),
      200,
    );
    // Removing one makes room for another.
    await expectJson(await api.delete('/me/favorites/recipe/filler-0', { as: 'shopper' }), 200);
    await expectJson(
      await api.put('/me/favorites/recipe/texas-style-brisket', { as: 'shopper' }),
      200,
    );
    // Another account's favourites are its own count.
    await expectJson(
      await api.put(`/me/favorites/product/${products[0]}`, { as: 'customer' }),
      200,
    );
  });

  it('refuses concurrent merges past the limit', async () => {
    const batch = (from: number) =>
      Array.from({ length: 100 }, (_, i) => ({ type: 'recipe', refId: `batch-${from + i}` }));
    const statuses = await burst(
      [0, 100, 200, 300, 400, 500].map((from) =>
        api.post('/me/favorites/merge', { as: 'editor', json: { items: batch(from) } }),
      ),
    );
    expect(statuses).toEqual([200, 200, 200, 200, 200, 400]);
    await expectError(await api.put('/me/favorites/recipe/one-more', { as: 'editor' }), 400);
  });
});
