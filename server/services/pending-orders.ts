import { createHash, timingSafeEqual } from 'node:crypto';
import { and, eq, lt, ne, sql } from 'drizzle-orm';
import type { Order } from '../../domain/types';
import type { Caller } from '../caller';
import type { Db, Tx } from '../db/client';
import { giftCards, orderIdempotencyKeys, orders, pendingOrders, productSizes } from '../db/schema';
import { Forbidden, NotFound, PaymentRequired, Unauthorized } from '../errors';
import type {
  PaymentOutcome,
  PaymentOwner,
  PaymentProvider,
  PaymentSource,
  SavedPaymentMethod,
} from '../payments/provider';
import { saveAddressFromCheckout, saveCardFromCheckout } from './account';
import { issueGiftCards, recordGiftCardRedemption, type IssuedGiftCard } from './gift-cards';
import type { GiftCardRedemptionTaken } from './gift-cards';
import { nextOrderNumber } from './order-number';
import { toOrder } from './order-rows';
import type { PricedLine } from './pricing';
import type { PendingPayment } from '../../domain/pending-payment';

/** How long a pending order holds its stock before it is released unpaid. */
export const pendingOrderLifetimeMs = 30 * 60 * 1000;

export interface PlacedOrder {
  order: Order;
  /** A guest order's key, which its invoice link needs. */
  key?: string;
  giftCards: IssuedGiftCard[];
  /** An earlier request with the same Idempotency-Key placed it: nothing was charged now. */
  replayed?: boolean;
}

/** Runs in the transaction that stores an order (its e-mails, into the outbox). */
export type OrderStored = (tx: Tx, placed: PlacedOrder) => Promise<void>;

/** Everything the order's row and its after-effects need, kept while the payment is pending. */
export interface OrderDraft {
  values: Omit<
    typeof orders.$inferInsert,
    | 'id'
    | 'chargeId'
    | 'cardBrand'
    | 'cardLast4'
    | 'createdAt'
    | 'updatedAt'
    | 'status'
    | 'paymentStatus'
  >;
  lines: PricedLine[];
  redeemed?: GiftCardRedemptionTaken;
  /** A guest's order key (only until the order is stored: its link goes out in the e-mail). */
  guestKey?: string;
  /** The caller's saved card paying, when it is one. */
  savedCard?: SavedPaymentMethod;
  saveCard: boolean;
  saveAddress: boolean;
  email?: string;
  source: PaymentSource;
  saveFor?: PaymentOwner;
  chargeKey?: string;
}

type PendingRow = typeof pendingOrders.$inferSelect;

export const hashOrderKey = (key: string) => createHash('sha256').update(key).digest();

/** The pending order's row, locked; undefined when it was already completed or released. */
async function lockedPending(tx: Tx, id: string): Promise<PendingRow | undefined> {
  const [row] = await tx.select().from(pendingOrders).where(eq(pendingOrders.id, id)).for('update');
  return row;
}

/** Gives back what the pending order held: its stock, its gift card's draw, its key. */
async function releaseHeld(tx: Tx, row: PendingRow) {
  const draft = row.draft as unknown as OrderDraft;
  for (const line of draft.lines) {
    if (!line.sizeId) continue;
    await tx
      .update(productSizes)
      .set({ stock: sql`${productSizes.stock} + ${line.quantity}` })
      .where(eq(productSizes.id, line.sizeId));
  }
  if (draft.redeemed) {
    await tx
      .update(giftCards)
      .set({ balanceCents: sql`${giftCards.balanceCents} + ${draft.redeemed.amountCents}` })
      .where(eq(giftCards.id, draft.redeemed.giftCardId));
  }
  // The key is free again, so the same checkout can pay with another card.
  if (row.keyHash) {
    await tx.delete(orderIdempotencyKeys).where(eq(orderIdempotencyKeys.keyHash, row.keyHash));
  }
  await tx.delete(pendingOrders).where(eq(pendingOrders.id, row.id));
}

/**
 * Stores the paid order: the year's next number (taken only now, so a declined card takes
 * none), the card, the gift card's redemption, the cards bought, the key settled, the e-mails.
 */
