import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maxQuantity } from '../../domain/constants';
import type { FavoriteItem } from '../../domain/types';
import {
  favoriteChanges,
  mergeCartLines,
  rebaseCart,
  rebaseFavorites,
  sameCart,
  sameFavorites,
} from './account-merge';
import type { CartLine } from './cart-store';

const line = (productId: string, quantity: number, size = '12 oz'): CartLine => ({
  id: `${productId}:${size}`,
  productId,
  name: productId,
  size,
  priceCents: 1299,
  quantity,
  image: '/favicon.svg',
});

const favorite = (refId: string, id = 1): FavoriteItem => ({
  id,
  type: 'recipe',
  refId,
  name: refId,
  category: 'Beef',
  image: '/favicon.svg',
  addedAt: '2024-03-01T12:00:00.000Z',
});

const quantities = (lines: readonly CartLine[]) => lines.map((l) => [l.id, l.quantity]);

describe('merging the guest cart into an account', () => {
  it('adds quantities of the same line, clamped to 10, and appends the rest', () => {
    const merged = mergeCartLines(
      [line('rub', 4), line('sauce', 9)],
      [line('sauce', 3), line('rub', 1, '24 oz'), line('rub', 2)],
    );
    expect(quantities(merged)).toEqual([
      ['rub:12 oz', 6],
      ['sauce:12 oz', 10],
      ['rub:24 oz', 1],
    ]);
  });

  it('keeps either side as it is when the other is empty', () => {
    expect(mergeCartLines([], [line('rub', 2)])).toEqual([line('rub', 2)]);
    expect(mergeCartLines([line('rub', 2)], [])).toEqual([line('rub', 2)]);
  });

  it('does not change the lines it was given', () => {
    const accountLines = [line('rub', 4)];
    mergeCartLines(accountLines, [line('rub', 3)]);
    expect(accountLines[0]?.quantity).toBe(4);
  });
});

describe('replaying the cart changed here over the server’s copy', () => {
  it('adds a line added here to the server’s lines', () => {
    // The server's copy arrived after the shopper added a rub.
    expect(quantities(rebaseCart([], [line('rub', 1)], [line('sauce', 2)]))).toEqual([
      ['sauce:12 oz', 2],
      ['rub:12 oz', 1],
    ]);
  });

  it('adds up the same product added here and on another device, within 10', () => {
    expect(quantities(rebaseCart([line('rub', 2)], [line('rub', 5)], [line('rub', 4)]))).toEqual([
      ['rub:12 oz', 7],
    ]);
    expect(quantities(rebaseCart([], [line('rub', 6)], [line('rub', 6)]))).toEqual([
      ['rub:12 oz', maxQuantity],
    ]);
    expect(quantities(rebaseCart([line('rub', 5)], [line('rub', 1)], [line('rub', 2)]))).toEqual([
      ['rub:12 oz', 1],
    ]);
  });

  it('removes a line removed here, and keeps one added elsewhere', () => {
    expect(
      quantities(rebaseCart([line('rub', 2)], [], [line('rub', 3), line('sauce', 1)])),
    ).toEqual([['sauce:12 oz', 1]]);
  });

  it('takes the server’s lines, prices and removals where nothing changed here', () => {
    const repriced = { ...line('rub', 2), priceCents: 999 };
    expect(
      rebaseCart(
        [line('rub', 2), line('sauce', 1)],
        [line('rub', 2), line('sauce', 1)],
        [repriced],
      ),
    ).toEqual([repriced]);
  });

  it('keeps a line changed here that is gone there', () => {
    expect(quantities(rebaseCart([line('rub', 2)], [line('rub', 3)], []))).toEqual([
      ['rub:12 oz', 3],
    ]);
  });

  const cart = fc
    .uniqueArray(
      fc.record({
        product: fc.constantFrom('rub', 'sauce', 'chips', 'gloves'),
        quantity: fc.integer({ min: 1, max: 10 }),
      }),
      { selector: (l) => l.product, maxLength: 4 },
    )
    .map((lines) => lines.map((l) => line(l.product, l.quantity)));

  it('never loses a line added here, and keeps every quantity within 1–10', () => {
    fc.assert(
      fc.property(cart, cart, cart, (base, local, server) => {
        const result = rebaseCart(base, local, server);
        const ids = result.map((l) => l.id);
        expect(new Set(ids).size).toBe(ids.length);
        for (const l of result) expect(l.quantity).toBeGreaterThanOrEqual(1);
        for (const l of result) expect(l.quantity).toBeLessThanOrEqual(maxQuantity);
        for (const added of local.filter((l) => !base.some((b) => b.id === l.id))) {
          expect(ids).toContain(added.id);
        }
      }),
    );
  });

  it('gives the server’s copy when nothing changed here, and this browser’s when nothing changed there', () => {
    fc.assert(
      fc.property(cart, cart, (base, other) => {
        expect(sameCart(rebaseCart(base, base, other), other)).toBe(true);
        expect(sameCart(rebaseCart(base, other, base), other)).toBe(true);
      }),
    );
  });
});

describe('replaying favourites changed here over the server’s copy', () => {
  it('adds those saved here in front, with ids of their own, and drops those removed here', () => {
    const server = [favorite('ribs', 7), favorite('wings', 8)];
    const result = rebaseFavorites([favorite('wings')], [favorite('brisket', 8)], server);
    expect(result.map((f) => [f.refId, f.id])).toEqual([
      ['brisket', 8],
      ['ribs', 7],
    ]);
  });

  it('saves one saved on both sides once', () => {
    const result = rebaseFavorites([], [favorite('ribs')], [favorite('ribs', 3)]);
    expect(result.map((f) => [f.refId, f.id])).toEqual([['ribs', 3]]);
  });

  it('lists what was added and removed here', () => {
    const changes = favoriteChanges(
      [favorite('ribs'), favorite('wings')],
      [favorite('ribs'), favorite('brisket')],
    );
    expect(changes.added.map((f) => f.refId)).toEqual(['brisket']);
    expect(changes.removed.map((f) => f.refId)).toEqual(['wings']);
    expect(sameFavorites([favorite('ribs')], [favorite('ribs', 4)])).toBe(true);
    expect(sameFavorites([favorite('ribs')], [favorite('wings')])).toBe(false);
  });

  it('never loses one saved here, and never lists one twice', () => {
    const list = fc
      .uniqueArray(fc.constantFrom('ribs', 'wings', 'brisket', 'pork'), { maxLength: 4 })
      .map((refs) => refs.map((ref, i) => favorite(ref, i + 1)));
    fc.assert(
      fc.property(list, list, list, (base, local, server) => {
        const result = rebaseFavorites(base, local, server);
        const refs = result.map((f) => f.refId);
        expect(new Set(refs).size).toBe(refs.length);
        expect(new Set(result.map((f) => f.id)).size).toBe(result.length);
        for (const added of favoriteChanges(base, local).added) expect(refs).toContain(added.refId);
        for (const removed of favoriteChanges(base, local).removed) {
          expect(refs).not.toContain(removed.refId);
        }
      }),
    );
  });
});
