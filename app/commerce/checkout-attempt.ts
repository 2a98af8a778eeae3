/** Kept beside the checkout's draft, so signing out forgets it with the draft. */
const storageKey = 'ff.draft.checkout-attempt';

/** Where sessionStorage is blocked, this page's own attempt. */
let inMemory: string | undefined;

/** 128 random bits in hex (crypto.randomUUID needs a secure context; this works on any page). */
export const newRequestKey = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');

/**
 * The Idempotency-Key of this checkout's Place Order: made once, and kept in the session
 * through retries, double clicks and reloads of the checkout, so the store places one order
 * and takes one charge however often it is sent. Dropped once the order is placed.
 */
export function checkoutAttemptKey(): string {
  try {
    const kept = sessionStorage.getItem(storageKey);
    if (kept) return kept;
    const key = newRequestKey();
    sessionStorage.setItem(storageKey, key);
    return key;
  } catch {
    inMemory ??= newRequestKey();
    return inMemory;
  }
}

/** The order is placed (or the key named another one): the next Place Order is a new order. */
export function endCheckoutAttempt(): void {
  inMemory = undefined;
  try {
    sessionStorage.removeItem(storageKey);
  } catch {
    // Nothing was kept.
  }
}
