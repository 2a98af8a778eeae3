import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cartTotals, discountedGoodsCents, discountFor, shippingFor, taxFor } from './cart-math';

describe('cart arithmetic', () => {
  it("gives the spec's checkout summary for its sample cart: $124.98, Free, $10.94, $135.92", () => {
    const totals = cartTotals([
      { priceCents: 2499, quantity: 2 },
      { priceCents: 7500, quantity: 1 },
    ]);
    expect(totals).toEqual({
      subtotalCents: 12498,
      discountCents: 0,
      shippingCents: 0,
      taxCents: 1094,
      totalCents: 13592,
      giftCardCents: 0,
      amountDueCents: 13592,
    });
  });

  it('ships free only when the subtotal exceeds $75.00', () => {
    expect(shippingFor(7500)).toBe(999);
    expect(shippingFor(7501)).toBe(0);
    expect(shippingFor(1)).toBe(999);
    expect(shippingFor(0)).toBe(0);
  });

  it("charges the chosen shipping method's price instead of the parcel rate", () => {
    expect(cartTotals([{ priceCents: 3000, quantity: 1 }], { shippingCents: 499 })).toEqual({
      subtotalCents: 3000,
      discountCents: 0,
      shippingCents: 499,
      taxCents: 263,
      totalCents: 3762,
      giftCardCents: 0,
      amountDueCents: 3762,
    });
  });

  it('sums $80 of goods for a member in the order of issue 15: discount, shipping, tax, gift card', () => {
    // $80.00 − 20% = $64.00 of goods: not over $75, so $9.99 shipping; tax 8.75% of $64.00.
    expect(cartTotals([{ priceCents: 4000, quantity: 2 }], { memberDiscountPercent: 20 })).toEqual({
      subtotalCents: 8000,
      discountCents: 1600,
      shippingCents: 999,
      taxCents: 560,
      totalCents: 7959,
      giftCardCents: 0,
      amountDueCents: 7959,
    });
    // A $30 gift card pays last, out of the total.
    const withCard = cartTotals([{ priceCents: 4000, quantity: 2 }], {
      memberDiscountPercent: 20,
      giftCardBalanceCents: 3000,
    });
    expect([withCard.totalCents, withCard.giftCardCents, withCard.amountDueCents]).toEqual([
      7959, 3000, 4959,
    ]);
    // A card worth more than the order pays all of it; the card is charged nothing.
    const paidInFull = cartTotals([{ priceCents: 4000, quantity: 2 }], {
      memberDiscountPercent: 20,
      giftCardBalanceCents: 10_000,
    });
    expect([paidInFull.giftCardCents, paidInFull.amountDueCents]).toEqual([7959, 0]);
  });

  it('neither discounts, taxes nor ships gift cards and memberships', () => {
    const totals = cartTotals(
      [
        { priceCents: 5000, quantity: 1, goods: false },
        { priceCents: 3900, quantity: 1, goods: false },
      ],
      { memberDiscountPercent: 20, shippingCents: 999 },
    );
    expect(totals).toMatchObject({
      subtotalCents: 8900,
      discountCents: 0,
      shippingCents: 0,
      taxCents: 0,
      totalCents: 8900,
    });
    // Beside goods, only the goods are discounted and taxed.
    const mixed = cartTotals(
      [
        { priceCents: 10_000, quantity: 1 },
        { priceCents: 5000, quantity: 1, goods: false },
      ],
      { memberDiscountPercent: 20 },
    );
    expect(mixed).toMatchObject({
      subtotalCents: 15_000,
      discountCents: 2000,
      shippingCents: 0,
      taxCents: 700,
      totalCents: 13_700,
    });
  });

  it('judges free shipping on the discounted goods', () => {
    // $90 of goods is free to ship, but not after 20% off ($72).
    expect(cartTotals([{ priceCents: 9000, quantity: 1 }]).shippingCents).toBe(0);
    expect(
      cartTotals([{ priceCents: 9000, quantity: 1 }], { memberDiscountPercent: 20 }).shippingCents,
    ).toBe(999);
    expect(discountedGoodsCents([{ priceCents: 9000, quantity: 1 }], 20)).toBe(7200);
  });

  it('rounds the discount half up to the cent', () => {
    expect(discountFor(2499, 20)).toBe(500); // 499.8 cents
    expect(discountFor(2, 25)).toBe(1); // 0.5 cents
  });

  it('rounds tax half up to the cent', () => {
    expect(taxFor(40)).toBe(4); // 3.5 cents
    expect(taxFor(12498)).toBe(1094); // 1093.575 cents
    expect(taxFor(7500)).toBe(656); // 656.25 cents
  });

  it('always totals subtotal + shipping + tax, in whole cents', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            priceCents: fc.integer({ min: 1, max: 50_000 }),
            quantity: fc.integer({ min: 1, max: 10 }),
          }),
          {
            maxLength: 20,
          },
        ),
        (lines) => {
          const t = cartTotals(lines);
          for (const value of Object.values(t)) expect(Number.isInteger(value)).toBe(true);
          expect(t.totalCents).toBe(t.subtotalCents + t.shippingCents + t.taxCents);
          expect(Math.abs(t.taxCents * 10_000 - t.subtotalCents * 875)).toBeLessThanOrEqual(5_000);
          expect(t.shippingCents).toBe(t.subtotalCents > 7500 || t.subtotalCents === 0 ? 0 : 999);
        },
      ),
    );
  });
});