async function storeOrder(
  tx: Tx,
  provider: PaymentProvider,
  row: PendingRow,
  outcome: Extract<PaymentOutcome, { status: 'paid' }> | undefined,
  now: Date,
  stored?: OrderStored,
): Promise<PlacedOrder> {
  const draft = row.draft as unknown as OrderDraft;
  const card = draft.savedCard ?? outcome?.charge.paymentMethod;
  const caller: Caller | undefined = row.accountSub
    ? { sub: row.accountSub, groups: [], ...(draft.email ? { email: draft.email } : {}) }
    : undefined;
  if (caller && draft.saveAddress) {
    await saveAddressFromCheckout(tx, caller, draft.values.shippingAddress);
  }
  if (caller && draft.saveCard && !draft.savedCard && outcome) {
    await saveCardFromCheckout(tx, caller, provider, outcome.charge.paymentMethod);
  }
  const orderId = await nextOrderNumber(tx, now);
  const [inserted] = await tx
    .insert(orders)
    .values({
      ...draft.values,
      id: orderId,
      status: 'confirmed',
      paymentStatus: 'paid',
      chargeId: outcome?.charge.chargeId ?? null,
      // Paid in full by gift card: no card to name.
      cardBrand: card?.brand ?? 'Gift card',
      cardLast4: card?.last4 ?? '',
      createdAt: row.createdAt,
      updatedAt: now,
    })
    .returning();
  if (draft.redeemed) await recordGiftCardRedemption(tx, draft.redeemed, orderId, now);
  if (row.keyHash) {
    await tx
      .update(orderIdempotencyKeys)
      .set({ orderId })
      .where(eq(orderIdempotencyKeys.keyHash, row.keyHash));
  }
  const issued = await issueGiftCards(tx, orderId, draft.lines, draft.values.email, now);
  // Kept as paid (without its draft, which held the guest's key) to answer a late caller.
  await tx
    .update(pendingOrders)
    .set({ state: 'paid', orderId, draft: {}, clientSecret: null, keyHash: null })
    .where(eq(pendingOrders.id, row.id));
  const order = toOrder(inserted!);
  const placed: PlacedOrder = draft.guestKey
    ? { order, key: draft.guestKey, giftCards: issued }
    : { order, giftCards: issued };
  await stored?.(tx, placed);
  return placed;
}

async function storedOrder(tx: Db | Tx, id: string): Promise<Order | undefined> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, id));
  return row && toOrder(row);
}

/** The pending order whose payment this is, answered as the order it became (webhook, retry). */
async function orderPaidBy(db: Db | Tx, paymentId: string): Promise<Order | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.chargeId, paymentId));
  return row && toOrder(row);
}

export type Settled =
  | { status: 'paid'; placed: PlacedOrder }
  | { status: 'declined'; message: string }
  | { status: 'pending'; payment: PendingPayment }
  /** Completed or released by someone else first (the webhook, another request). */
  | { status: 'gone'; order?: Order };

/**
 * A settlement that found its pending order gone, with the order its payment made if one was
 * stored meanwhile (by the webhook, or another request).
 */
export async function withOrderPaidBy(
  db: Db,
  settled: Settled,
  paymentId: string | null | undefined,
): Promise<Settled> {
  if (settled.status !== 'gone' || settled.order || !paymentId) return settled;
  const order = await orderPaidBy(db, paymentId);
  return order ? { status: 'gone', order } : settled;
}

/** An order as the API answers it once placed: a guest's with the key that opens it. */
const placedOf = (order: Order, key?: string): PlacedOrder =>
  key ? { order, key, giftCards: [] } : { order, giftCards: [] };

/**
 * The API's answer to a settled payment: the order, the payment still waiting for the bank, or
 * 402 with the decline; `gone()` is the error when it was settled elsewhere into no order.
 */
export function settledAnswer(
  settled: Settled,
  key: string | undefined,
  gone: () => Error,
): PlacedOrder | PendingPayment {
  switch (settled.status) {
    case 'paid':
      return settled.placed;
    case 'declined':
      throw new PaymentRequired(settled.message);
    case 'pending':
      return settled.payment;
    case 'gone':
      if (!settled.order) throw gone();
      return placedOf(settled.order, key);
  }
}

