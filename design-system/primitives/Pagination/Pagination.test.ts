import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { paginationRange } from './Pagination';

describe('paginationRange', () => {
  it('lists every page when they fit', () => {
    expect(paginationRange(1, 1)).toEqual([1]);
    expect(paginationRange(2, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(paginationRange(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('puts an ellipsis on the side of the gap', () => {
    expect(paginationRange(1, 20)).toEqual([1, 2, 3, 4, 5, 'end-ellipsis', 20]);
    expect(paginationRange(4, 20)).toEqual([1, 2, 3, 4, 5, 'end-ellipsis', 20]);
    expect(paginationRange(10, 20)).toEqual([1, 'start-ellipsis', 9, 10, 11, 'end-ellipsis', 20]);
    expect(paginationRange(20, 20)).toEqual([1, 'start-ellipsis', 16, 17, 18, 19, 20]);
  });

  it('always shows the first, last and current page with its neighbours, in order, in 7 slots', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), fc.integer({ min: 1, max: 500 }), (a, b) => {
        const pageCount = Math.max(a, b);
        const page = Math.min(a, b);
        const items = paginationRange(page, pageCount);
        const pages = items.filter((item): item is number => typeof item === 'number');
        expect(items.length).toBe(Math.min(pageCount, 7));
        expect(pages).toContain(1);
        expect(pages).toContain(pageCount);
        expect(pages).toContain(page);
        if (page > 1) expect(pages).toContain(page - 1);
        if (page < pageCount) expect(pages).toContain(page + 1);
        expect(pages).toEqual([...pages].sort((x, y) => x - y));
      }),
    );
  });
});
