import { asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { maxStock } from '../../domain/constants';
import type {
  productSizeInputSchema,
  productUpdateSchema,
  StockAdjustment,
} from '../../domain/schemas';
import type { Tx } from '../db/client';
import { productSizes } from '../db/schema';
import { Conflict, StockChanged } from '../errors';
import { freshSlug } from './slugs';

type NewSize = z.output<typeof productSizeInputSchema>;
type SizeChanges = Pick<z.output<typeof productUpdateSchema>, 'name' | 'sizes' | 'removedSizeIds'>;
type SizeRow = typeof productSizes.$inferSelect;

const sizeColumns = (size: Omit<NewSize, 'stock'>) => ({
  size: size.size,
  priceCents: size.priceCents,
  salePercent: size.salePercent ?? null,
});

/** Inserts new sizes at their positions, each with a fresh slug id of '<product name> <size>'. */
async function insertSizes(
  tx: Tx,
  productId: string,
  productName: string,
  sizes: readonly { position: number; size: NewSize }[],
): Promise<void> {
  if (sizes.length === 0) return;
  const claimed = new Set<string>();
  const rows = [];
  for (const { position, size } of sizes) {
    const id = await freshSlug(
      tx,
      productSizes,
      productSizes.id,
      `${productName} ${size.size}`,
      claimed,
    );
    claimed.add(id);
    rows.push({ id, productId, position, ...sizeColumns(size), stock: size.stock });
  }
  await tx.insert(productSizes).values(rows);
}

/** A new product's sizes, in order. */
export function addSizes(tx: Tx, productId: string, productName: string, sizes: NewSize[]) {
  return insertSizes(
    tx,
    productId,
    productName,
    sizes.map((size, position) => ({ position, size })),
  );
}

const count = (n: number) => n.toLocaleString('en-US');

/** The stock after `adjustment`, or why it cannot be applied to `current`. */
function adjusted(
  current: number,
  adjustment: StockAdjustment,
): { stock: number } | { refused: string } {
  if (adjustment.kind === 'set') {
    return current === adjustment.expected
      ? { stock: adjustment.to }
      : {
          refused: `Stock is now ${count(current)}; it was ${count(adjustment.expected)} when you opened this product`,
        };
  }
  const stock = current + adjustment.units;
  if (stock < 0) {
    return {
      refused: `Only ${count(current)} in stock: it cannot go down by ${count(-adjustment.units)}`,
    };
  }
  if (stock > maxStock) return { refused: `Stock must be at most ${count(maxStock)}` };
  return { stock };
}

/**
 * Applies Edit Product's sizes in place: saved sizes are updated by id (their stock only by
 * an adjustment), new ones inserted, named ones removed (orders keep their own copy of a
 * line). Sizes nobody named stay, after the listed ones. The product's sizes are locked in id
 * order, the order orders lock them in, so a save and a checkout queue instead of deadlocking;
 * nothing is deleted and re-inserted, so an order waiting on a size finds it after the save.
 * One stock adjustment that no longer applies refuses the whole save (409, with the stock now).
 */
export async function changeSizes(tx: Tx, productId: string, changes: SizeChanges): Promise<void> {
  const current = await tx
    .select()
    .from(productSizes)
    .where(eq(productSizes.productId, productId))
    .orderBy(asc(productSizes.id))
    .for('update');
  const byId = new Map<string, SizeRow>(current.map((row) => [row.id, row]));

  const refusals: Record<string, string> = {};
  const stockNow: Record<string, number> = {};
  const updates: { id: string; set: Partial<SizeRow> }[] = [];
  const added: { position: number; size: NewSize }[] = [];
  changes.sizes.forEach((size, position) => {
    if (size.id === undefined) {
      added.push({ position, size: { ...size, stock: size.stock ?? 0 } });
      return;
    }
    const row = byId.get(size.id);
    if (!row) {
      throw new Conflict(
        `The size "${size.size}" is no longer part of this product: someone removed it. Close the form and open the product again.`,
      );
    }
    const set: Partial<SizeRow> = { position, ...sizeColumns(size) };
    if (size.stockAdjustment) {
      const result = adjusted(row.stock, size.stockAdjustment);
      if ('refused' in result) {
        refusals[`sizes.${position}.stockAdjustment`] = result.refused;
        stockNow[row.id] = row.stock;
      } else set.stock = result.stock;
    }
    updates.push({ id: row.id, set });
  });
  if (Object.keys(refusals).length > 0) throw new StockChanged(refusals, stockNow);

  const removed = changes.removedSizeIds.filter((id) => byId.has(id));
  if (removed.length > 0) {
    await tx.delete(productSizes).where(inArray(productSizes.id, removed));
  }
  const named = new Set([...updates.map(({ id }) => id), ...removed]);
  current
    .filter((row) => !named.has(row.id))
    .sort((a, b) => a.position - b.position)
    .forEach((row, index) => {
      updates.push({ id: row.id, set: { position: changes.sizes.length + index } });
    });
  for (const { id, set } of updates) {
    await tx.update(productSizes).set(set).where(eq(productSizes.id, id));
  }
  await insertSizes(tx, productId, changes.name, added);
}
