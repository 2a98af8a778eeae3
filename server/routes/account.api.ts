import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderQuote } from '../../domain/order-schemas';
import { encodeTestToken } from '../../domain/test-payment-token';
import type {
  AccountSettings,
  FavoriteItem,
  NotificationPreference,
  Order,
  PaymentCard,
  Product,
  SavedAddress,
} from '../../domain/types';
import { apiClient, expectError, expectJson, type ApiClient } from '../test/client';
import { productUpdate } from '../test/inputs';
import { startTestServer, type TestServer } from '../test/server';
import { createJarProduct } from '../test/orders';

let server: TestServer;
let api: ApiClient;
let product: Product;

beforeAll(async () => {
  server = await startTestServer();
  api = apiClient(server);
  product = await createJarProduct(api, 'Account Test Rub', { priceCents: 1200, stock: 100 });
});
afterAll(() => server?.stop());

const token = (last4: string, outcome: 'approve' | 'decline' = 'approve') =>
  encodeTestToken({ brand: 'Visa', last4, expiry: '11/31', outcome });

const home = { type: 'Home', address: '1 Smoke Lane', city: 'Chicago', state: 'IL', zip: '60601' };

describe('/api/me needs a signed-in account', () => {
  const writes: [string, string, unknown][] = [
    ['PUT', '/me/cart', { lines: [] }],
    ['PUT', '/me/favorites/product/texas-brisket-rub', undefined],
    ['DELETE', '/me/favorites/product/texas-brisket-rub', undefined],
    ['POST', '/me/favorites/merge', { items: [] }],
    ['POST', '/me/addresses', home],
    ['PUT', '/me/addresses/00000000-0000-0000-0000-000000000000', home],
    ['DELETE', '/me/addresses/00000000-0000-0000-0000-000000000000', undefined],
    ['POST', '/me/cards', { token: token('4242') }],
    ['PUT', '/me/cards/pm_test_x', { isDefault: true }],
    ['DELETE', '/me/cards/pm_test_x', undefined],
    ['PUT', '/me/notification-preferences', []],
    [
      'PUT',
      '/me/settings',
      {
        language: 'English',
        currency: 'USD',
        timezone: 'UTC',
        newsletter: false,
        twoFactor: false,
      },
    ],
  ];
  it.each(writes)('%s %s → 401 for the anonymous', async (method, path, json) => {
    await expectError(await api.request(method, path, { json }), 401);
  });
  it.each([
    '/me/cart',
    '/me/favorites',
    '/me/addresses',
    '/me/cards',
    '/me/notification-preferences',
    '/me/settings',
  ])('GET %s → 401 for the anonymous', async (path) => {
    await expectError(await api.get(path), 401);
  });
});

describe('a new account', () => {
  it('starts with no favourites, orders, addresses or cards', async () => {
    expect(await expectJson(await api.get('/me/favorites', { as: 'editor' }), 200)).toEqual([]);
    expect(await expectJson(await api.get('/orders/mine', { as: 'editor' }), 200)).toEqual([]);
    expect(await expectJson(await api.get('/me/addresses', { as: 'editor' }), 200)).toEqual([]);
    expect(await expectJson(await api.get('/me/cards', { as: 'editor' }), 200)).toEqual([]);
    expect(await expectJson(await api.get('/me/cart', { as: 'editor' }), 200)).toEqual({
      lines: [],
      saveId: null,
    });
  });
});

