import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderLineInput, OrderQuote } from '../../domain/order-schemas';
import type { ProductUpdate, StockAdjustment } from '../../domain/schemas';
import type { Order, Product } from '../../domain/types';
import { apiClient, expectError, expectJson, type ApiClient } from '../test/client';
import { productInput, productUpdate } from '../test/inputs';
import { testOrderBody } from '../test/orders';
import { startTestServer, type TestServer } from '../test/server';

/**
 * Stock is never written from a stale form: Edit Product changes sizes in place and stock only
 * by an explicit adjustment, so orders taken while a form was open (or while it saves) stay
 * taken, and no order is refused because a product was saved.
 */

let server: TestServer;
let api: ApiClient;

beforeAll(async () => {
  server = await startTestServer();
  api = apiClient(server);
});
afterAll(() => server?.stop());

const start = 100;

async function twoSizeProduct(name: string): Promise<Product> {
  const response = await api.post('/products', {
    as: 'admin',
    json: productInput({
      name,
      sizes: [
        { size: 'Jar', priceCents: 1000, stock: start },
        { size: 'Tub', priceCents: 2000, stock: start },
      ],
    }),
  });
  return (await expectJson(response, 201)) as Product;
}

const read = async (id: string) =>
  (await expectJson(await api.get(`/products/${id}`), 200)) as Product;

const lineOf = (product: Product, index: number): OrderLineInput => ({
  productId: product.id,
  size: product.sizes[index]!.size,
  quantity: 1,
});

/** Starts `count` one-unit orders of `line` at its quoted total; each resolves to status and body. */
async function orders(line: OrderLineInput, count: number) {
  const quote = (await expectJson(
    await api.post('/orders/quote', { json: { lines: [line] } }),
    200,
  )) as OrderQuote;
  return Array.from({ length: count }, () =>
    api
      .post('/orders', { json: testOrderBody([line], quote.totalCents) })
      .then(async (response) => ({ status: response.status, body: await response.text() })),
  );
}

/**
 * What Edit Product sends for a product as it was opened: every field, each saved size by id,
 * with a stock adjustment only where one is given.
 */
const save = (
  opened: Product,
  changes: Partial<ProductUpdate> = {},
  adjustments: readonly (StockAdjustment | undefined)[] = [],
) =>
  api.put(`/products/${opened.id}`, {
    as: 'admin',
    json: productUpdate({
      name: opened.name,
      sizes: opened.sizes.map(({ id, size, priceCents }, index) => ({
        id,
        size,
        priceCents,
        ...(adjustments[index] ? { stockAdjustment: adjustments[index] } : {}),
      })),
      ...changes,
    }),
  });

describe('saving a product while orders run', () => {
  it('never writes stale stock back nor refuses an order: sold + stock = start per size', async () => {
    const product = await twoSizeProduct('Busy Counter Rub');
    // The form was opened, then orders came in before it was saved.
    const opened = await read(product.id);
    const lines = [lineOf(product, 0), lineOf(product, 1)];
    await Promise.all((await Promise.all(lines.map((line) => orders(line, 3)))).flat());
    const during = (await Promise.all(lines.map((line) => orders(line, 4)))).flat();
    const saves = [
      save(opened, { description: 'Saved once.' }),
      save(opened, { description: 'Saved twice.' }),
    ];
    const placed = await Promise.all(during);
    for (const result of placed) expect(result.status, result.body).toBe(201);
    for (const saved of await Promise.all(saves)) expect(saved.status).toBe(200);

    const after = await read(product.id);
    expect(after.sizes.map((size) => size.id)).toEqual(product.sizes.map((size) => size.id));
    // Each size sold 3 before the saves and 4 during them.
    expect(after.sizes.map((size) => size.stock)).toEqual([start - 7, start - 7]);
  });

  it('adds and takes away units by delta while orders run: nothing is lost either way', async () => {
    const product = await twoSizeProduct('Restocked Rub');
    const sold = await orders(lineOf(product, 0), 8);
    const deltas = [5, 5, -2, 5].map((units) =>
      save(product, {}, [{ kind: 'add', units }, undefined]),
    );
    for (const result of await Promise.all(sold)) expect(result.status, result.body).toBe(201);
    for (const saved of await Promise.all(deltas)) expect(saved.status).toBe(200);
    const after = await read(product.id);
    expect(after.sizes.map((size) => size.stock)).toEqual([start - 8 + 13, start]);

    // Taking away more than there is is refused, and says how many there are.
    const tooMany = await save(after, {}, [{ kind: 'add', units: -(start + 6) }]);
    const error = await expectError(tooMany, 409);
    expect(error.fields).toEqual({
      'sizes.0.stockAdjustment': `Only ${start + 5} in stock: it cannot go down by ${start + 6}`,
    });
  });
});

