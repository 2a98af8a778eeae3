import { z } from 'zod';
import {
  guestOrderRefSchema,
  maxGuestOrdersAsked,
  type GuestOrderRef,
} from '@domain/order-schemas';

/**
 * The orders this browser placed without an account, with the keys their invoice links carry:
 * the guest profile asks the store for them (POST /api/orders/guest). Newest first, at most
 * `maxGuestOrdersAsked`; kept in localStorage, so they survive a reload and a restart, and stay
 * with this browser only. Storage blocked or corrupted: no list, the order itself is unharmed.
 */
export const guestOrdersKey = 'ff.guest-orders';

const storedSchema = z.array(guestOrderRefSchema);

export function guestOrderRefs(storage: Storage | undefined = safeLocalStorage()): GuestOrderRef[] {
  try {
    const parsed = storedSchema.safeParse(JSON.parse(storage?.getItem(guestOrdersKey) ?? '[]'));
    return parsed.success ? parsed.data.slice(0, maxGuestOrdersAsked) : [];
  } catch {
    return [];
  }
}

/** Keeps a guest order placed just now (placing it again with the same id replaces the key). */
export function rememberGuestOrder(
  ref: GuestOrderRef,
  storage: Storage | undefined = safeLocalStorage(),
): void {
  const kept = [ref, ...guestOrderRefs(storage).filter((known) => known.id !== ref.id)];
  try {
    storage?.setItem(guestOrdersKey, JSON.stringify(kept.slice(0, maxGuestOrdersAsked)));
  } catch {
    // Storage full or blocked: the invoice link still opens the order.
  }
}

function safeLocalStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}