describe('the cart', () => {
  it('follows the account, priced from the catalogue when read', async () => {
    const lines = [
      { productId: product.id, size: 'Jar', quantity: 2 },
      { productId: product.id, size: 'Jar', quantity: 9 },
    ];
    const saved = (await expectJson(
      await api.put('/me/cart', { as: 'customer', json: { lines } }),
      200,
    )) as {
      lines: { quantity: number; priceCents: number }[];
    };
    expect(saved.lines).toHaveLength(1);
    expect(saved.lines[0]).toMatchObject({ quantity: 10, priceCents: 1200 });

    await api.put(`/products/${product.id}`, {
      as: 'admin',
      json: productUpdate({
        name: 'Account Test Rub',
        sizes: [{ id: product.sizes[0]!.id, size: 'Jar', priceCents: 1500 }],
      }),
    });
    const read = (await expectJson(await api.get('/me/cart', { as: 'customer' }), 200)) as {
      lines: { priceCents: number; name: string }[];
    };
    expect(read.lines[0]).toMatchObject({ priceCents: 1500, name: 'Account Test Rub' });
    // Another account's cart is its own.
    expect(await expectJson(await api.get('/me/cart', { as: 'shopper' }), 200)).toEqual({
      lines: [],
      saveId: null,
    });
  });

  it('keeps the id of the save that wrote it, so a browser can tell its save arrived', async () => {
    const lines = [{ productId: product.id, size: 'Jar', quantity: 1 }];
    const saved = (await expectJson(
      await api.put('/me/cart', { as: 'shopper', json: { lines, saveId: 'save-1' } }),
      200,
    )) as { saveId: string | null };
    expect(saved.saveId).toBe('save-1');
    expect(await expectJson(await api.get('/me/cart', { as: 'shopper' }), 200)).toMatchObject({
      lines: [{ productId: product.id, quantity: 1 }],
      saveId: 'save-1',
    });
    // A save without one (an older app) leaves none.
    await expectJson(await api.put('/me/cart', { as: 'shopper', json: { lines: [] } }), 200);
    expect(await expectJson(await api.get('/me/cart', { as: 'shopper' }), 200)).toEqual({
      lines: [],
      saveId: null,
    });
  });

  it('leaves out lines nobody can buy any more, and keeps the rest', async () => {
    const saved = (await expectJson(
      await api.put('/me/cart', {
        as: 'editor',
        json: {
          lines: [
            { productId: 'no-such-rub', size: 'Jar', quantity: 1 },
            { productId: product.id, size: 'Jar', quantity: 3 },
          ],
        },
      }),
      200,
    )) as { lines: { productId: string; quantity: number }[] };
    expect(saved.lines.map((l) => [l.productId, l.quantity])).toEqual([[product.id, 3]]);
  });

  it('refuses a quantity of 11 with a field message', async () => {
    const error = await expectError(
      await api.put('/me/cart', {
        as: 'customer',
        json: { lines: [{ productId: product.id, size: 'Jar', quantity: 11 }] },
      }),
      400,
    );
    expect(Object.keys(error.fields ?? {})).toContain('lines.0.quantity');
  });
});

describe('favourites', () => {
  it('adds, lists with the shop’s data, merges a guest’s and removes', async () => {
    const added = (await expectJson(
      await api.put(`/me/favorites/product/${product.id}`, { as: 'shopper' }),
      200,
    )) as FavoriteItem[];
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({
      type: 'product',
      refId: product.id,
      name: 'Account Test Rub',
    });
    const merged = (await expectJson(
      await api.post('/me/favorites/merge', {
        as: 'shopper',
        json: {
          items: [
            { type: 'product', refId: product.id },
            { type: 'recipe', refId: 'texas-style-brisket' },
          ],
        },
      }),
      200,
    )) as FavoriteItem[];
    expect(merged.map((f) => f.refId)).toEqual([product.id, 'texas-style-brisket']);
    expect(await expectJson(await api.get('/me/favorites', { as: 'customer' }), 200)).toEqual([]);
    const removed = (await expectJson(
      await api.delete(`/me/favorites/product/${product.id}`, { as: 'shopper' }),
      200,
    )) as FavoriteItem[];
    expect(removed.map((f) => f.refId)).toEqual(['texas-style-brisket']);
  });
});

