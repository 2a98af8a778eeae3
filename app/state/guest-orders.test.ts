import { describe, expect, it } from 'vitest';
import { guestOrderRefs, guestOrdersKey, rememberGuestOrder } from './guest-orders';

function memoryStorage(initial: Record<string, string> = {}): Storage {
  const items = new Map(Object.entries(initial));
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

describe('guest orders', () => {
  it('keeps the newest first, once per order, at most 50', () => {
    const storage = memoryStorage();
    rememberGuestOrder({ id: 'FF-2026-0001', key: 'key-1' }, storage);
    rememberGuestOrder({ id: 'FF-2026-0002', key: 'key-2' }, storage);
    rememberGuestOrder({ id: 'FF-2026-0001', key: 'key-1b' }, storage);
    expect(guestOrderRefs(storage)).toEqual([
      { id: 'FF-2026-0001', key: 'key-1b' },
      { id: 'FF-2026-0002', key: 'key-2' },
    ]);
    for (let n = 3; n <= 60; n++) rememberGuestOrder({ id: `FF-2026-${n}`, key: `k${n}` }, storage);
    const refs = guestOrderRefs(storage);
    expect(refs).toHaveLength(50);
    expect(refs[0]).toEqual({ id: 'FF-2026-60', key: 'k60' });
  });

  it('reads nothing from a corrupted or missing list', () => {
    expect(guestOrderRefs(memoryStorage({ [guestOrdersKey]: '{not json' }))).toEqual([]);
    expect(guestOrderRefs(memoryStorage({ [guestOrdersKey]: '[{"id":1}]' }))).toEqual([]);
    expect(guestOrderRefs(undefined)).toEqual([]);
  });
});
