import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cartTotals, shippingFor, taxFor } from './cart-math';

describe('cart arithmetic', () => {
  it("gives the spec's checkout summary for its sample cart: $124.98, Free, $10.94, $135.92", () => {
    const totals = cartTotals([
      { priceCents: 2499, quantity: 2 },
      { priceCents: 7500, quantity: 1 },
    ]);
    expect(totals).toEqual({
      subtotalCents: 12498,
      shippingCents: 0,
      taxCents: 1094,
      totalCents: 13592,
    });
  });

  it('ships free only when the subtotal exceeds $75.00', () => {
    expect(shippingFor(7500)).toBe(999);
    expect(shippingFor(7501)).toBe(0);
    expect(shippingFor(1)).toBe(999);
    expect(shippingFor(0)).toBe(0);
  });

  it("charges the chosen shipping method's price instead of the parcel rate", () => {
    expect(cartTotals([{ priceCents: 3000, quantity: 1 }], 499)).toEqual({
      subtotalCents: 3000,
      shippingCents: 499,
      taxCents: 263,
      totalCents: 3762,
    });
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