describe('addresses', () => {
  it('keeps one default, and are the owner’s and the admin’s to read', async () => {
    const first = (await expectJson(
      await api.post('/me/addresses', { as: 'customer', json: home }),
      201,
    )) as SavedAddress[];
    expect(first).toHaveLength(1);
    expect(first[0]!.isDefault).toBe(true);
    const second = (await expectJson(
      await api.post('/me/addresses', {
        as: 'customer',
        json: { ...home, type: 'Work', address: '2 Ember Ave', isDefault: true },
      }),
      201,
    )) as SavedAddress[];
    expect(second.map((a) => a.isDefault)).toEqual([false, true]);

    // The shopper sees none of them and cannot change or delete them.
    expect(await expectJson(await api.get('/me/addresses', { as: 'shopper' }), 200)).toEqual([]);
    await expectError(
      await api.put(`/me/addresses/${second[0]!.id}`, { as: 'shopper', json: home }),
      404,
    );
    await expectError(await api.delete(`/me/addresses/${second[0]!.id}`, { as: 'shopper' }), 404);

    // Another customer's addresses by account: refused; an admin reads them.
    const quote = (await expectJson(
      await api.post('/orders/quote', {
        json: { lines: [{ productId: product.id, size: 'Jar', quantity: 1 }] },
      }),
      200,
    )) as OrderQuote;
    const { order } = (await expectJson(
      await api.post('/orders', {
        as: 'customer',
        json: {
          lines: [{ productId: product.id, size: 'Jar', quantity: 1 }],
          contact: {
            email: 'casey@example.com',
            shippingAddress: {
              name: 'Casey',
              address: '1 Smoke Lane',
              city: 'Chicago',
              state: 'IL',
              zipCode: '60601',
            },
          },
          payment: { token: token('4242') },
          expectedTotalCents: quote.totalCents,
        },
      }),
      201,
    )) as { order: Order };
    const sub = order.accountId!;
    await expectError(await api.get(`/accounts/${sub}/addresses`), 401);
    await expectError(await api.get(`/accounts/${sub}/addresses`, { as: 'shopper' }), 403);
    await expectError(await api.get(`/accounts/${sub}/addresses`, { as: 'editor' }), 403);
    const read = (await expectJson(
      await api.get(`/accounts/${sub}/addresses`, { as: 'admin' }),
      200,
    )) as SavedAddress[];
    expect(read.map((a) => a.address)).toEqual(['1 Smoke Lane', '2 Ember Ave']);

    const afterDelete = (await expectJson(
      await api.delete(`/me/addresses/${second[1]!.id}`, { as: 'customer' }),
      200,
    )) as SavedAddress[];
    expect(afterDelete).toHaveLength(1);
    expect(afterDelete[0]!.isDefault).toBe(true);
  });

  it('refuses a bad ZIP code with a message on the field', async () => {
    const error = await expectError(
      await api.post('/me/addresses', { as: 'customer', json: { ...home, zip: '6060' } }),
      400,
    );
    expect(error.fields?.zip).toBe('Enter a 5-digit ZIP code');
  });
});

