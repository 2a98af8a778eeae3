import { and, eq, inArray } from 'drizzle-orm';
import { cartTotals } from '../../domain/cart-math';
import { effectivePriceCents } from '../../domain/catalog';
import {
  giftCardProductId,
  isCatalogueLine,
  type OrderLineInput,
  type OrderQuote,
  quoteLineSchema,
  sumsLines,
  type QuoteLine,
} from '../../domain/order-schemas';
import type {
  CartLineCheck,
  CartLineStatus,
  CartQuote,
  CartQuoteLine,
} from '../../domain/cart-check-schemas';
import type { Db, Tx } from '../db/client';
import { products, productSizes, siteContent } from '../db/schema';
import { Invalid } from '../errors';
import { giftCardImage } from '../../domain/brand';
import { currentStoreName } from './settings';
import type { GiftCardDetails } from '../../domain/gift-card-schemas';

interface SizeRow {
  productId: string;
  name: string;
  image: string;
  size: string;
  priceCents: number;
  salePercent: number | null;
  stock: number;
  sizeId: string;
}

async function contentValue<T>(db: Db | Tx, key: string): Promise<T | undefined> {
  const [row] = await db
    .select({ value: siteContent.value })
    .from(siteContent)
    .where(eq(siteContent.key, key));
  return row?.value as T | undefined;
}

/**
 * The catalogue sizes the lines name, with today's price and stock. Inside an order's
 * transaction (`lock`), the rows are locked in id order, so concurrent orders queue on the
 * sizes they share and never deadlock.
 */
async function sizesFor(db: Db | Tx, lines: readonly OrderLineInput[], lock: boolean) {
  const ids = [
    ...new Set(lines.filter((l) => isCatalogueLine(l.productId)).map((l) => l.productId)),
  ];
  if (ids.length === 0) return new Map<string, SizeRow>();
  const query = db
    .select({
      productId: products.id,
      name: products.name,
      images: products.images,
      size: productSizes.size,
      priceCents: productSizes.priceCents,
      salePercent: productSizes.salePercent,
      stock: productSizes.stock,
      sizeId: productSizes.id,
    })
    .from(productSizes)
    .innerJoin(products, eq(products.id, productSizes.productId))
    .where(and(inArray(products.id, ids), eq(products.archived, false)))
    .orderBy(productSizes.id);
  const rows = lock ? await query.for('update', { of: productSizes }) : await query;
  return new Map(
    rows.map((row) => [
      `${row.productId}\u0000${row.size}`,
      { ...row, image: row.images[0]?.url ?? '' },
    ]),
  );
}

export interface PricedLine extends QuoteLine {
  /** The size row to take stock from (catalogue lines only). */
  sizeId?: string;
  /** Gift-card lines: who it goes to and the message (never part of the quote). */
  giftCard?: GiftCardDetails;
}

/**
 * Prices every line from the server's own data: catalogue sizes (after any sale) and the
 * gift-card amounts the gift-card page offers. Prices the client sent never count. A line nobody
 * can buy is a field error (a club line from before memberships were joined on the club page is
 * one); a line short of stock is `available: false`. The member discount comes off the goods.
 */
export async function priceLines(
  db: Db | Tx,
  lines: readonly OrderLineInput[],
  /** `dropUnknown`: leave out lines nobody can buy (a stored cart) instead of refusing them. */
  { lock = false, dropUnknown = false, memberDiscountPercent = 0 } = {},
): Promise<{ lines: PricedLine[]; quote: OrderQuote }> {
  const each = await priceEachLine(db, lines, lock);
  const priced: PricedLine[] = [];
  each.forEach((one, index) => {
    if (one) priced.push(one);
    else if (!dropUnknown) {
      const line = lines[index]!;
      throw new Invalid(
        { [`lines.${index}`]: `${line.productId} (${line.size}) is not sold any more` },
        'Some items in your cart are not sold any more. Remove them to continue.',
      );
    }
  });

  const totals = cartTotals(
    sumsLines(priced.map((l) => ({ ...l, priceCents: l.unitPriceCents }))),
    { memberDiscountPercent },
  );
  const quote: OrderQuote = {
    lines: priced.map((line) => quoteLineSchema.parse(line)),
    ...totals,
  };
  return { lines: priced, quote };
}

