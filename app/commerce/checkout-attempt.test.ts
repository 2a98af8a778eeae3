import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkoutAttemptKey, endCheckoutAttempt } from './checkout-attempt';

function sessionStorageShim(): Storage {
  const items = new Map<string, string>();
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

const randomKey = /^[0-9a-f]{32}$/;

afterEach(() => {
  endCheckoutAttempt();
  vi.unstubAllGlobals();
});

describe('checkoutAttemptKey', () => {
  it('gives the same key until the attempt ends, kept with the checkout draft', () => {
    const storage = sessionStorageShim();
    vi.stubGlobal('sessionStorage', storage);
    const key = checkoutAttemptKey();
    expect(key).toMatch(randomKey);
    expect(checkoutAttemptKey()).toBe(key);
    // A reload reads it back from the session.
    expect(storage.getItem('ff.draft.checkout-attempt')).toBe(key);

    endCheckoutAttempt();
    const next = checkoutAttemptKey();
    expect(next).toMatch(randomKey);
    expect(next).not.toBe(key);
  });

  it('keeps the key in the page where sessionStorage is blocked', () => {
    vi.stubGlobal('sessionStorage', {
      getItem: () => {
        throw new Error('blocked');
      },
    });
    const key = checkoutAttemptKey();
    expect(checkoutAttemptKey()).toBe(key);
    endCheckoutAttempt();
    expect(checkoutAttemptKey()).not.toBe(key);
  });
});
