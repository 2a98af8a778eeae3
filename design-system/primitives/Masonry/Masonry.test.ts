import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { columnsForWidth, masonryLayout } from './Masonry';

describe('columnsForWidth', () => {
  it('follows the spec breakpoints: 1, 2, 3, 4 columns', () => {
    expect([0, 400, 479].map(columnsForWidth)).toEqual([1, 1, 1]);
    expect([480, 700, 991].map(columnsForWidth)).toEqual([2, 2, 2]);
    expect([992, 1000, 1279].map(columnsForWidth)).toEqual([3, 3, 3]);
    expect([1280, 1400, 4000].map(columnsForWidth)).toEqual([4, 4, 4]);
  });
});

describe('masonryLayout', () => {
  it('places each item in the shortest column, ties going to the leftmost', () => {
    const { positions, columnWidth, height } = masonryLayout([100, 50, 80, 30, 40], 2, 24, 524);
    expect(columnWidth).toBe(250);
    expect(positions.map((position) => position.column)).toEqual([0, 1, 1, 0, 0]);
    expect(positions.map((position) => position.x)).toEqual([0, 274, 274, 0, 0]);
    expect(positions.map((position) => position.y)).toEqual([0, 0, 74, 124, 178]);
    expect(height).toBe(218);
  });

  it('fills the first row left to right when the heights are equal', () => {
    const { positions } = masonryLayout([10, 10, 10, 10, 10], 4, 24, 1000);
    expect(positions.map((position) => position.column)).toEqual([0, 1, 2, 3, 0]);
  });

  it('has no height without items', () => {
    expect(masonryLayout([], 3, 24, 1000)).toEqual({
      columnWidth: (1000 - 48) / 3,
      positions: [],
      height: 0,
    });
  });

  it('never overlaps items and fits the container to the tallest column', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 500 }), { maxLength: 40 }),
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 0, max: 32 }),
        (heights, columns, gap) => {
          const { positions, height } = masonryLayout(heights, columns, gap, 1200);
          const bottoms = new Map<number, number>();
          positions.forEach((position, index) => {
            // Items in a column follow one another, a gap apart, in item order.
            const previousBottom = bottoms.get(position.column);
            expect(position.y).toBe(previousBottom === undefined ? 0 : previousBottom + gap);
            bottoms.set(position.column, position.y + heights[index]!);
          });
          expect(height).toBe(Math.max(0, ...bottoms.values()));
        },
      ),
    );
  });
});
