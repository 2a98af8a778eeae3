import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { z } from 'zod';
import { productSchema, reviewSchema } from '../../domain/schemas';
import type { Product, ProductReview } from '../../domain/types';
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

const asReview = (body: unknown) => reviewSchema.strict().parse(body) as ProductReview;
const asReviews = (body: unknown) => z.array(reviewSchema.strict()).parse(body) as ProductReview[];

async function product(id: string) {
  return productSchema.parse(await expectJson(await api.get(`/products/${id}`), 200)) as Product;
}
async function reviewsOf(id: string, as: Sender = 'anonymous') {
  return asReviews(await expectJson(await api.get(`/products/${id}/reviews`, { as }), 200));
}
/** A product of this test's own, so each test starts without reviews. */
async function freshProduct(name: string) {
  const body = await expectJson(
    await api.post('/products', { as: 'admin', json: productInput({ name }) }),
    201,
  );
  return productSchema.parse(body).id;
}
const review = (rating: number, body = 'Good smoke ring, balanced salt.') => ({ rating, body });
const writeReview = (id: string, as: Sender, json: unknown) =>
  api.put(`/products/${id}/reviews/mine`, { as, json });

describe('reading reviews', () => {
  it('lists none for a seeded product without SEED_DEMO, and its rating is 0 from 0 reviews', async () => {
    expect(await reviewsOf('memphis-dry-rub')).toEqual([]);
    expect(await product('memphis-dry-rub')).toMatchObject({ rating: 0, reviewCount: 0 });
  });

  it('answers 404 for an unknown product', async () => {
    const error = await expectError(await api.get('/products/no-such-product/reviews'), 404);
    expect(error.message).toBe('Product not found');
  });
});

describe('who may write reviews', () => {
  it('PUT …/reviews/mine as anonymous → 401, before looking at the body', async () => {
    for (const json of [review(4), { rating: 9 }]) {
      const error = await expectError(await writeReview('memphis-dry-rub', 'anonymous', json), 401);
      expect(error).toEqual({ error: 'unauthorized', message: 'Sign in to write a review' });
    }
  });

  it('DELETE …/reviews/mine as anonymous → 401', async () => {
    const response = await api.delete('/products/memphis-dry-rub/reviews/mine');
    expect((await expectError(response, 401)).error).toBe('unauthorized');
  });

  it.each(['customer', 'editor', 'admin'] as const)(
    'PUT and DELETE …/reviews/mine as %s → 201, then 204',
    async (as) => {
      const id = await freshProduct(`Reviewed by ${as}`);
      const created = asReview(await expectJson(await writeReview(id, as, review(5)), 201));
      expect(created).toMatchObject({ productId: id, rating: 5, isMine: true });
      expect((await api.delete(`/products/${id}/reviews/mine`, { as })).status).toBe(204);
      expect(await reviewsOf(id)).toEqual([]);
    },
  );

  it.each([
    ['anonymous', 401, 'unauthorized'],
    ['customer', 403, 'forbidden'],
    ['editor', 403, 'forbidden'],
  ] as const)('DELETE /reviews/:id as %s → %i, and the review stays', async (as, status, code) => {
    const id = await freshProduct(`Moderation refused for ${as}`);
    const written = asReview(await expectJson(await writeReview(id, 'customer', review(2)), 201));
    const response = await api.delete(`/reviews/${written.id}`, { as });
    expect((await expectError(response, status)).error).toBe(code);
    expect(await reviewsOf(id)).toHaveLength(1);
  });

  it("DELETE /reviews/:id as admin → 204: anyone's review goes, and the rating with it", async () => {
    const id = await freshProduct('Moderated Rub');
    const written = asReview(await expectJson(await writeReview(id, 'customer', review(1)), 201));
    expect(await product(id)).toMatchObject({ rating: 1, reviewCount: 1 });
    expect((await api.delete(`/reviews/${written.id}`, { as: 'admin' })).status).toBe(204);
    expect(await reviewsOf(id)).toEqual([]);
    expect(await product(id)).toMatchObject({ rating: 0, reviewCount: 0 });
    const again = await expectError(
      await api.delete(`/reviews/${written.id}`, { as: 'admin' }),
      404,
    );
    expect(again.message).toBe('Review not found');
    const malformed = await api.delete('/reviews/not-a-review-id', { as: 'admin' });
    expect((await expectError(malformed, 404)).message).toBe('Review not found');
  });
});

describe('one review per customer and product', () => {
  it('a second PUT changes the review instead of adding one', async () => {
    const id = await freshProduct('Twice Reviewed Rub');
    const first = asReview(
      await expectJson(await writeReview(id, 'customer', review(3, 'Fine.')), 201),
    );
    const second = asReview(
      await expectJson(await writeReview(id, 'customer', review(5, 'Won me over.')), 200),
    );
    expect(second).toMatchObject({ id: first.id, rating: 5, body: 'Won me over.' });
    expect(second.createdAt).toBe(first.createdAt);
    expect(Date.parse(second.updatedAt)).toBeGreaterThanOrEqual(Date.parse(first.updatedAt));
    expect(await reviewsOf(id)).toEqual([withoutMine(second)]);
    expect(await product(id)).toMatchObject({ rating: 5, reviewCount: 1 });
  });

  it('DELETE …/reviews/mine answers 404 when the caller has no review there', async () => {
    const id = await freshProduct('Never Reviewed Rub');
    const error = await expectError(
      await api.delete(`/products/${id}/reviews/mine`, { as: 'customer' }),
      404,
    );
    expect(error.message).toBe('You have not reviewed this product');
  });

  it('answers 404 for a review of an unknown product', async () => {
    const error = await expectError(
      await writeReview('no-such-product', 'customer', review(4)),
      404,
    );
    expect(error.message).toBe('Product not found');
  });

  it('goes with its product when the product is deleted', async () => {
    const id = await freshProduct('Short Lived Rub');
    await expectJson(await writeReview(id, 'customer', review(4)), 201);
    expect((await api.delete(`/products/${id}`, { as: 'admin' })).status).toBe(204);
    await expectError(await api.get(`/products/${id}/reviews`), 404);
  });
});

