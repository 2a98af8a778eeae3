import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { offsetOf } from '../../domain/list-page';
import { brand } from '../../domain/brand';
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
import { orderNumberCounters, orders, paymentMethods, productSizes } from '../db/schema';
import { Conflict, Invalid, PaymentRequired, Unauthorized } from '../errors';
import {
  PaymentDeclined,
  PaymentRequiresAction,
  PaymentSourceInvalid,
  type PaymentProvider,
  type PaymentOwner,
  type PaymentSource,
  type SavedPaymentMethod,
} from '../payments/provider';
import { saveAddressFromCheckout, saveCardFromCheckout } from './account';
import { publicRefund, refundRemainder } from './order-refunds';
import { lockedOrder, orderFilters, orderNotFound, toOrder, type OrderRow } from './order-rows';
import { chargedTransaction, type ChargeInTransaction } from './charged-transaction';
import { memberDiscountPercent } from './membership';
import { priceLines, type PricedLine } from './pricing';
import {
  issueGiftCards,
  recordGiftCardRedemption,
  redeemGiftCard,
  type IssuedGiftCard,
} from './gift-cards';
import { claimOrderKey, forgetExpiredKeys, settleOrderKey, type ClaimedKey } from './order-keys';
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

/** FF-YYYY-NNNN: four digits up to 9999, then as many as the number has (FF-2026-10000). */
export const formatOrderNumber = (year: number, n: number) =>
  `${brand.orderPrefix}-${year}-${String(n).padStart(4, '0')}`;

/**
 * The next order number of `now`'s year (the server's local year, `getFullYear()`), from 0001:
 * its year's counter row raised in the caller's transaction, so the number is given back if the
 * order is not stored (no gap for a declined card), and the row stays locked until the order
 * commits: two orders of one year never take the same number. Take it last, just before the
 * order's row is stored, so that lock is held briefly.
 */
export async function nextOrderNumber(tx: Db | Tx, now: Date): Promise<string> {
  const year = now.getFullYear();
  const [counter] = await tx
    .insert(orderNumberCounters)
    .values({ year, last: 1 })
    .onConflictDoUpdate({
      target: orderNumberCounters.year,
      set: { last: sql`${orderNumberCounters.last} + 1` },
    })
    .returning({ last: orderNumberCounters.last });
  return formatOrderNumber(year, counter!.last);
}

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

async function chargeCard(
  charge: ChargeInTransaction,
  source: NonNullable<OrderRequest['payment']>,
  amountCents: number,
  claimed: ClaimedKey | undefined,
  /** The account a new card is saved to ("Save this card"), so the provider keeps it. */
  saveFor: PaymentOwner | undefined,
): Promise<{ chargeId: string; method: SavedPaymentMethod }> {
  const kept = saveFor !== undefined && 'token' in source;
  try {
    const result = await charge({
      source,
      amountCents,
      ...(claimed ? { idempotencyKey: chargeKeyOf(claimed, source, kept) } : {}),
      ...(kept ? { saveFor } : {}),
    });
    return { chargeId: result.chargeId, method: result.paymentMethod };
  } catch (error) {
    if (error instanceof PaymentDeclined) throw new PaymentRequired(error.message);
    if (error instanceof PaymentSourceInvalid) throw new Invalid({ card: error.message });
    // Until the order can wait for 3-D Secure (a later slice), it is not placed: nothing was charged.
    if (error instanceof PaymentRequiresAction) {
      throw new PaymentRequired(
        'Your bank asks you to confirm this payment, which this shop cannot do yet: try another card',
      );
    }
    throw error;
  }
}

export interface PlacedOrder {
  order: Order;
  /** A guest order's key, which its invoice link needs. */
  key?: string;
  giftCards: IssuedGiftCard[];
  /** An earlier request with the same Idempotency-Key placed it: nothing was charged now. */
  replayed?: boolean;
}

/** The order an earlier request with the same key placed, answered as it was then. */
async function placedEarlier(tx: Tx, claimed: ClaimedKey, caller: Caller | null) {
  const [row] = await tx.select().from(orders).where(eq(orders.id, claimed.placedOrderId!));
  const order = toOrder(row!);
  const placed: PlacedOrder = { order, giftCards: [], replayed: true };
  if (!caller) placed.key = claimed.guestKey;
  return placed;
}