/** Today's price and stock of each line, in the lines' order; undefined where it is not sold any more. */
async function priceEachLine(
  db: Db | Tx,
  lines: readonly OrderLineInput[],
  lock: boolean,
): Promise<(PricedLine | undefined)[]> {
  const sizes = await sizesFor(db, lines, lock);
  const needsGiftCards = lines.some((line) => line.productId === giftCardProductId);
  const giftCardAmounts = needsGiftCards
    ? ((await contentValue<number[]>(db, 'gift-card-amounts')) ?? [])
    : [];
  // The card carries the store's name as the admin last saved it.
  const giftCardName = needsGiftCards ? `${await currentStoreName(db)} Gift Card` : '';

  // Two lines of one size ask for the stock together.
  const askedPerSize = new Map<string, number>();
  for (const line of lines) {
    const key = `${line.productId}\u0000${line.size}`;
    askedPerSize.set(key, (askedPerSize.get(key) ?? 0) + line.quantity);
  }

  /** Today's price of one line; undefined when it is not sold any more. */
  const priceLine = (line: OrderLineInput): PricedLine | undefined => {
    const base = { productId: line.productId, size: line.size, quantity: line.quantity };
    if (line.productId === giftCardProductId) {
      if (!line.amountCents || !giftCardAmounts.includes(line.amountCents)) return undefined;
      return {
        ...base,
        name: giftCardName,
        image: giftCardImage,
        unitPriceCents: line.amountCents,
        lineTotalCents: line.amountCents * line.quantity,
        available: true,
        availableQuantity: null,
        ...(line.giftCard ? { giftCard: line.giftCard } : {}),
      };
    }
    const key = `${line.productId}\u0000${line.size}`;
    const size = sizes.get(key);
    if (!size) return undefined;
    const unitPriceCents = effectivePriceCents({
      id: size.sizeId,
      size: size.size,
      priceCents: size.priceCents,
      stock: size.stock,
      inStock: size.stock > 0,
      ...(size.salePercent === null ? {} : { salePercent: size.salePercent }),
    });
    const enough = size.stock >= askedPerSize.get(key)!;
    return {
      ...base,
      name: size.name,
      image: size.image,
      unitPriceCents,
      lineTotalCents: unitPriceCents * line.quantity,
      available: enough,
      availableQuantity: enough ? null : size.stock,
      sizeId: size.sizeId,
    };
  };

  return lines.map(priceLine);
}

/**
 * The cart's check: each line as the browser keeps it against today's catalogue, in its order.
 * A line nobody can buy is `gone`; the stock is judged before the price, so the shopper first
 * learns whether they can have it at all.
 */
export async function checkCartLines(
  db: Db | Tx,
  lines: readonly CartQuoteLine[],
): Promise<CartQuote> {
  const inputs: OrderLineInput[] = lines.map(({ priceCents, ...line }) =>
    line.productId === giftCardProductId ? { ...line, amountCents: priceCents } : line,
  );
  const each = await priceEachLine(db, inputs, false);
  return {
    lines: lines.map((line, index): CartLineCheck => {
      const base = { productId: line.productId, size: line.size };
      const priced = each[index];
      if (!priced)
        return { ...base, status: 'gone', unitPriceCents: null, availableQuantity: null };
      const unitPriceCents = priced.unitPriceCents;
      const availableQuantity = priced.availableQuantity;
      const status: CartLineStatus = !priced.available
        ? availableQuantity === 0
          ? 'sold-out'
          : 'low-stock'
        : unitPriceCents !== line.priceCents
          ? 'price-changed'
          : 'ok';
      return { ...base, status, unitPriceCents, availableQuantity };
    }),
  };
}
