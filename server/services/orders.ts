import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { offsetOf } from '../../domain/list-page';
import { formatMoney } from '../../design-system/lib/money';
import {
  isCatalogueLine,
  type OrderRequest,
  type OrderLineInput,
  type GuestOrderRef,
  type OrderStatusInput,
  type OrderListPage,
  type OrderListQuery,
  orderStatuses,
} from '../../domain/order-schemas';
import type { OrderRefund } from '../../domain/order-refunds';
import { readers, writers } from '../../domain/permissions';
import type { Order, OrderStatus } from '../../domain/types';
import { authorize, type Caller } from '../caller';
import type { Db, Tx } from '../db/client';
import { orders, paymentMethods, pendingOrders, productSizes } from '../db/schema';
import { Conflict, Invalid, PaymentRequired, Unauthorized } from '../errors';
import {
  PaymentDeclined,
  PaymentSourceInvalid,
  type PaymentProvider,
  type PaymentSource,
} from '../payments/provider';
import { publicRefund, refundRemainder } from './order-refunds';
import { lockedOrder, orderFilters, orderNotFound, toOrder, type OrderRow } from './order-rows';
import {
  orderPaymentMetadata,
  pendingAnswerOf,
  reconcilePendingOrders,
  settledAnswer,
  settlePending,
  storeUnpaid,
  withOrderPaidBy,
  type OrderDraft,
  type OrderStored,
  type PlacedOrder,
} from './pending-orders';
import type { PendingPayment } from '../../domain/pending-payment';
import { storeCurrency } from './settings';
import { memberDiscountPercent } from './membership';
import { priceLines, type PricedLine } from './pricing';
import { redeemGiftCard } from './gift-cards';
import { claimOrderKey, forgetExpiredKeys, type ClaimedKey } from './order-keys';
import { chosenShipping } from './shipping-choice';

const isAdmin = (caller: Caller | null) =>
  !!caller && caller.groups.some((group) => (readers.orders as readonly string[]).includes(group));

const hashKey = (key: string) => createHash('sha256').update(key).digest();

function keyOpens(row: OrderRow, key: string | undefined): boolean {
  if (!key || !row.guestKeyHash) return false;
  const stored = Buffer.from(row.guestKeyHash, 'hex');
  const given = hashKey(key);
  return stored.length === given.length && timingSafeEqual(stored, given);
}

export { formatOrderNumber, nextOrderNumber } from './order-number';

/**
 * Prices the lines without charging or keeping anything: what checkout shows, with the
 * caller's member discount at `now`.
 */
export async function quoteOrder(
  db: Db,
  caller: Caller | null,
  lines: readonly OrderLineInput[],
  now = new Date(),
) {
  const memberDiscount = await memberDiscountPercent(db, caller?.sub, now);
  return (await priceLines(db, lines, { memberDiscountPercent: memberDiscount })).quote;
}

function shortageMessage(lines: readonly PricedLine[]): string | undefined {
  const short = lines.find((line) => !line.available);
  if (!short) return undefined;
  const left = short.availableQuantity ?? 0;
  return left === 0
    ? `${short.name} (${short.size}) is sold out. Remove it from your cart to continue.`
    : `${short.name} (${short.size}) has only ${left} left. Lower the quantity to continue.`;
}

async function takeStock(tx: Tx, lines: readonly PricedLine[]) {
  for (const line of lines) {
    if (!line.sizeId) continue;
    const taken = await tx
      .update(productSizes)
      .set({ stock: sql`${productSizes.stock} - ${line.quantity}` })
      .where(and(eq(productSizes.id, line.sizeId), sql`${productSizes.stock} >= ${line.quantity}`))
      .returning({ id: productSizes.id });
    // The rows are locked: this only fails if two lines name one size and their sum ran out.
    if (taken.length === 0) throw new Conflict(`${line.name} (${line.size}) is sold out.`);
  }
}

/** A saved card of the caller's own: anyone else's id is refused as if it did not exist. */
async function ownPaymentMethod(tx: Tx, caller: Caller | null, id: string) {
  if (!caller) throw new Unauthorized('Sign in to pay with a saved card');
  const [method] = await tx
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.id, id), eq(paymentMethods.sub, caller.sub)));
  if (!method) throw new Invalid({ card: 'Choose one of your saved cards' });
  return method;
}