export const pendingAnswerOf = (row: PendingRow, provider: PaymentProvider): PendingPayment => {
  const draft = row.draft as unknown as OrderDraft;
  return {
    pending: {
      id: row.id,
      clientSecret: row.clientSecret ?? '',
      amountDueCents: row.amountDueCents,
      provider: provider.test ? 'test' : 'stripe',
    },
    ...(draft.guestKey ? { key: draft.guestKey } : {}),
  };
};

/**
 * Applies what the provider said of a pending order's payment, once, in one transaction with
 * its row locked: paid stores the order, declined releases what it held, a bank asking keeps it
 * pending with the client secret. `expire`: still unpaid, it is cancelled at the provider and
 * released (held too long). Whoever comes second (the webhook after the request, a restart's
 * reconciliation after the webhook) finds the row gone and changes nothing.
 */
export async function settlePending(
  db: Db,
  provider: PaymentProvider,
  id: string,
  outcome: PaymentOutcome,
  now: Date,
  stored?: OrderStored,
): Promise<Settled> {
  return db.transaction((tx) => settlePendingIn(tx, provider, id, outcome, now, stored));
}

/** `settlePending` in the caller's transaction (the webhook's, which also stores the event). */
export async function settlePendingIn(
  tx: Tx,
  provider: PaymentProvider,
  id: string,
  outcome: PaymentOutcome,
  now: Date,
  stored?: OrderStored,
): Promise<Settled> {
  const row = await lockedPending(tx, id);
  if (!row) return { status: 'gone' };
  if (row.state === 'paid') return { status: 'gone', order: await storedOrder(tx, row.orderId!) };
  if (outcome.status === 'paid') {
    return { status: 'paid', placed: await storeOrder(tx, provider, row, outcome, now, stored) };
  }
  if (outcome.status === 'declined') {
    await releaseHeld(tx, row);
    return { status: 'declined', message: outcome.message };
  }
  if (outcome.status === 'requires_action') {
    const [updated] = await tx
      .update(pendingOrders)
      .set({ state: 'requires_action', clientSecret: outcome.clientSecret })
      .where(eq(pendingOrders.id, id))
      .returning();
    return { status: 'pending', payment: pendingAnswerOf(updated!, provider) };
  }
  return { status: 'pending', payment: pendingAnswerOf(row, provider) };
}

/** Stores a pending order that needs no card (a gift card paid it all) in the caller's transaction. */
export async function storeUnpaid(
  tx: Tx,
  provider: PaymentProvider,
  id: string,
  now: Date,
  stored?: OrderStored,
): Promise<PlacedOrder> {
  const row = await lockedPending(tx, id);
  return storeOrder(tx, provider, row!, undefined, now, stored);
}

/**
 * Asks the provider where a pending order's payment stands and applies it (the app after
 * 3-D Secure, the webhook, a restart). `expire`: an unpaid one is cancelled and released.
 */
export async function resolvePending(
  db: Db,
  provider: PaymentProvider,
  row: Pick<PendingRow, 'id' | 'paymentId'>,
  now: Date,
  { expire = false, stored }: { expire?: boolean; stored?: OrderStored } = {},
): Promise<Settled> {
  let outcome: PaymentOutcome = row.paymentId
    ? await provider.check(row.paymentId)
    : // Never opened (a crash before the provider answered `open`): nothing can have been charged.
      { status: 'declined', message: 'The payment was not completed. Try again.' };
  if (expire && outcome.status !== 'paid' && outcome.status !== 'declined') {
    await provider.cancel(row.paymentId!);
    outcome = await provider.check(row.paymentId!);
    if (outcome.status !== 'paid') {
      outcome = { status: 'declined', message: 'The payment was not completed in time.' };
    }
  }
  if (outcome.status === 'open')
    return { status: 'pending', payment: await answerOf(db, provider, row.id) };
  return withOrderPaidBy(
    db,
    await settlePending(db, provider, row.id, outcome, now, stored),
    row.paymentId,
  );
}

async function answerOf(db: Db, provider: PaymentProvider, id: string): Promise<PendingPayment> {
  const [row] = await db.select().from(pendingOrders).where(eq(pendingOrders.id, id));
  return pendingAnswerOf(row!, provider);
}

/**
 * Kept with every order's payment at the provider (Stripe: the PaymentIntent's metadata), so a
 * webhook event about a payment whose pending order is gone says it was an order's.
 */
