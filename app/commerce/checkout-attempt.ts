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
  forgetPendingPayment();
  try {
    sessionStorage.removeItem(storageKey);
  } catch {
    // Nothing was kept.
  }
}

/** The payment the bank asked the shopper to confirm: enough to ask the store where it stands. */
export interface KeptPendingPayment {
  id: string;
  /** A guest's order key, which opens the pending order. */
  key?: string;
}

/** Beside the attempt's key and the draft: signing out forgets it with them. */
const pendingStorageKey = 'ff.draft.checkout-pending';
let pendingInMemory: KeptPendingPayment | undefined;

/**
 * Keeps the pending payment through a reload of the checkout, so the shopper comes back to
 * the bank's step (or to the order, if it was paid meanwhile) instead of a form that forgot it.
 */
export function keepPendingPayment(payment: KeptPendingPayment): void {
  pendingInMemory = payment;
  try {
    sessionStorage.setItem(pendingStorageKey, JSON.stringify(payment));
  } catch {
    // Kept in this page only.
  }
}

export function keptPendingPayment(): KeptPendingPayment | undefined {
  let kept: string | null;
  try {
    kept = sessionStorage.getItem(pendingStorageKey);
  } catch {
    return pendingInMemory; // Blocked: this page's own, if any.
  }
  try {
    const parsed = kept ? (JSON.parse(kept) as Partial<KeptPendingPayment> | null) : null;
    if (typeof parsed?.id !== 'string') return undefined;
    return typeof parsed.key === 'string' ? { id: parsed.id, key: parsed.key } : { id: parsed.id };
  } catch {
    return undefined; // Not ours to read.
  }
}

/** Paid, released or refused: nothing waits at the bank any more. */
export function forgetPendingPayment(): void {
  pendingInMemory = undefined;
  try {
    sessionStorage.removeItem(pendingStorageKey);
  } catch {
    // Nothing was kept.
  }
}
