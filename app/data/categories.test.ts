import { describe, expect, it } from 'vitest';
import { movedOrder } from './categories';

describe('movedOrder', () => {
  const list = [{ id: 'seasonings' }, { id: 'sauces' }, { id: 'accessories' }];

  it('swaps a category with its neighbour', () => {
    expect(movedOrder(list, 'sauces', 'up')).toEqual(['sauces', 'seasonings', 'accessories']);
    expect(movedOrder(list, 'sauces', 'down')).toEqual(['seasonings', 'accessories', 'sauces']);
  });

  it('leaves the order as it is at either end or for an unknown id', () => {
    const ids = ['seasonings', 'sauces', 'accessories'];
    expect(movedOrder(list, 'seasonings', 'up')).toEqual(ids);
    expect(movedOrder(list, 'accessories', 'down')).toEqual(ids);
    expect(movedOrder(list, 'gone', 'up')).toEqual(ids);
  });
});
