import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  limitMessage,
  pageCountOf,
  pageOf,
  pageQuerySchema,
  listSearch,
  readPaging,
} from './list-page';

describe('pageQuerySchema', () => {
  it('reads page 1 of 24 rows unless asked, and limits up to 100', () => {
    expect(pageQuerySchema.parse({})).toEqual({ page: 1, limit: 24 });
    expect(pageQuerySchema.parse({ page: '3', limit: '100' })).toEqual({ page: 3, limit: 100 });
  });

  it('refuses a limit over 100 or not a positive whole number, with the reason', () => {
    for (const limit of ['101', '0', '-2', '1.5', 'ten', '', ['2', '3']]) {
      const result = pageQuerySchema.safeParse({ limit });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(limitMessage);
    }
  });
});

describe('pages', () => {
  it('counts pages, at least one', () => {
    expect(pageCountOf(0, 24)).toBe(1);
    expect(pageCountOf(49, 24)).toBe(3);
  });

  it('slices a page of rows with the total', () => {
    expect(pageOf([1, 2, 3, 4, 5], { page: 2, limit: 2 })).toEqual({
      items: [3, 4],
      total: 5,
      page: 2,
      limit: 2,
    });
  });

  it('writes only the parameters that are set, repeating lists', () => {
    expect(listSearch({ q: '', status: null, payment: ['paid', 'failed'], page: 2 })).toBe(
      '?payment=paid&payment=failed&page=2',
    );
    expect(listSearch({})).toBe('');
  });
});

describe('readPaging, the app’s zod-free reading of ?limit= and ?page=', () => {
  it('keeps exactly the values the API’s schema takes', () => {
    const value = fc.oneof(
      fc.string({ maxLength: 10 }),
      fc.integer({ min: -5, max: 200_000 }).map(String),
      fc.constantFrom('024', ' 5', '1e2', '2.5', '100', '101', '100000', '100001'),
    );
    fc.assert(
      fc.property(
        fc.constantFrom('limit', 'page') as fc.Arbitrary<'limit' | 'page'>,
        value,
        (key, raw) => {
          const kept = key in readPaging(new URLSearchParams({ [key]: raw }));
          expect(kept).toBe(pageQuerySchema.shape[key].safeParse(raw).success);
        },
      ),
    );
  });
});
