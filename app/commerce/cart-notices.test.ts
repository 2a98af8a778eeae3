import { describe, expect, it } from 'vitest';
import { cartHoldReason, cartNotices } from './cart-notices';
import { changedCart, changedCartChecks, goneCart, goneCartChecks } from './sample-carts';

describe('cart notices', () => {
  it('flags each changed line with its one action, and leaves a fine line alone', () => {
    const notices = cartNotices(changedCart, changedCartChecks);
    expect(Object.keys(notices)).toEqual(changedCart.slice(1).map((line) => line.id));
    expect(notices[changedCart[1]!.id]).toEqual({
      message: 'Only 1 left in 18 in.',
      actionLabel: 'Reduce to 1',
      fix: { kind: 'reduce', quantity: 1 },
    });
    expect(notices[changedCart[2]!.id]).toMatchObject({
      actionLabel: 'Accept new price',
      fix: { kind: 'accept', priceCents: changedCart[2]!.priceCents + 200 },
    });
    expect(notices[changedCart[3]!.id]).toMatchObject({
      message: 'Sold out in Standard.',
      fix: { kind: 'remove' },
    });
    expect(cartNotices(goneCart, goneCartChecks)[goneCart[0]!.id]).toMatchObject({
      message: 'This item is no longer sold.',
      actionLabel: 'Remove',
    });
  });

  it('holds checkout while checking or while any line is flagged', () => {
    expect(cartHoldReason(false, {})).toBeUndefined();
    expect(cartHoldReason(true, {})).toBe('Checking prices and stock…');
    expect(cartHoldReason(false, cartNotices(goneCart, goneCartChecks))).toMatch(/changed/);
  });
});