describe('saved cards', () => {
  it('saves only the payment method, brand, last four and expiry, and pays with it', async () => {
    const cards = (await expectJson(
      await api.post('/me/cards', { as: 'shopper', json: { token: token('4242') } }),
      201,
    )) as PaymentCard[];
    expect(cards).toHaveLength(1);
    expect(cards[0]).toMatchObject({
      brand: 'Visa',
      last4: '4242',
      expiry: '11/31',
      isDefault: true,
    });
    expect(cards[0]!.id).toMatch(/^pm_test_/);
    expect(Object.keys(cards[0]!).sort()).toEqual(['brand', 'expiry', 'id', 'isDefault', 'last4']);

    const lines = [{ productId: product.id, size: 'Jar', quantity: 1 }];
    const quote = (await expectJson(
      await api.post('/orders/quote', { json: { lines } }),
      200,
    )) as OrderQuote;
    const body = {
      lines,
      contact: {
        email: 'sam@example.com',
        shippingAddress: {
          name: 'Sam',
          address: '3 Oak St',
          city: 'Chicago',
          state: 'IL',
          zipCode: '60601',
        },
      },
      payment: { paymentMethodId: cards[0]!.id },
      expectedTotalCents: quote.totalCents,
    };
    // Nobody else can pay with it.
    const stranger = await expectError(
      await api.post('/orders', { as: 'customer', json: body }),
      400,
    );
    expect(stranger.fields?.card).toBe('Choose one of your saved cards');
    await expectError(await api.post('/orders', { json: body }), 401);
    const { order } = (await expectJson(
      await api.post('/orders', { as: 'shopper', json: body }),
      201,
    )) as { order: Order };
    expect(order.paymentMethod).toEqual({ brand: 'Visa', last4: '4242' });
  });

  it('saves a card and an address from checkout when asked', async () => {
    const lines = [{ productId: product.id, size: 'Jar', quantity: 1 }];
    const quote = (await expectJson(
      await api.post('/orders/quote', { json: { lines } }),
      200,
    )) as OrderQuote;
    await expectJson(
      await api.post('/orders', {
        as: 'editor',
        json: {
          lines,
          contact: {
            email: 'eden@example.com',
            shippingAddress: {
              name: 'Eden',
              address: '9 Pit Rd',
              city: 'Austin',
              state: 'TX',
              zipCode: '73301',
            },
          },
          payment: { token: token('4444') },
          saveCard: true,
          saveAddress: true,
          expectedTotalCents: quote.totalCents,
        },
      }),
      201,
    );
    const cards = (await expectJson(
      await api.get('/me/cards', { as: 'editor' }),
      200,
    )) as PaymentCard[];
    expect(cards.map((c) => c.last4)).toEqual(['4444']);
    const addresses = (await expectJson(
      await api.get('/me/addresses', { as: 'editor' }),
      200,
    )) as SavedAddress[];
    expect(addresses.map((a) => a.address)).toEqual(['9 Pit Rd']);
  });

  it('refuses a declined card with 402, makes another default and deletes', async () => {
    const declined = await expectError(
      await api.post('/me/cards', { as: 'shopper', json: { token: token('0002', 'decline') } }),
      402,
    );
    expect(declined.fields?.number).toBe('Your card was declined');
    const two = (await expectJson(
      await api.post('/me/cards', { as: 'shopper', json: { token: token('1881') } }),
      201,
    )) as PaymentCard[];
    const second = two.find((c) => c.last4 === '1881')!;
    await expectError(
      await api.put(`/me/cards/${second.id}`, { as: 'customer', json: { isDefault: true } }),
      404,
    );
    const swapped = (await expectJson(
      await api.put(`/me/cards/${second.id}`, { as: 'shopper', json: { isDefault: true } }),
      200,
    )) as PaymentCard[];
    expect(swapped.find((c) => c.isDefault)!.last4).toBe('1881');
    await expectError(await api.delete(`/me/cards/${second.id}`, { as: 'customer' }), 404);
    const left = (await expectJson(
      await api.delete(`/me/cards/${second.id}`, { as: 'shopper' }),
      200,
    )) as PaymentCard[];
    expect(left.map((c) => [c.last4, c.isDefault])).toEqual([['4242', true]]);
  });
});

describe('preferences and settings', () => {
  it('start from the defaults and keep the account’s changes', async () => {
    const defaults = (await expectJson(
      await api.get('/me/notification-preferences', { as: 'shopper' }),
      200,
    )) as NotificationPreference[];
    expect(defaults.length).toBeGreaterThan(0);
    const first = defaults[0]!;
    const changed = (await expectJson(
      await api.put('/me/notification-preferences', {
        as: 'shopper',
        json: [{ id: first.id, email: !first.email, sms: true }],
      }),
      200,
    )) as NotificationPreference[];
    expect(changed[0]).toMatchObject({ id: first.id, email: !first.email, sms: true });
    expect(
      await expectJson(await api.get('/me/notification-preferences', { as: 'customer' }), 200),
    ).toEqual(defaults);
    await expectError(
      await api.put('/me/notification-preferences', {
        as: 'shopper',
        json: [{ id: 'nope', email: true, sms: true }],
      }),
      400,
    );

    const settings = (await expectJson(
      await api.get('/me/settings', { as: 'shopper' }),
      200,
    )) as AccountSettings;
    const next = { ...settings, newsletter: !settings.newsletter };
    expect(
      await expectJson(await api.put('/me/settings', { as: 'shopper', json: next }), 200),
    ).toEqual(next);
    expect(await expectJson(await api.get('/me/settings', { as: 'shopper' }), 200)).toEqual(next);
  });
});
