import { createHash, createHmac, randomBytes } from 'node:crypto';
import { eq, lt } from 'drizzle-orm';
import type { OrderRequest } from '../../domain/order-schemas';
import type { Db, Tx } from '../db/client';
import { orderIdempotencyKeys, pendingOrders } from '../db/schema';
import { BadRequest, Conflict, Unprocessable } from '../errors';

/** How long a key keeps naming its order: a retry comes within seconds, a reload within hours. */
export const idempotencyKeyLifetimeMs = 24 * 60 * 60 * 1000;

const wellFormedKey = /^[\x21-\x7e]{16,255}$/;

/** The Idempotency-Key header's value, if any: 16 to 255 visible ASCII characters. */
export function idempotencyKeyOf(header: string | undefined): string | undefined {
  if (header === undefined) return undefined;
  if (!wellFormedKey.test(header)) {
    throw new BadRequest(
      'Idempotency-Key must be 16 to 255 visible characters (a UUID is a good one)',
    );
  }
  return header;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * What the key promises: the same order. The payment source is left out, since a retry may
 * tokenize the same card again (a real provider's tokens differ each time); the order placed
 * is never paid twice either way. The validated request's keys come in the schema's order.
 */
export const orderRequestHash = ({ payment: _payment, ...order }: OrderRequest) =>
  sha256(JSON.stringify(order));

/** Keys older than 24 h, forgotten outside any order's transaction so orders never wait on it. */
export async function forgetExpiredKeys(db: Db, now: Date): Promise<void> {
  const cutoff = new Date(now.getTime() - idempotencyKeyLifetimeMs);
  await db.delete(orderIdempotencyKeys).where(lt(orderIdempotencyKeys.createdAt, cutoff));
}

export interface ClaimedKey {
  keyHash: string;
  /** Set when an earlier request with this key placed its order: answer with that one. */
  placedOrderId?: string;
  /** Set while an earlier request with this key waits for its payment: wait for it. */
  pendingOrderId?: string;
  /** A guest order's key, the same for every request with this idempotency key. */
  guestKey: string;
}

/**
 * Claims `key` for this order inside its transaction, before anything is locked or charged.
 * A request with the same key still in flight holds the key's index entry, so this one waits
 * for it to commit (then answers with its order) or roll back (then places the order itself);
 * PGlite runs transactions one at a time to the same effect. Another order under the key is 422.
 */
export async function claimOrderKey(
  tx: Tx,
  sub: string | undefined,
  key: string,
  request: OrderRequest,
  now: Date,
): Promise<ClaimedKey> {
  const keyHash = sha256(`${sub ?? 'guest'}\n${key}`);
  const requestHash = orderRequestHash(request);
  const salt = randomBytes(24).toString('base64url');
  const guestKeyFrom = (keySalt: string) =>
    createHmac('sha256', key).update(keySalt).digest('base64url').slice(0, 32);
  const [claimed] = await tx
    .insert(orderIdempotencyKeys)
    .values({ keyHash, requestHash, guestKeySalt: salt, createdAt: now })
    .onConflictDoNothing()
    .returning({ keyHash: orderIdempotencyKeys.keyHash });
  if (claimed) return { keyHash, guestKey: guestKeyFrom(salt) };

  const [earlier] = await tx
    .select()
    .from(orderIdempotencyKeys)
    .where(eq(orderIdempotencyKeys.keyHash, keyHash));
  if (!earlier)
    throw new Conflict('Another request with this Idempotency-Key ended just now: try again.');
  if (earlier.requestHash !== requestHash) {
    throw new Unprocessable(
      'This Idempotency-Key was already used for a different order: send a new key to place another.',
    );
  }
  if (!earlier.orderId) {
    const [pending] = await tx
      .select({ id: pendingOrders.id })
      .from(pendingOrders)
      .where(eq(pendingOrders.keyHash, keyHash));
    if (pending) {
      return { keyHash, pendingOrderId: pending.id, guestKey: guestKeyFrom(earlier.guestKeySalt) };
    }
    throw new Conflict('This order is still being processed: try again in a moment.');
  }
  return { keyHash, placedOrderId: earlier.orderId, guestKey: guestKeyFrom(earlier.guestKeySalt) };
}

/** Names the order the claimed key placed. */
export async function settleOrderKey(tx: Tx, claimed: ClaimedKey, orderId: string): Promise<void> {
  await tx
    .update(orderIdempotencyKeys)
    .set({ orderId })
    .where(eq(orderIdempotencyKeys.keyHash, claimed.keyHash));
}