describe('setting the stock to a count', () => {
  it('refuses a count set over stock that moved since the form read it, saving nothing', async () => {
    const product = await twoSizeProduct('Counted Rub');
    const opened = await read(product.id);
    await Promise.all(await orders(lineOf(product, 1), 2));

    const stale = await save(opened, { description: 'Recounted.' }, [
      undefined,
      { kind: 'set', to: 120, expected: start },
    ]);
    const error = await expectError(stale, 409);
    expect(error).toEqual({
      error: 'stock_changed',
      message:
        'Stock changed while you were editing: nothing was saved. Check the stock and save again.',
      fields: {
        'sizes.1.stockAdjustment': `Stock is now ${start - 2}; it was ${start} when you opened this product`,
      },
      stockNow: { [product.sizes[1]!.id]: start - 2 },
    });
    const unchanged = await read(product.id);
    expect(unchanged.description).toBe(product.description);
    expect(unchanged.sizes.map((size) => size.stock)).toEqual([start, start - 2]);

    // Set again over the stock it has now: applied.
    const applied = await save(opened, { description: 'Recounted.' }, [
      { kind: 'set', to: 0, expected: start },
      { kind: 'set', to: 120, expected: start - 2 },
    ]);
    const saved = (await expectJson(applied, 200)) as Product;
    expect(saved.description).toBe('Recounted.');
    expect(saved.sizes.map((size) => [size.stock, size.inStock])).toEqual([
      [0, false],
      [120, true],
    ]);
  });
});

describe('adding and removing sizes', () => {
  it('removes only the sizes named: its orders stay whole, a size added meanwhile stays', async () => {
    const product = await twoSizeProduct('Trimmed Rub');
    const [placed] = await Promise.all(await orders(lineOf(product, 1), 1));
    const order = (JSON.parse(placed!.body) as { order: Order }).order;

    // Another admin adds a size while this form is open.
    const other = await save(product, {
      sizes: [
        ...product.sizes.map(({ id, size, priceCents }) => ({ id, size, priceCents })),
        { size: 'Bucket', priceCents: 5000, stock: 4 },
      ],
    });
    expect(other.status).toBe(200);
    // This form removes the Tub and adds a Pail.
    const response = await save(product, {
      sizes: [
        { id: product.sizes[0]!.id, size: 'Jar', priceCents: 1000 },
        { size: 'Pail', priceCents: 3000, stock: 9 },
      ],
      removedSizeIds: [product.sizes[1]!.id],
    });
    const after = (await expectJson(response, 200)) as Product;
    expect(after.sizes.map((size) => [size.id, size.size, size.stock])).toEqual([
      [product.sizes[0]!.id, 'Jar', start],
      ['trimmed-rub-pail', 'Pail', 9],
      ['trimmed-rub-bucket', 'Bucket', 4],
    ]);
    const kept = (await expectJson(
      await api.get(`/orders/${order.id}`, { as: 'admin' }),
      200,
    )) as Order;
    expect(kept.items).toEqual(order.items);

    // A form that still lists the removed size is told so; nothing is saved.
    const stale = await save(product, { description: 'Too late.' });
    expect((await expectError(stale, 409)).message).toBe(
      'The size "Tub" is no longer part of this product: someone removed it. Close the form and open the product again.',
    );
    expect((await read(product.id)).description).toBe(product.description);
  });

  it.each([
    [
      'stock on a saved size',
      { sizes: [{ id: 'x', size: 'Jar', priceCents: 100, stock: 5 }] },
      'sizes.0.stock',
      "A saved size's stock changes only by a stock adjustment",
    ],
    [
      'a new size without stock',
      { sizes: [{ size: 'Jar', priceCents: 100 }] },
      'sizes.0.stock',
      'Stock is required',
    ],
    [
      'an adjustment on a new size',
      {
        sizes: [
          { size: 'Jar', priceCents: 100, stock: 1, stockAdjustment: { kind: 'add', units: 1 } },
        ],
      },
      'sizes.0.stockAdjustment',
      'A new size starts with its stock, not an adjustment',
    ],
    [
      'a count below zero',
      {
        sizes: [
          {
            id: 'x',
            size: 'Jar',
            priceCents: 100,
            stockAdjustment: { kind: 'set', to: -1, expected: 0 },
          },
        ],
      },
      'sizes.0.stockAdjustment.to',
      'Stock cannot be negative',
    ],
    [
      'a size kept and removed',
      { sizes: [{ id: 'x', size: 'Jar', priceCents: 100 }], removedSizeIds: ['x'] },
      'removedSizeIds.0',
      'A size cannot be both kept and removed',
    ],
  ])('refuses %s with 400 and a field message', async (_label, changes, field, message) => {
    const response = await api.put('/products/memphis-dry-rub', {
      as: 'admin',
      json: productUpdate(changes as Partial<ProductUpdate>),
    });
    expect((await expectError(response, 400)).fields?.[field]).toBe(message);
  });
});
