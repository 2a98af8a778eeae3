import { describe, expect, it } from 'vitest';
import { limitMessage, pageCountOf, pageOf, pageQuerySchema, listSearch } from './list-page';

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
