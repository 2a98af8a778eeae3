import { inArray } from 'drizzle-orm';
import { shippingFor, subtotalFor, taxFor } from '../../domain/cart-math';
import { sumsLines } from '../../domain/order-schemas';
import type { Db } from '../../server/db/client';
import { orders, productSizes } from '../../server/db/schema';
import type { DropProduct } from './catalogue';
import { charges, readLedgers } from './charges';
import { firstFew, type Invariant, type OrderRow } from './verdict';
import type { CheckoutRecord } from './shopper';

export interface StockRow {
  product: string;
  start: number;
  sold: number;
  left: number;
  /** Seconds after the run's start of the last order that took it, when none is left. */
  soldOutAtSeconds: number | null;
}

const lineKey = (line: { productId: string; size: string; quantity: number }) =>
  `${line.productId}/${line.size}×${line.quantity}`;
const sameLines = (a: CheckoutRecord['lines'], b: OrderRow['items']) =>
  a.map(lineKey).sort().join(',') === b.map(lineKey).sort().join(',');

/** (a) Every order a customer was told was placed (201) is stored, as they asked for it. */
function toldVsStored(checkouts: CheckoutRecord[], stored: Map<string, OrderRow>): Invariant {
  const placed = checkouts.filter((c) => c.result === 'placed');
  const told = new Set(placed.flatMap((c) => (c.orderId ? [c.orderId] : [])));
  const missing = [...told].filter((id) => !stored.has(id));
  const notTold = [...stored.keys()].filter((id) => !told.has(id));
  const differs = placed.filter((c) => {
    const row = c.orderId ? stored.get(c.orderId) : undefined;
    return row && (row.accountSub !== c.sub || !sameLines(c.lines, row.items));
  });
  return {
    name: '(a) orders told placed (201) vs stored',
    ok: missing.length === 0 && differs.length === 0 && placed.every((c) => c.orderId),
    numbers: {
      told: told.size,
      stored: stored.size,
      missing: missing.length,
      'stored but not told': notTold.length,
      'stored unlike asked': differs.length,
      'told by a replay': placed.filter((c) => c.replayed).length,
      'gave up (no answer in 30 s)': checkouts.filter((c) => c.result === 'gave up').length,
    },
    details: firstFew([
      ...missing.map((id) => `${id}: told placed, not stored`),
      ...differs.map(
        (c) => `${c.orderId}: stored with other lines or another account than key ${c.key} asked`,
      ),
      ...notTold.map((id) => `${id}: stored, its customer never heard (report only)`),
    ]),
  };
}

/** (b) Per size: what it started with = what is left + what stored orders took; never below 0. */
function stock(
  drops: DropProduct[],
  sizes: { productId: string; size: string; stock: number }[],
  stored: OrderRow[],
  runStartedAt: number,
): { invariant: Invariant; rows: StockRow[] } {
  const rows = drops.map((drop) => {
    const taking = stored.filter((order) =>
      order.items.some((line) => line.productId === drop.id && line.size === drop.size),
    );
    const sold = taking
      .flatMap((order) => order.items)
      .filter((line) => line.productId === drop.id && line.size === drop.size)
      .reduce((sum, line) => sum + line.quantity, 0);
    const left = sizes.find((s) => s.productId === drop.id && s.size === drop.size)?.stock ?? NaN;
    const last = Math.max(...taking.map((order) => order.createdAt.getTime()));
    return {
      product: drop.name,
      start: drop.startingStock,
      sold,
      left,
      soldOutAtSeconds:
        left === 0 && taking.length > 0 ? Math.round((last - runStartedAt) / 100) / 10 : null,
    };
  });
  const unaccounted = rows.filter((row) => row.start !== row.left + row.sold);
  const oversold = rows.filter((row) => row.sold > row.start);
  const negative = rows.filter((row) => !(row.left >= 0));
  return {
    rows,
    invariant: {
      name: '(b) stock per size: start = left + sold, never below 0',
      ok: unaccounted.length === 0 && oversold.length === 0 && negative.length === 0,
      numbers: {
        sizes: rows.length,
        'units at start': rows.reduce((sum, row) => sum + row.start, 0),
        'units sold': rows.reduce((sum, row) => sum + row.sold, 0),
        'units left': rows.reduce((sum, row) => sum + row.left, 0),
        'sizes sold out': rows.filter((row) => row.left === 0).length,
        oversold: oversold.length,
        'negative stock': negative.length,
        unaccounted: unaccounted.length,
      },
      details: firstFew(
        unaccounted.map((r) => `${r.product}: started ${r.start}, ${r.left} left, ${r.sold} sold`),
      ),
    },
  };
}