/** Whether a charge was stored with its order (a commit whose answer was lost). */
async function orderCharged(db: Db, chargeId: string) {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.chargeId, chargeId));
  return !!row;
}

/**
 * Places an order: prices every line from the catalogue (less the caller's member discount at
 * `now`), refuses a total other than the one
 * the customer saw (409 with the new quote), takes the stock and charges the card, all in one
 * transaction: a declined card or a sold-out size leaves nothing behind. The card is charged
 * last, while the stock rows are locked; a failure after the charge (a lost connection)
 * refunds it. The order's number is taken after the charge, just before the order is stored
 * (nextOrderNumber): only a stored order takes one, with no gap in its year. A gift card pays last, out of the total, with its row locked; an
 * order it pays in full needs no card. The cards an order buys are issued in the same
 * transaction; their codes come back only for the recipients' e-mails. With an
 * `idempotencyKey`, a request the key already placed answers with that order, charging nothing.
 */
export async function placeOrder(
  db: Db,
  provider: PaymentProvider,
  caller: Caller | null,
  request: OrderRequest,
  now = new Date(),
  idempotencyKey?: string,
  /** Runs in the order's transaction once it is stored (its e-mails, into the outbox). */
  stored?: (tx: Tx, placed: PlacedOrder) => Promise<void>,
): Promise<PlacedOrder> {
  if ((request.saveCard || request.saveAddress) && !caller) {
    throw new Unauthorized('Sign in to save addresses and cards');
  }
  if (idempotencyKey) await forgetExpiredKeys(db, now);
  const place = async (tx: Tx, charge: ChargeInTransaction): Promise<PlacedOrder> => {
    // First, before anything is locked: a request with the same key waits here.
    const claimed = idempotencyKey
      ? await claimOrderKey(tx, caller?.sub, idempotencyKey, request, now)
      : undefined;
    if (claimed?.placedOrderId) return placedEarlier(tx, claimed, caller);
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
    const charged = payment
      ? await chargeCard(
          charge,
          payment,
          amountDueCents,
          claimed,
          caller && request.saveCard
            ? { sub: caller.sub, ...(caller.email ? { email: caller.email } : {}) }
            : undefined,
        )
      : undefined;
    const card = saved ?? charged?.method;

    const key = caller ? undefined : (claimed?.guestKey ?? randomBytes(24).toString('base64url'));
    const shipping = request.contact.shippingAddress;
    const billing = request.contact.billingAddress ?? shipping;
    if (caller && request.saveAddress) await saveAddressFromCheckout(tx, caller, shipping);
    if (caller && request.saveCard && !saved && charged)
      await saveCardFromCheckout(tx, caller, provider, charged.method);

    // The number last, once the card is charged: a declined card takes none, and the year's
    // counter row stays locked (other orders of the year wait for it) only from here to commit.
    const orderId = await nextOrderNumber(tx, now);
    const [row] = await tx
      .insert(orders)
      .values({
        id: orderId,
        accountSub: caller?.sub ?? null,
        guestKeyHash: key ? hashKey(key).toString('hex') : null,
        customerName: billing.name,
        email: request.contact.email,
        status: 'confirmed',
        paymentStatus: 'paid',
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
        chargeId: charged?.chargeId ?? null,
        // Paid in full by gift card: no card to name.
        cardBrand: card?.brand ?? 'Gift card',
        cardLast4: card?.last4 ?? request.giftCard?.code.slice(-4) ?? '',
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (redeemed) await recordGiftCardRedemption(tx, redeemed, orderId, now);
    if (claimed) await settleOrderKey(tx, claimed, orderId);
    const giftCards = await issueGiftCards(tx, orderId, lines, request.contact.email, now);
    const order = toOrder(row!);
    const placed = key ? { order, key, giftCards } : { order, giftCards };
    await stored?.(tx, placed);
    return placed;
  };
  return chargedTransaction(db, provider, place, (chargeId) => orderCharged(db, chargeId));
}

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
