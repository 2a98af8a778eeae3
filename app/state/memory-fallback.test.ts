import { describe, expect, it } from 'vitest';
import type { StateStorage } from 'zustand/middleware';
import { createCartStore } from './cart-store';
import { withMemoryFallback } from './memory-fallback';
import type { StorageProblem } from './storage-problems';

/** localStorage whose writes fail as a full (or blocked) browser storage does. */
function refusingStorage(error: Error, stored: Record<string, string> = {}): StateStorage {
  const data = new Map(Object.entries(stored));
  return {
    getItem: (key) => data.get(key) ?? null,
    setItem: () => {
      throw error;
    },
    removeItem: (key) => void data.delete(key),
  };
}

const quotaExceeded = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');

describe('storage with memory behind it', () => {
  it('keeps a refused write in memory, reads it back and reports "full" once', () => {
    const problems: StorageProblem[] = [];
    const storage = withMemoryFallback(refusingStorage(quotaExceeded()), (p) => problems.push(p));
    storage.setItem('ff.cart', '{"a":1}');
    storage.setItem('ff.cart', '{"a":2}');
    expect(storage.getItem('ff.cart')).toBe('{"a":2}');
    expect(problems).toEqual(['full', 'full']);
  });

  it('reports a blocked storage as "unavailable", and a read that throws too', () => {
    const problems: StorageProblem[] = [];
    const blocked: StateStorage = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      removeItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    const storage = withMemoryFallback(blocked, (p) => problems.push(p));
    expect(storage.getItem('x')).toBeNull();
    storage.setItem('x', '1');
    expect(storage.getItem('x')).toBe('1');
    expect(() => storage.removeItem('x')).not.toThrow();
    expect(problems).toEqual(['unavailable', 'unavailable']);
  });

  it('a cart on a full storage still adds lines and keeps what was stored before', async () => {
    const problems: StorageProblem[] = [];
    const stored = JSON.stringify({
      version: 1,
      state: {
        lines: [
          {
            id: 'a:8 oz',
            productId: 'a',
            name: 'Rub',
            size: '8 oz',
            priceCents: 1299,
            quantity: 1,
            image: '/a.svg',
          },
        ],
      },
    });
    const storage = withMemoryFallback(
      refusingStorage(quotaExceeded(), { 'ff.cart': stored }),
      (p) => problems.push(p),
    );
    const cart = createCartStore(storage);
    await cart.persist.rehydrate();
    expect(() =>
      cart
        .getState()
        .add({ productId: 'b', name: 'Sauce', size: '16 oz', priceCents: 999, image: '' }),
    ).not.toThrow();
    expect(cart.getState().lines.map((l) => l.productId)).toEqual(['a', 'b']);
    // A reload within the tab (rehydrate) reads the memory copy.
    await cart.persist.rehydrate();
    expect(cart.getState().lines).toHaveLength(2);
    expect(problems).toContain('full');
  });
});