/**
 * The provider's idempotency key for an order's charge: the order's key (already scoped to the
 * caller, hashed) with the card, so a retry of the same request is the same PaymentIntent while
 * a retry with another card after a decline is a new one (Stripe refuses a key reused with
 * different parameters).
 */
const chargeKeyOf = (claimed: ClaimedKey, source: PaymentSource, kept: boolean) =>
  `order-${claimed.keyHash.slice(0, 32)}-${createHash('sha256')
    .update(JSON.stringify(source) + (kept ? ':kept' : ''))
    .digest('hex')
    .slice(0, 16)}`;

export type { PlacedOrder } from './pending-orders';
export type { PendingPayment } from '../../domain/pending-payment';

/** The order an earlier request with the same key placed, answered as it was then. */
async function placedEarlier(tx: Tx, claimed: ClaimedKey, caller: Caller | null) {
  const [row] = await tx.select().from(orders).where(eq(orders.id, claimed.placedOrderId!));
  const order = toOrder(row!);
  const placed: PlacedOrder = { order, giftCards: [], replayed: true };
  if (!caller) placed.key = claimed.guestKey;
  return placed;
}

/** How long a retry waits for the same key's request still charging the card. */
const inFlightWaitMs = 30_000;

/**
 * Waits while another request with the same key is charging its pending order: the order it
 * placed (undefined: the key is free again, or the order was placed: ask again), or the
 * pending payment the bank holds.
 */
