import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartQuote } from '../../domain/cart-check-schemas';
import type { Product } from '../../domain/types';
import { apiClient, expectError, expectJson, type ApiClient } from '../test/client';
import { productInput, productUpdate } from '../test/inputs';
import { startTestServer, type TestServer } from '../test/server';

/**
 * POST /api/cart/quote: the cart's lines against today's catalogue, one answer per line in the
 * cart's order (ok, sold out, only N left, new price, gone), for anyone; bad input is 400.
 */

let server: TestServer;
let api: ApiClient;

beforeAll(async () => {
  server = await startTestServer();
  api = apiClient(server);
});
afterAll(() => server?.stop());

async function newProduct(name: string): Promise<Product> {
  const response = await api.post('/products', {
    as: 'admin',
    json: productInput({
      name,
      sizes: [
        { size: 'Jar', priceCents: 1000, stock: 10 },
        { size: 'Tub', priceCents: 2000, stock: 3 },
        { size: 'Sack', priceCents: 3000, stock: 0 },
      ],
    }),
  });
  return (await expectJson(response, 201)) as Product;
}

const quote = async (lines: unknown) =>
  (await expectJson(await api.post('/cart/quote', { json: { lines } }), 200)) as CartQuote;

describe('checking a cart', () => {
  it('answers each line in order: ok, only N left, sold out, new price, gone', async () => {
    const product = await newProduct('Truthful Rub');
    const result = await quote([
      { productId: product.id, size: 'Jar', quantity: 2, priceCents: 1000 },
      { productId: product.id, size: 'Tub', quantity: 5, priceCents: 2000 },
      { productId: product.id, size: 'Sack', quantity: 1, priceCents: 3000 },
      { productId: product.id, size: 'Jar', quantity: 1, priceCents: 900 },
      { productId: product.id, size: 'Crate', quantity: 1, priceCents: 100 },
      { productId: 'no-such-product', size: 'Jar', quantity: 1, priceCents: 100 },
    ]);
    expect(result.lines).toEqual([
      {
        productId: product.id,
        size: 'Jar',
        status: 'ok',
        unitPriceCents: 1000,
        availableQuantity: null,
      },
      {
        productId: product.id,
        size: 'Tub',
        status: 'low-stock',
        unitPriceCents: 2000,
        availableQuantity: 3,
      },
      {
        productId: product.id,
        size: 'Sack',
        status: 'sold-out',
        unitPriceCents: 3000,
        availableQuantity: 0,
      },
      {
        productId: product.id,
        size: 'Jar',
        status: 'price-changed',
        unitPriceCents: 1000,
        availableQuantity: null,
      },
      {
        productId: product.id,
        size: 'Crate',
        status: 'gone',
        unitPriceCents: null,
        availableQuantity: null,
      },
      {
        productId: 'no-such-product',
        size: 'Jar',
        status: 'gone',
        unitPriceCents: null,
        availableQuantity: null,
      },
    ]);
  });

  it('follows the console: a new price, stock taken away and a deleted product show at once', async () => {
    const product = await newProduct('Changing Rub');
    const cart = [
      { productId: product.id, size: 'Jar', quantity: 4, priceCents: 1000 },
      { productId: product.id, size: 'Tub', quantity: 1, priceCents: 2000 },
    ];
    expect((await quote(cart)).lines.map((line) => line.status)).toEqual(['ok', 'ok']);

    const saved = await api.put(`/products/${product.id}`, {
      as: 'admin',
      json: productUpdate({
        name: product.name,
        sizes: product.sizes.map(({ id, size, priceCents }) => ({
          id,
          size,
          priceCents: size === 'Tub' ? 2500 : priceCents,
          ...(size === 'Jar' ? { stockAdjustment: { kind: 'add', units: -8 } } : {}),
        })),
      }),
    });
    expect(saved.status, await saved.text()).toBe(200);
    expect((await quote(cart)).lines).toMatchObject([
      { status: 'low-stock', availableQuantity: 2, unitPriceCents: 1000 },
      { status: 'price-changed', unitPriceCents: 2500 },
    ]);

    expect((await api.delete(`/products/${product.id}`, { as: 'admin' })).status).toBe(204);
    expect((await quote(cart)).lines.map((line) => line.status)).toEqual(['gone', 'gone']);
  });

  it('checks a gift card line against the amounts the store offers', async () => {
    const [giftCardOk, giftCardGone] = (
      await quote([
        { productId: 'gift-card', size: '$50', quantity: 1, priceCents: 5000 },
        { productId: 'gift-card', size: '$7', quantity: 1, priceCents: 700 },
      ])
    ).lines;
    expect(giftCardOk?.status).toBe('ok');
    expect(giftCardGone?.status).toBe('gone');
  });
});

describe('bad input', () => {
  const refused = async (body: unknown) => {
    const response = await api.post('/cart/quote', { json: body });
    return expectError(response, 400);
  };

  it('refuses an empty cart, too many lines and malformed lines with a clear message', async () => {
    expect((await refused({ lines: [] })).fields).toEqual({ lines: 'Your cart is empty.' });
    const line = { productId: 'p', size: 'Jar', quantity: 1, priceCents: 100 };
    expect((await refused({ lines: Array(51).fill(line) })).fields).toEqual({
      lines: 'A cart can have at most 50 lines',
    });
    expect((await refused({ lines: [{ ...line, quantity: 0 }] })).fields).toEqual({
      'lines.0.quantity': 'Quantity must be at least 1',
    });
    expect((await refused({ lines: [{ ...line, priceCents: 1.5 }] })).fields).toEqual({
      'lines.0.priceCents': 'Price must be a whole number of cents',
    });
    expect((await refused({ lines: [{ ...line, productId: '' }] })).fields).toEqual({
      'lines.0.productId': 'Product is required',
    });
    await refused({});
    await refused([]);
  });

  it('never answers 500 to any ids, sizes, quantities or prices', async () => {
    const anyValue = fc.oneof(
      fc.string(),
      fc.integer(),
      fc.double(),
      fc.constant(null),
      fc.boolean(),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          productId: fc.oneof(fc.string({ maxLength: 300 }), anyValue),
          size: fc.oneof(fc.string({ maxLength: 300 }), anyValue),
          quantity: fc.oneof(fc.integer({ min: -5, max: 20 }), anyValue),
          priceCents: fc.oneof(fc.integer({ min: -5, max: 1_000_000 }), anyValue),
        }),
        async (line) => {
          const response = await api.post('/cart/quote', { json: { lines: [line] } });
          const text = await response.text();
          expect([200, 400], text).toContain(response.status);
          if (response.status === 200) {
            expect((JSON.parse(text) as CartQuote).lines).toHaveLength(1);
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});
