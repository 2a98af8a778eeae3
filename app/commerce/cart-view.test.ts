import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cartTotals } from '../../domain/cart-math';
import { amountForFreeShippingCents, productHref, toOrderLines } from './cart-view';

describe('cart views', () => {
  it('links each line to its page', () => {
    expect(productHref('texas-brisket-rub')).toBe('/shop/texas-brisket-rub');
    expect(productHref('gift-card')).toBe('/gift-cards');
  });

  it('says how much more ships free: the subtotal must exceed $75.00', () => {
    expect(amountForFreeShippingCents(5798)).toBe(1703);
    expect(amountForFreeShippingCents(7500)).toBe(1);
    expect(amountForFreeShippingCents(7501)).toBe(0);
  });

  it("counts a member's goods after the discount: $93.76 of goods is $75.01, free", () => {
    expect(amountForFreeShippingCents(5798, 20)).toBe(3578);
    expect(amountForFreeShippingCents(9375, 20)).toBe(1);
    expect(amountForFreeShippingCents(9376, 20)).toBe(0);
  });

  it('asks for more exactly while shipping is charged', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), (subtotalCents) => {
        const more = amountForFreeShippingCents(subtotalCents);
        const charged = cartTotals([{ priceCents: subtotalCents, quantity: 1 }]).shippingCents > 0;
        expect(more > 0).toBe(charged);
        if (charged) {
          expect(
            cartTotals([{ priceCents: subtotalCents + more, quantity: 1 }]).shippingCents,
          ).toBe(0);
          expect(
            cartTotals([{ priceCents: subtotalCents + more - 1, quantity: 1 }]).shippingCents,
          ).toBeGreaterThan(0);
        }
      }),
    );
  });

  it('keeps everything of a line but its id for the order', () => {
    expect(
      toOrderLines([
        {
          id: 'texas-brisket-rub:6 oz',
          productId: 'texas-brisket-rub',
          name: 'Texas Brisket Rub',
          size: '6 oz',
          priceCents: 1299,
          quantity: 2,
          image: '/images/products/texas-brisket-rub.svg',
        },
      ]),
    ).toEqual([
      {
        productId: 'texas-brisket-rub',
        name: 'Texas Brisket Rub',
        size: '6 oz',
        priceCents: 1299,
        quantity: 2,
        image: '/images/products/texas-brisket-rub.svg',
      },
    ]);
  });
});