async function awaitInFlight(db: Db, provider: PaymentProvider, pendingId: string) {
  const until = Date.now() + inFlightWaitMs;
  while (Date.now() < until) {
    const [row] = await db.select().from(pendingOrders).where(eq(pendingOrders.id, pendingId));
    if (!row || row.state === 'paid') return undefined;
    if (row.state === 'requires_action') return pendingAnswerOf(row, provider);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Conflict('This order is still being processed: try again in a moment.');
}

type Opened =
  | { done: PlacedOrder | PendingPayment }
  | { inFlight: string }
  | { pendingId: string; draft: OrderDraft; amountDueCents: number };

/**
 * Places an order in two short transactions with the charge between them, outside any
 * transaction (issue 30, "money never half-done"). The first prices every line from the
 * catalogue (less the caller's member discount at `now`), refuses a total other than the one
 * the customer saw (409 with the new quote), takes the stock, draws the gift card and writes
 * a pending order under the request's Idempotency-Key. The provider's payment is then opened
 * under that key (a retry is the same PaymentIntent), its id stored, and confirmed. The second
 * transaction stores the order with the year's next number (a declined card takes none) and its
 * e-mails, or gives the stock and gift card back when the card is declined (402, as before).
 * When the bank asks the customer to confirm (3-D Secure), the order stays pending, its stock
 * held, and the answer is the pending payment (POST /api/orders/:id/payment finishes it).
 * A crash between charge and commit is settled on restart or by the webhook
 * (server/services/pending-orders.ts). With an `idempotencyKey`, a request the key already
 * placed answers with that order, charging nothing; one still charging is waited for.
 */
export async function placeOrder(
  db: Db,
  provider: PaymentProvider,
  caller: Caller | null,
  request: OrderRequest,
  now = new Date(),
  idempotencyKey?: string,
  /** Runs in the order's transaction once it is stored (its e-mails, into the outbox). */
  stored?: OrderStored,
): Promise<PlacedOrder | PendingPayment> {
  if ((request.saveCard || request.saveAddress) && !caller) {
    throw new Unauthorized('Sign in to save addresses and cards');
  }
  if (idempotencyKey) await forgetExpiredKeys(db, now);
  // Stock held past its 30 minutes goes back before this order counts it (the job does so
  // each minute too; here it also holds with the queue stopped).
  await reconcilePendingOrders(db, provider, now, stored, { onlyExpired: true });
  for (;;) {
    const opened = await db.transaction((tx) =>
      openOrder(tx, provider, caller, request, now, idempotencyKey, stored),
    );
    if ('done' in opened) return opened.done;
    if ('inFlight' in opened) {
      const waited = await awaitInFlight(db, provider, opened.inFlight);
      if (waited) return waited;
      continue; // Settled meanwhile: the key names its order now, or is free again.
    }
    return chargePending(db, provider, opened, now, stored);
  }
}

async function openOrder(
  tx: Tx,
  provider: PaymentProvider,
  caller: Caller | null,
  request: OrderRequest,
  now: Date,
  idempotencyKey: string | undefined,
  stored: OrderStored | undefined,
): Promise<Opened> {
  // First, before anything is locked: a request with the same key waits here.
  const claimed = idempotencyKey
    ? await claimOrderKey(tx, caller?.sub, idempotencyKey, request, now)
    : undefined;
  if (claimed?.placedOrderId) return { done: await placedEarlier(tx, claimed, caller) };
  if (claimed?.pendingOrderId) return { inFlight: claimed.pendingOrderId };
  const memberDiscount = await memberDiscountPercent(tx, caller?.sub, now);
  const priced = await priceLines(tx, request.lines, {
    lock: true,
    memberDiscountPercent: memberDiscount,
  });
  const { lines } = priced;
  const shortage = shortageMessage(lines);
  if (shortage) throw new Conflict(shortage, { quote: priced.quote });
  const { method, quote } = await chosenShipping(
    tx,
    priced.quote,
    request.contact.shippingAddress,
    request.shippingMethodId,
    memberDiscount,
  );
  if (quote.totalCents !== request.expectedTotalCents) {
    throw new Conflict(
      `Prices changed since you added these items. Your new total is ${formatMoney(quote.totalCents)}.`,
      { quote },
    );
  }
  await takeStock(tx, lines);

  const redeemed = request.giftCard
    ? await redeemGiftCard(tx, request.giftCard, quote.totalCents, now)
    : undefined;
  const giftCardCents = redeemed?.amountCents ?? 0;
  const amountDueCents = quote.totalCents - giftCardCents;
  const payment = amountDueCents > 0 ? request.payment : undefined;
  if (amountDueCents > 0 && !payment) {
    throw new Invalid({ card: 'Enter a card to pay the rest' }, 'Enter a card to pay the rest');
  }
  const saved =
    payment && 'paymentMethodId' in payment
      ? await ownPaymentMethod(tx, caller, payment.paymentMethodId)
      : undefined;
  const saveFor =
    caller && request.saveCard && payment && 'token' in payment
      ? { sub: caller.sub, ...(caller.email ? { email: caller.email } : {}) }
      : undefined;

  const key = caller ? undefined : (claimed?.guestKey ?? randomBytes(24).toString('base64url'));
  const shipping = request.contact.shippingAddress;
  const billing = request.contact.billingAddress ?? shipping;
  const source = payment ?? { token: '' };
  const draft: OrderDraft = {
    values: {
      accountSub: caller?.sub ?? null,
      guestKeyHash: key ? hashKey(key).toString('hex') : null,
      customerName: billing.name,
      email: request.contact.email,
      items: lines.map((line) => ({
        productId: line.productId,
        name: line.name,
        size: line.size,
        quantity: line.quantity,
        priceCents: line.unitPriceCents,
        image: line.image,
      })),
      subtotalCents: quote.subtotalCents,
      discountCents: quote.discountCents,
      shippingCents: quote.shippingCents,
      shippingMethodId: method.id,
      shippingMethodName: method.name,
      taxCents: quote.taxCents,
      totalCents: quote.totalCents,
      giftCardCents,
      giftCardId: redeemed?.giftCardId ?? null,
      billingAddress: { ...billing, email: request.contact.email },
      shippingAddress: shipping,
      paymentProvider: provider.name,
      paymentTest: provider.test,
    },
    lines,
    ...(redeemed ? { redeemed } : {}),
    ...(key ? { guestKey: key } : {}),
    ...(saved
      ? {
          savedCard: { id: saved.id, brand: saved.brand, last4: saved.last4, expiry: saved.expiry },
        }
      : {}),
    // Paid in full by gift card: its last four stand for the card.
    ...(!payment && request.giftCard
      ? {
          savedCard: {
            id: '',
            brand: 'Gift card',
            last4: request.giftCard.code.slice(-4),
            expiry: '',
          },
        }
      : {}),
    saveCard: !!(caller && request.saveCard),
    saveAddress: !!(caller && request.saveAddress),
    ...(caller?.email ? { email: caller.email } : {}),
    source,
    ...(saveFor ? { saveFor } : {}),
    ...(claimed && payment ? { chargeKey: chargeKeyOf(claimed, payment, !!saveFor) } : {}),
  };
  const [row] = await tx
    .insert(pendingOrders)
    .values({
      keyHash: claimed?.keyHash ?? null,
      accountSub: caller?.sub ?? null,
      guestKeyHash: draft.values.guestKeyHash ?? null,
      state: 'charging',
      amountDueCents,
      draft: draft as unknown as Record<string, unknown>,
      createdAt: now,
    })
    .returning({ id: pendingOrders.id });
  // Nothing to charge (a gift card paid it all): stored now, in this transaction.
  if (amountDueCents === 0) {
    return { done: await storeUnpaid(tx, provider, row!.id, now, stored) };
  }
  return { pendingId: row!.id, draft, amountDueCents };
}

/** Opens the payment, stores its id, confirms it, and settles the pending order on the answer. */
async function chargePending(
  db: Db,
  provider: PaymentProvider,
  { pendingId, draft, amountDueCents }: Extract<Opened, { pendingId: string }>,
  now: Date,
  stored: OrderStored | undefined,
): Promise<PlacedOrder | PendingPayment> {
  let paymentId: string;
  try {
    paymentId = await provider.open({
      source: draft.source,
      amountCents: amountDueCents,
      currency: await storeCurrency(db),
      ...(draft.chargeKey ? { idempotencyKey: draft.chargeKey } : {}),
      ...(draft.saveFor ? { saveFor: draft.saveFor } : {}),
      metadata: orderPaymentMetadata,
    });
  } catch (error) {
    // Nothing was charged: the stock and the gift card go back, the key is free.
    const refused =
      error instanceof PaymentSourceInvalid || error instanceof PaymentDeclined
        ? ({ status: 'declined', message: error.message } as const)
        : undefined;
    await settlePending(db, provider, pendingId, refused ?? notOpened, now);
    if (error instanceof PaymentSourceInvalid) throw new Invalid({ card: error.message });
    if (error instanceof PaymentDeclined) throw new PaymentRequired(error.message);
    throw error;
  }
  // Stored before any money moves: a crash from here on is settled from this id.
  await db.update(pendingOrders).set({ paymentId }).where(eq(pendingOrders.id, pendingId));
  const outcome = await provider.confirm(paymentId);
  // Gone: the webhook stored it first, so the answer is that order.
  const settled = await withOrderPaidBy(
    db,
    await settlePending(db, provider, pendingId, outcome, now, stored),
    paymentId,
  );
  return settledAnswer(
    settled,
    draft.guestKey,
    () => new PaymentRequired('The payment was not completed. Try again.'),
  );
}

const notOpened = { status: 'declined', message: 'The payment could not be started' } as const;

/** Whether an order of this number exists (the invoice page's status, server/seo/page-heads.ts). */
export async function orderExists(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ id: orders.id }).from(orders).where(eq(orders.id, id));
  return row !== undefined;
}

