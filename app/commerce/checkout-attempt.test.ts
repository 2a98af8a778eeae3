import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  checkoutAttemptKey,
  endCheckoutAttempt,
  forgetPendingPayment,
  keepPendingPayment,
  keptPendingPayment,
} from './checkout-attempt';

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

describe('the pending payment kept with the checkout', () => {
  it('is read back after a reload until it is forgotten or the attempt ends', () => {
    const storage = sessionStorageShim();
    vi.stubGlobal('sessionStorage', storage);
    expect(keptPendingPayment()).toBeUndefined();
    keepPendingPayment({ id: 'a1b2', key: 'guest-key' });
    expect(storage.getItem('ff.draft.checkout-pending')).toBe('{"id":"a1b2","key":"guest-key"}');
    expect(keptPendingPayment()).toEqual({ id: 'a1b2', key: 'guest-key' });
    forgetPendingPayment();
    expect(keptPendingPayment()).toBeUndefined();

    keepPendingPayment({ id: 'c3d4' });
    expect(keptPendingPayment()).toEqual({ id: 'c3d4' });
    endCheckoutAttempt();
    expect(keptPendingPayment()).toBeUndefined();
  });

  it('ignores what it cannot read, and stays in the page where sessionStorage is blocked', () => {
    const storage = sessionStorageShim();
    vi.stubGlobal('sessionStorage', storage);
    storage.setItem('ff.draft.checkout-pending', '{not json');
    expect(keptPendingPayment()).toBeUndefined();
    storage.setItem('ff.draft.checkout-pending', '{"id":42}');
    expect(keptPendingPayment()).toBeUndefined();

    vi.stubGlobal('sessionStorage', {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
      removeItem: () => {
        throw new Error('blocked');
      },
    });
    keepPendingPayment({ id: 'e5f6' });
    expect(keptPendingPayment()).toEqual({ id: 'e5f6' });
    forgetPendingPayment();
    expect(keptPendingPayment()).toBeUndefined();
  });
});