export const orderPaymentMetadata = { purpose: 'order' } as const;

/** The pending order paid by a provider's payment (the webhook names the PaymentIntent). */
export async function pendingByPayment(db: Db, paymentId: string) {
  const [row] = await db
    .select({
      id: pendingOrders.id,
      paymentId: pendingOrders.paymentId,
      state: pendingOrders.state,
    })
    .from(pendingOrders)
    .where(eq(pendingOrders.paymentId, paymentId));
  return row;
}

/**
 * Settles every pending order the provider has an answer for (a restart after a crash between
 * charge and commit; the job every few minutes), and releases those unpaid for 30 minutes,
 * cancelling their payment. A pending order still charging in another request is left to it
 * unless it is older than the lifetime. Returns how many were stored and released.
 */
export async function reconcilePendingOrders(
  db: Db,
  provider: PaymentProvider,
  now: Date,
  stored?: OrderStored,
  { onlyExpired = false }: { onlyExpired?: boolean } = {},
): Promise<{ stored: number; released: number }> {
  const cutoff = new Date(now.getTime() - pendingOrderLifetimeMs);
  const rows = await db
    .select({
      id: pendingOrders.id,
      paymentId: pendingOrders.paymentId,
      createdAt: pendingOrders.createdAt,
    })
    .from(pendingOrders)
    .where(
      and(
        ne(pendingOrders.state, 'paid'),
        onlyExpired ? lt(pendingOrders.createdAt, cutoff) : undefined,
      ),
    );
  // Paid ones are kept a day to answer late callers, then forgotten.
  await db
    .delete(pendingOrders)
    .where(
      and(
        eq(pendingOrders.state, 'paid'),
        lt(pendingOrders.createdAt, new Date(now.getTime() - 24 * 60 * 60 * 1000)),
      ),
    );
  const counts = { stored: 0, released: 0 };
  const opening = new Date(now.getTime() - 2 * 60 * 1000);
  for (const row of rows) {
    const expire = row.createdAt < cutoff;
    // Another instance may be opening its payment this moment: a fresh row without one waits.
    if (!row.paymentId && !expire && row.createdAt > opening) continue;
    try {
      const settled = await resolvePending(db, provider, row, now, { expire, stored });
      if (settled.status === 'paid') counts.stored++;
      if (settled.status === 'declined') counts.released++;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      console.error(`Pending order ${row.id} could not be settled now: ${reason}`);
    }
  }
  return counts;
}

/**
 * POST /api/orders/:id/payment: after the bank's page (Stripe.js `handleNextAction`, or the
 * test provider's confirm step, whose answer `testAction` carries), asks the provider where the
 * payment stands and stores the order or releases it. An account's pending order is its own
 * (401 signed out, 403 another account); a guest's opens with its key, else it is not found.
 */
export async function completePendingPayment(
  db: Db,
  provider: PaymentProvider,
  caller: Caller | null,
  id: string,
  { key, testAction }: { key?: string; testAction?: 'confirm' | 'refuse' },
  now: Date,
  stored?: OrderStored,
): Promise<PlacedOrder | PendingPayment> {
  const [row] = await db.select().from(pendingOrders).where(eq(pendingOrders.id, id));
  if (!row) throw new NotFound('This payment is no longer pending: place the order again.');
  if (row.accountSub) {
    if (!caller) throw new Unauthorized('Sign in to finish paying for this order');
    if (caller.sub !== row.accountSub) throw new Forbidden('This order is not yours');
  } else if (!key || !row.guestKeyHash || !sameHash(row.guestKeyHash, key)) {
    throw new NotFound('Order not found');
  }
  if (row.state === 'paid') return placedOf((await storedOrder(db, row.orderId!))!, key);
  if (testAction && provider.authenticate && row.paymentId) {
    await provider.authenticate(row.paymentId, testAction === 'confirm');
  }
  return settledAnswer(
    await resolvePending(db, provider, row, now, { stored }),
    key,
    () => new NotFound('This payment is no longer pending: place the order again.'),
  );
}

function sameHash(storedHex: string, key: string) {
  const stored = Buffer.from(storedHex, 'hex');
  const given = hashOrderKey(key);
  return stored.length === given.length && timingSafeEqual(stored, given);
}