/** The owner, an admin, or whoever holds a guest order's key; anyone else: 'Order not found'. */
export async function getOrder(
  db: Db,
  caller: Caller | null,
  id: string,
  key: string | undefined,
): Promise<Order> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  if (!row) throw orderNotFound();
  const owns = !!caller && row.accountSub === caller.sub;
  if (!owns && !isAdmin(caller) && !keyOpens(row, key)) throw orderNotFound();
  return toOrder(row);
}

/**
 * The guest orders whose key opens them, newest first: an unknown id or a wrong key is left
 * out, exactly as if the order did not exist.
 */
export async function getGuestOrders(db: Db, refs: readonly GuestOrderRef[]): Promise<Order[]> {
  if (refs.length === 0) return [];
  const rows = await db
    .select()
    .from(orders)
    .where(inArray(orders.id, [...new Set(refs.map((ref) => ref.id))]))
    .orderBy(desc(orders.createdAt), desc(orders.id));
  return rows
    .filter((row) => refs.some((ref) => ref.id === row.id && keyOpens(row, ref.key)))
    .map(toOrder);
}

export async function listMyOrders(db: Db, caller: Caller | null): Promise<Order[]> {
  if (!caller) throw new Unauthorized('Sign in to see your orders');
  const rows = await db
    .select()
    .from(orders)
    .where(eq(orders.accountSub, caller.sub))
    .orderBy(desc(orders.createdAt), desc(orders.id));
  return rows.map(toOrder);
}