function withoutMine(value: ProductReview): ProductReview {
  const rest = { ...value };
  delete rest.isMine;
  return rest;
}

describe('what a review holds', () => {
  it('keeps the body as plain text, trimmed, and names the author from the token', async () => {
    const id = await freshProduct('Plain Text Rub');
    const body = '  <b>Bold</b> & <script>alert(1)</script> "quoted"\nSecond line  ';
    const written = asReview(
      await expectJson(await writeReview(id, 'customer', review(4, body)), 201),
    );
    expect(written.body).toBe('<b>Bold</b> & <script>alert(1)</script> "quoted"\nSecond line');
    // An access token carries no name or e-mail (its username is the pool's uuid): 'Customer'.
    expect(written.authorName).toBe('Customer');
    const forged = asReview(
      await expectJson(
        await writeReview(id, 'customer', { ...review(4), authorName: 'Somebody Else' }),
        200,
      ),
    );
    expect(forged.authorName).toBe('Customer');
    expect(forged).not.toHaveProperty('authorSub');
  });

  it('takes the name claim of an ID token (the product page sends one)', async () => {
    const id = await freshProduct('Id Token Rub');
    const adminIdToken = inject('adminIdToken');
    const written = asReview(
      await expectJson(
        await writeReview(id, { authorization: `Bearer ${adminIdToken}` }, review(5)),
        201,
      ),
    );
    expect(written.authorName).toBe('Avery Admin');
  });

  it.each([
    ['a rating of 0', { rating: 0, body: 'x' }, 'rating', /from 1 to 5/],
    ['a rating of 6', { rating: 6, body: 'x' }, 'rating', /from 1 to 5/],
    ['half a star', { rating: 3.5, body: 'x' }, 'rating', /whole number/],
    ['no rating', { body: 'x' }, 'rating', /Choose a rating/],
    ['a 2,001-character body', { rating: 4, body: 'x'.repeat(2001) }, 'body', /at most 2,000/],
    ['an empty body', { rating: 4, body: '   ' }, 'body', /Review is required/],
    ['a NUL character', { rating: 4, body: 'a\u0000b' }, 'body', /NUL/],
  ])('refuses %s with a field message (400)', async (_label, json, field, message) => {
    const error = await expectError(await writeReview('memphis-dry-rub', 'customer', json), 400);
    expect(error.error).toBe('invalid');
    expect(error.fields?.[field]).toMatch(message);
  });

  it('accepts a body of exactly 2,000 characters', async () => {
    const id = await freshProduct('Long Review Rub');
    const written = asReview(
      await expectJson(await writeReview(id, 'customer', review(4, 'y'.repeat(2000))), 201),
    );
    expect(written.body).toHaveLength(2000);
  });
});

describe('the rating a product shows comes from its stored reviews', () => {
  it('averages to one decimal and counts, newest first, after every write', async () => {
    const id = await freshProduct('Averaged Rub');
    await expectJson(await writeReview(id, 'customer', review(5)), 201);
    await expectJson(await writeReview(id, 'editor', review(4)), 201);
    await expectJson(await writeReview(id, 'admin', review(4)), 201);
    // (5 + 4 + 4) / 3 = 4.33…
    expect(await product(id)).toMatchObject({ rating: 4.3, reviewCount: 3 });
    const list = (await expectJson(await api.get('/products'), 200)) as Product[];
    expect(list.find((p) => p.id === id)).toMatchObject({ rating: 4.3, reviewCount: 3 });

    const newestFirst = await reviewsOf(id);
    expect(newestFirst.map((r) => r.rating)).toEqual([4, 4, 5]);
    const times = newestFirst.map((r) => Date.parse(r.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    for (const listed of newestFirst) expect(listed).not.toHaveProperty('isMine');

    // The customer's change and the editor's deletion move both figures.
    await expectJson(await writeReview(id, 'customer', review(2)), 200);
    expect(await product(id)).toMatchObject({ rating: 3.3, reviewCount: 3 });
    expect((await api.delete(`/products/${id}/reviews/mine`, { as: 'editor' })).status).toBe(204);
    expect(await product(id)).toMatchObject({ rating: 3, reviewCount: 2 });
  });

  it('marks the caller’s own review when someone signed in reads the list', async () => {
    const id = await freshProduct('Mine Marked Rub');
    await expectJson(await writeReview(id, 'customer', review(5)), 201);
    await expectJson(await writeReview(id, 'editor', review(3)), 201);
    const asCustomer = await reviewsOf(id, 'customer');
    expect(asCustomer.map((r) => [r.rating, r.isMine])).toEqual([
      [3, false],
      [5, true],
    ]);
  });

  it('an admin’s product save keeps the computed rating', async () => {
    const id = await freshProduct('Saved Again Rub');
    await expectJson(await writeReview(id, 'customer', review(4)), 201);
    const saved = await api.put(`/products/${id}`, {
      as: 'admin',
      json: { ...productInput({ name: 'Saved Again Rub' }), rating: 1, reviewCount: 500 },
    });
    expect(productSchema.parse(await expectJson(saved, 200))).toMatchObject({
      rating: 4,
      reviewCount: 1,
    });
  });
});