/** (c) No order number twice, and no two Place Orders (two keys) told the same number. */
function uniqueNumbers(checkouts: CheckoutRecord[], stored: OrderRow[]): Invariant {
  const keysPerOrder = new Map<string, Set<string>>();
  for (const c of checkouts) {
    if (c.orderId)
      keysPerOrder.set(c.orderId, (keysPerOrder.get(c.orderId) ?? new Set()).add(c.key));
  }
  const shared = [...keysPerOrder].filter(([, keys]) => keys.size > 1);
  const distinct = new Set(stored.map((order) => order.id)).size;
  return {
    name: '(c) order numbers unique',
    ok: distinct === stored.length && shared.length === 0,
    numbers: { stored: stored.length, distinct, 'told to two checkouts': shared.length },
    details: firstFew(shared.map(([id, keys]) => `${id}: told to ${keys.size} different keys`)),
  };
}

/**
 * (d) total = lines − discount + shipping + tax (a gift card pays out of the total, so it is not
 * in this sum), subtotal = lines, and tax (and standard shipping) are domain/cart-math.ts's for
 * the discounted goods.
 */
function totals(stored: OrderRow[]): Invariant {
  const wrong = stored.filter((order) => {
    const lines = order.items.reduce((sum, line) => sum + line.priceCents * line.quantity, 0);
    const goods = subtotalFor(sumsLines(order.items).filter((line) => line.goods));
    const discountedGoods = goods - order.discountCents;
    return (
      order.subtotalCents !== lines ||
      order.totalCents !== lines - order.discountCents + order.shippingCents + order.taxCents ||
      order.giftCardCents > order.totalCents ||
      order.taxCents !== taxFor(discountedGoods) ||
      (order.shippingMethodId === 'standard' &&
        order.shippingCents !== shippingFor(discountedGoods))
    );
  });
  return {
    name: '(d) each total = lines − discounts + shipping + tax',
    ok: wrong.length === 0,
    numbers: { orders: stored.length, wrong: wrong.length },
    details: firstFew(
      wrong.map(
        (o) =>
          `${o.id}: subtotal ${o.subtotalCents}, discount ${o.discountCents}, shipping ${o.shippingCents}, tax ${o.taxCents}, total ${o.totalCents}`,
      ),
    ),
  };
}

/** Every invariant, from the database (the store stopped) and the ledgers. */
export async function checkInvariants(
  db: Db,
  input: {
    drops: DropProduct[];
    checkouts: CheckoutRecord[];
    ledgers: { instance: string; file: string }[];
    runStartedAt: number;
  },
) {
  const stored: OrderRow[] = await db.select().from(orders);
  const sizes = await db
    .select({
      productId: productSizes.productId,
      size: productSizes.size,
      stock: productSizes.stock,
    })
    .from(productSizes)
    .where(
      inArray(
        productSizes.productId,
        input.drops.map((drop) => drop.id),
      ),
    );
  const byId = new Map(stored.map((order) => [order.id, order]));
  const stockCheck = stock(input.drops, sizes, stored, input.runStartedAt);
  return {
    invariants: [
      toldVsStored(input.checkouts, byId),
      stockCheck.invariant,
      uniqueNumbers(input.checkouts, stored),
      totals(stored),
      charges(stored, readLedgers(input.ledgers), input.checkouts, input.runStartedAt),
    ],
    stock: stockCheck.rows,
  };
}
