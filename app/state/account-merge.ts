import type { CartLine } from '../../domain/cart-line';
import { maxQuantity, minQuantity } from '../../domain/constants';
import type { FavoriteItem } from '../../domain/types';

/**
 * How the browser's changes to an account's cart and favourites meet the server's copy. Each
 * `rebase*` takes the server copy the browser's list was made over (`base`), the list as the
 * shopper sees it now (`local`) and the server's copy as it is now (`server`), and replays the
 * shopper's changes (base → local) over the server's copy: nothing added in this browser or
 * on another device is lost.
 */

const clamp = (quantity: number) => Math.min(maxQuantity, Math.max(minQuantity, quantity));

const quantities = (lines: readonly CartLine[]) =>
  new Map(lines.map((line) => [line.id, line.quantity]));

/**
 * The account's lines with the guest's added: the same product size adds its quantity
 * (clamped to 10), other lines are appended in the guest's order.
 */
export function mergeCartLines(
  accountLines: readonly CartLine[],
  guestLines: readonly CartLine[],
): CartLine[] {
  const merged = accountLines.map((line) => ({ ...line }));
  for (const guest of guestLines) {
    const same = merged.find((line) => line.id === guest.id);
    if (same) same.quantity = clamp(same.quantity + guest.quantity);
    else merged.push({ ...guest, quantity: clamp(guest.quantity) });
  }
  return merged;
}

/**
 * The server's lines with what changed here: a quantity that went up or down here goes up or
 * down by as much there (within 1–10), so the same product added on two devices adds up; a
 * line new here is added; a line removed here is removed.
 */
export function rebaseCart(
  base: readonly CartLine[],
  local: readonly CartLine[],
  server: readonly CartLine[],
): CartLine[] {
  const before = quantities(base);
  const now = quantities(local);
  const result = server.filter((line) => !(before.has(line.id) && !now.has(line.id)));
  const merged = result.map((line) => ({ ...line }));
  for (const line of local) {
    const change = line.quantity - (before.get(line.id) ?? 0);
    if (change === 0) continue;
    const there = merged.find((serverLine) => serverLine.id === line.id);
    if (there) there.quantity = clamp(there.quantity + change);
    // New here, or changed here and gone there: the shopper's line as they see it.
    else merged.push({ ...line, quantity: clamp(line.quantity) });
  }
  return merged;
}

/** Whether two carts hold the same lines in the same quantities (prices are the server's). */
export function sameCart(a: readonly CartLine[], b: readonly CartLine[]): boolean {
  if (a.length !== b.length) return false;
  const inB = quantities(b);
  return a.every((line) => inB.get(line.id) === line.quantity);
}

const favoriteKey = (item: Pick<FavoriteItem, 'type' | 'refId'>) => `${item.type}:${item.refId}`;
const favoriteKeys = (items: readonly FavoriteItem[]) => new Set(items.map(favoriteKey));

/** The favourites saved here and not in `base`, and those in `base` removed here. */
export function favoriteChanges(base: readonly FavoriteItem[], local: readonly FavoriteItem[]) {
  const before = favoriteKeys(base);
  const now = favoriteKeys(local);
  return {
    added: local.filter((item) => !before.has(favoriteKey(item))),
    removed: base.filter((item) => !now.has(favoriteKey(item))),
  };
}

/** The server's favourites with those saved here added (newest first) and those removed here gone. */
export function rebaseFavorites(
  base: readonly FavoriteItem[],
  local: readonly FavoriteItem[],
  server: readonly FavoriteItem[],
): FavoriteItem[] {
  const { added, removed } = favoriteChanges(base, local);
  const gone = favoriteKeys(removed);
  const kept = server.filter((item) => !gone.has(favoriteKey(item)));
  const there = favoriteKeys(kept);
  let id = kept.reduce((max, item) => Math.max(max, item.id), 0);
  // Their ids are this browser's: numbered after the server's so no two share one.
  const fresh = added
    .filter((item) => !there.has(favoriteKey(item)))
    .map((item) => ({ ...item, id: (id += 1) }));
  return [...fresh, ...kept];
}

/** Whether two lists hold the same favourites. */
export function sameFavorites(a: readonly FavoriteItem[], b: readonly FavoriteItem[]): boolean {
  if (a.length !== b.length) return false;
  const inB = favoriteKeys(b);
  return a.every((item) => inB.has(favoriteKey(item)));
}