/**
 * One page of every customer's orders, newest first, under the console's filters, with the
 * filtered total and each status chip's count (search and payment applied, status not).
 */
export async function listAllOrders(
  db: Db,
  caller: Caller | null,
  query: OrderListQuery,
): Promise<OrderListPage> {
  authorize(caller, readers.orders);
  const where = orderFilters(query);
  const [rows, counted] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(query.limit)
      .offset(offsetOf(query)),
    db
      .select({ status: orders.status, count: count() })
      .from(orders)
      .where(orderFilters({ ...query, status: undefined }))
      .groupBy(orders.status),
  ]);
  const statusCounts = Object.fromEntries(
    ['all', ...orderStatuses].map((status) => [status, 0]),
  ) as OrderListPage['statusCounts'];
  for (const { status, count: n } of counted) {
    statusCounts[status] = n;
    statusCounts.all += n;
  }
  return {
    items: rows.map(toOrder),
    total: query.status ? statusCounts[query.status] : statusCounts.all,
    page: query.page,
    limit: query.limit,
    statusCounts,
  };
}

const shippedStatuses: readonly OrderStatus[] = ['shipped', 'delivered'];

/** Puts a cancelled order's catalogue lines back on the shelf (sizes since removed are skipped). */
async function restock(tx: Tx, row: OrderRow) {
  for (const line of row.items) {
    if (!isCatalogueLine(line.productId)) continue;
    await tx
      .update(productSizes)
      .set({ stock: sql`${productSizes.stock} + ${line.quantity}` })
      .where(and(eq(productSizes.productId, line.productId), eq(productSizes.size, line.size)));
  }
}

/** What a status change did, for its e-mail: the refund a cancel made, if any. */
export interface StatusChange {
  refund?: OrderRefund;
}

/**
 * An admin moves an order along (`changed` is false when it already had that status). Cancelling before it ships restocks its lines and refunds the
 * charge; a shipped order is refunded instead (the money-back guarantee), never cancelled. A
 * shipped or delivered order keeps the carrier and tracking number given with the change (or
 * given again with the same status: an edit, which sends no e-mail).
 */
export async function setOrderStatus(
  db: Db,
  provider: PaymentProvider,
  caller: Caller | null,
  id: string,
  { status, shipment }: OrderStatusInput,
  now = new Date(),
  /** Runs in the change's transaction when the status changed (its e-mail, into the outbox). */
  changed?: (tx: Tx, order: Order, change: StatusChange) => Promise<void>,
): Promise<{ order: Order; changed: boolean }> {
  authorize(caller, writers.orders);
  return db.transaction(async (tx) => {
    const row = await lockedOrder(tx, id);
    const tracking = shipment
      ? { carrier: shipment.carrier, trackingNumber: shipment.trackingNumber }
      : {};
    if (row.status === status) {
      if (!shipment) return { order: toOrder(row), changed: false };
      const [edited] = await tx
        .update(orders)
        .set({ ...tracking, updatedAt: now })
        .where(eq(orders.id, id))
        .returning();
      return { order: toOrder(edited!), changed: false };
    }
    if (row.status === 'cancelled') {
      throw new Conflict('A cancelled order stays cancelled: place a new order instead.');
    }
    const changes: Partial<typeof orders.$inferInsert> = { status, updatedAt: now, ...tracking };
    const change: StatusChange = {};
    if (status === 'cancelled') {
      if (shippedStatuses.includes(row.status)) {
        throw new Conflict("Shipped orders can't be cancelled; refund them instead.");
      }
      await restock(tx, row);
      if (row.paymentStatus === 'paid') {
        const refund = await refundRemainder(tx, provider, row, now);
        changes.refunds = [...row.refunds, refund];
        changes.paymentStatus = 'refunded';
        change.refund = publicRefund(refund);
      }
    }
    if (status === 'delivered') changes.deliveredAt = now;
    const [updated] = await tx.update(orders).set(changes).where(eq(orders.id, id)).returning();
    const order = toOrder(updated!);
    await changed?.(tx, order, change);
    return { order, changed: true };
  });
}
