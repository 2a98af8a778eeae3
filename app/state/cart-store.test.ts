import { describe, expect, it } from 'vitest';
import type { StateStorage } from 'zustand/middleware';
import { cartCount, createCartStore } from './cart-store';

function memoryStorage(
  initial: Record<string, string> = {},
): StateStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

const rub = {
  productId: 'p1',
  name: 'Texas Brisket Rub',
  size: '8 oz',
  priceCents: 1299,
  image: '/r.svg',
};

describe('cart store', () => {
  it('adds lines, merges the same size and clamps quantities to 1–10', () => {
    const cart = createCartStore(memoryStorage());
    cart.getState().add(rub);
    cart.getState().add(rub, 4);
    cart.getState().add({ ...rub, size: '16 oz', priceCents: 2199 }, 12);
    const lines = cart.getState().lines;
    expect(lines.map((l) => [l.id, l.quantity])).toEqual([
      ['p1:8 oz', 5],
      ['p1:16 oz', 10],
    ]);
    expect(cartCount(lines)).toBe(15);
  });

  it('ignores a decrease below 1 and removes lines', () => {
    const cart = createCartStore(memoryStorage());
    cart.getState().add(rub);
    cart.getState().decrement('p1:8 oz');
    cart.getState().setQuantity('p1:8 oz', 0);
    expect(cart.getState().lines[0]?.quantity).toBe(1);
    cart.getState().increment('p1:8 oz');
    expect(cart.getState().lines[0]?.quantity).toBe(2);
    cart.getState().remove('p1:8 oz');
    expect(cart.getState().lines).toEqual([]);
  });

  it('survives a reload', () => {
    const storage = memoryStorage();
    createCartStore(storage).getState().add(rub, 3);
    const reloaded = createCartStore(storage);
    expect(reloaded.getState().lines[0]).toMatchObject({ name: 'Texas Brisket Rub', quantity: 3 });
  });

  it.each([
    ['corrupted JSON', '{not json'],
    [
      'a foreign shape',
      JSON.stringify({ state: { lines: [{ id: 1, price: 'free' }] }, version: 1 }),
    ],
    ['an outdated version', JSON.stringify({ state: { lines: [], extra: true }, version: 0 })],
    [
      'negative money',
      JSON.stringify({
        state: { lines: [{ ...rub, id: 'x', quantity: 1, priceCents: -5 }] },
        version: 1,
      }),
    ],
  ])('discards %s safely and starts empty', (_, stored) => {
    const cart = createCartStore(memoryStorage({ 'ff.cart': stored }));
    expect(cart.getState().lines).toEqual([]);
    cart.getState().add(rub);
    expect(cart.getState().lines).toHaveLength(1);
  });
});
