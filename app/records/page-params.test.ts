import { describe, expect, it } from 'vitest';
import { pageCountLine, readPageParams } from './page-params';

describe('readPageParams', () => {
  it('reads the page and the limit, and what the API would refuse as the defaults', () => {
    expect(readPageParams(new URLSearchParams('page=2&limit=50'))).toEqual({ page: 2, limit: 50 });
    expect(readPageParams(new URLSearchParams('page=0&limit=101'))).toEqual({ page: 1, limit: 24 });
    expect(readPageParams(new URLSearchParams('page=x&limit=abc'))).toEqual({ page: 1, limit: 24 });
  });
});

describe('pageCountLine', () => {
  it('says the count when one page holds them, else which rows of the total', () => {
    expect(pageCountLine({ page: 1, limit: 24 }, 15, 15, 'order')).toBe('15 orders');
    expect(pageCountLine({ page: 2, limit: 24 }, 180, 24, 'order')).toBe(
      'Showing 25–48 of 180 orders',
    );
    expect(pageCountLine({ page: 9, limit: 24 }, 30, 0, 'order')).toBe(
      'Nothing on page 9: 30 orders fill 2 pages',
    );
  });
});
