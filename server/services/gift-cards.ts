import { createHash, randomBytes } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import { formatMoney } from '../../design-system/lib/money';
import {
  newGiftCardCode,
  unknownGiftCardMessage,
  usedUpGiftCardMessage,
} from '../../domain/gift-card-code';
import type {
  GiftCardBalance,
  GiftCardDetails,
  GiftCardEventType,
  GiftCardLookup,
  GiftCardRedemption,
} from '../../domain/gift-card-schemas';
import { giftCardProductId } from '../../domain/order-schemas';
import { readers } from '../../domain/permissions';
import { authorize, type Caller } from '../caller';
import type { Db, Tx } from '../db/client';
import { giftCardEvents, giftCards } from '../db/schema';
import { Conflict, HttpError } from '../errors';

type GiftCardRow = typeof giftCards.$inferSelect;

/** The stored form of a (normalized) code: its SHA-256. */
export const giftCardCodeHash = (code: string) => createHash('sha256').update(code).digest('hex');

/** A refusal shown under the form's gift card field (`field`). */
const refusal = (status: 404 | 409, message: string, field: string) =>
  new HttpError(status, status === 404 ? 'not_found' : 'conflict', message, { [field]: message });

async function findCard(db: Db | Tx, code: string, lock: boolean) {
  const query = db
    .select()
    .from(giftCards)
    .where(eq(giftCards.codeHash, giftCardCodeHash(code)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

async function recordEvent(
  tx: Tx,
  card: Pick<GiftCardRow, 'id'>,
  type: GiftCardEventType,
  orderId: string | null,
  amountCents: number,
  balanceAfterCents: number,
  now: Date,
) {
  await tx.insert(giftCardEvents).values({
    giftCardId: card.id,
    type,
    orderId,
    amountCents,
    balanceAfterCents,
    createdAt: now,
  });
}

/** What checkout's 'Apply' shows: the card's last 4 and balance; unknown and used-up are refused. */
export async function checkGiftCard(db: Db, code: string): Promise<GiftCardBalance> {
  const card = await findCard(db, code, false);
  if (!card) throw refusal(404, unknownGiftCardMessage, 'code');
  if (card.balanceCents === 0) throw refusal(409, usedUpGiftCardMessage, 'code');
  return { last4: card.last4, balanceCents: card.balanceCents };
}

/** A card issued by an order, with its code in the clear: only for the recipient's e-mail. */
export interface IssuedGiftCard {
  code: string;
  amountCents: number;
  recipientEmail: string;
  recipientName?: string;
  message?: string;
}

/** A gift-card line as placeOrder hands it over: its amount, how many, and its details. */
export interface GiftCardPurchase {
  productId: string;
  unitPriceCents: number;
  quantity: number;
  giftCard?: GiftCardDetails;
}

/** Issues one card per gift card bought (× quantity), each with its own random code. */
export async function issueGiftCards(
  tx: Tx,
  orderId: string,
  lines: readonly GiftCardPurchase[],
  buyerEmail: string,
  now: Date,
): Promise<IssuedGiftCard[]> {
  const issued: IssuedGiftCard[] = [];
  for (const line of lines) {
    if (line.productId !== giftCardProductId) continue;
    const details = line.giftCard ?? {};
    for (let n = 0; n < line.quantity; n++) {
      const code = newGiftCardCode(randomBytes);
      const recipientEmail = details.recipientEmail || buyerEmail;
      const [card] = await tx
        .insert(giftCards)
        .values({
          codeHash: giftCardCodeHash(code),
          last4: code.slice(-4),
          initialCents: line.unitPriceCents,
          balanceCents: line.unitPriceCents,
          orderId,
          recipientEmail,
          recipientName: details.recipientName || null,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: giftCards.id });
      await recordEvent(
        tx,
        card!,
        'issued',
        orderId,
        line.unitPriceCents,
        line.unitPriceCents,
        now,
      );
      issued.push({
        code,
        amountCents: line.unitPriceCents,
        recipientEmail,
        ...(details.recipientName ? { recipientName: details.recipientName } : {}),
        ...(details.message ? { message: details.message } : {}),
      });
    }
  }
  return issued;
}

/** What an order took from a gift card, recorded against the order once it has its number. */
export interface GiftCardRedemptionTaken {
  giftCardId: string;
  amountCents: number;
  balanceAfterCents: number;
}

/**
 * Takes what the order asked of the card, with the card's row locked until the order commits:
 * two orders on one card queue, and the second sees what the first left. The order has no
 * number yet (it takes one last): `recordGiftCardRedemption` writes the card's history then.
 */
export async function redeemGiftCard(
  tx: Tx,
  redemption: GiftCardRedemption,
  totalCents: number,
  now: Date,
): Promise<GiftCardRedemptionTaken> {
  const card = await findCard(tx, redemption.code, true);
  if (!card) throw refusal(404, unknownGiftCardMessage, 'giftCard');
  if (card.balanceCents === 0) throw refusal(409, usedUpGiftCardMessage, 'giftCard');
  if (redemption.amountCents > card.balanceCents) {
    throw refusal(
      409,
      `This gift card has only ${formatMoney(card.balanceCents)} left`,
      'giftCard',
    );
  }
  if (redemption.amountCents > totalCents) {
    throw refusal(
      409,
      `This order comes to ${formatMoney(totalCents)}: use at most that much of the gift card`,
      'giftCard',
    );
  }
  const balance = card.balanceCents - redemption.amountCents;
  await tx
    .update(giftCards)
    .set({ balanceCents: balance, updatedAt: now })
    .where(eq(giftCards.id, card.id));
  return { giftCardId: card.id, amountCents: redemption.amountCents, balanceAfterCents: balance };
}

/** The card's 'redeemed' event, naming the order that took the amount. */
export async function recordGiftCardRedemption(
  tx: Tx,
  taken: GiftCardRedemptionTaken,
  orderId: string,
  now: Date,
) {
  const card = { id: taken.giftCardId };
  await recordEvent(tx, card, 'redeemed', orderId, taken.amountCents, taken.balanceAfterCents, now);
}

/** A refunded or cancelled order gives its gift card back what the card paid. */
export async function refundToGiftCard(
  tx: Tx,
  order: { id: string; giftCardId: string | null; giftCardCents: number },
  now: Date,
) {
  if (!order.giftCardId || order.giftCardCents === 0) return;
  const [card] = await tx
    .update(giftCards)
    .set({ balanceCents: sql`${giftCards.balanceCents} + ${order.giftCardCents}`, updatedAt: now })
    .where(eq(giftCards.id, order.giftCardId))
    .returning();
  if (card) {
    await recordEvent(tx, card, 'refunded', order.id, order.giftCardCents, card.balanceCents, now);
  }
}

/**
 * Refunding an order that bought gift cards voids them; a card already (partly) spent cannot be
 * taken back, so such an order is refused.
 */
export async function voidBoughtGiftCards(tx: Tx, orderId: string, now: Date) {
  const cards = await tx
    .select()
    .from(giftCards)
    .where(eq(giftCards.orderId, orderId))
    .orderBy(asc(giftCards.id))
    .for('update');
  if (cards.some((card) => card.balanceCents < card.initialCents)) {
    throw new Conflict(
      'A gift card from this order has already been used, so the order cannot be refunded.',
    );
  }
  for (const card of cards) {
    if (card.balanceCents === 0) continue;
    await tx
      .update(giftCards)
      .set({ balanceCents: 0, updatedAt: now })
      .where(eq(giftCards.id, card.id));
    await recordEvent(tx, card, 'voided', orderId, card.balanceCents, 0, now);
  }
}

/** The admin's lookup by code: the card, who it went to, and every change to its balance. */
export async function lookupGiftCard(
  db: Db,
  caller: Caller | null,
  code: string,
): Promise<GiftCardLookup> {
  authorize(caller, readers.giftCards);
  const card = await findCard(db, code, false);
  if (!card) throw refusal(404, unknownGiftCardMessage, 'code');
  const events = await db
    .select()
    .from(giftCardEvents)
    .where(eq(giftCardEvents.giftCardId, card.id))
    .orderBy(asc(giftCardEvents.id));
  return {
    last4: card.last4,
    balanceCents: card.balanceCents,
    initialCents: card.initialCents,
    recipientEmail: card.recipientEmail,
    recipientName: card.recipientName,
    orderId: card.orderId,
    createdAt: card.createdAt.toISOString(),
    events: events.map((event) => ({
      type: event.type,
      orderId: event.orderId,
      amountCents: event.amountCents,
      balanceAfterCents: event.balanceAfterCents,
      at: event.createdAt.toISOString(),
    })),
  };
}
