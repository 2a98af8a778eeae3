import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cartTotals } from './cart-math';
import {
  lineRefundCents,
  lineRefundRequestSchema,
  refundableLines,
  splitRefund,
  type OrderRefund,
} from './order-refunds';
import type { Order } from './types';

const line = (productId: string, priceCents: number, quantity: number) => ({
  productId,
  name: productId,
  size: 'Std',
  quantity,
  priceCents,
  image: '',
});

/** An order as checkout sums it: member discount, standard shipping, 8.75% tax. */
function orderOf(items: Order['items'], discountPercent = 0, giftCardCents = 0) {
  const sums = cartTotals(items, { memberDiscountPercent: discountPercent });
  return { items, ...sums, giftCardCents, refunds: [] as OrderRefund[] };
}

const refunded = (
  lines: { productId: string; quantity: number }[],
  amountCents: number,
): OrderRefund => ({
  id: 'r',
  createdAt: '2026-11-29T00:00:00.000Z',
  kind: 'lines',
  amountCents,
  cardCents: amountCents,
  giftCardCents: 0,
  lines: lines.map((l) => ({ ...l, size: 'Std', name: l.productId })),
});

describe('line refunds', () => {
  it('gives back the units at their price with their tax, without shipping', () => {
    const order = orderOf([line('rub', 1299, 2), line('sauce', 899, 1)]);
    // 1 rub: $12.99 + 8.75% tax ($1.14).
    expect(lineRefundCents(order, [{ productId: 'rub', size: 'Std', quantity: 1 }])).toBe(1413);
  });

  it('takes off the unit’s share of the member discount', () => {
    const order = orderOf([line('rub', 1000, 1), line('sauce', 1000, 1)], 20);
    // $10.00 less 20% = $8.00, plus 8.75% tax ($0.70).
    expect(lineRefundCents(order, [{ productId: 'rub', size: 'Std', quantity: 1 }])).toBe(870);
  });

  it('lists what may still be refunded', () => {
    const order = {
      ...orderOf([line('rub', 1299, 2)]),
      refunds: [refunded([{ productId: 'rub', quantity: 1 }], 1413)],
    };
    expect(refundableLines(order).map((l) => l.remaining)).toEqual([1]);
  });

  it('refunds, one unit at a time, add up to the goods and their tax, never more', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 1, max: 20_000 }), fc.integer({ min: 1, max: 10 })), {
          minLength: 1,
          maxLength: 6,
        }),
        fc.constantFrom(0, 20),
        (priced, discount) => {
          const items = priced.map(([price, qty], i) => line(`p${i}`, price, qty));
          let order = orderOf(items, discount);
          let sum = 0;
          for (const item of items) {
            for (let unit = 0; unit < item.quantity; unit++) {
              const lines = [{ productId: item.productId, size: 'Std', quantity: 1 }];
              const cents = lineRefundCents(order, lines);
              expect(cents).toBeGreaterThanOrEqual(0);
              sum += cents;
              order = {
                ...order,
                refunds: [
                  ...order.refunds,
                  refunded([{ productId: item.productId, quantity: 1 }], cents),
                ],
              };
            }
          }
          expect(sum).toBe(order.totalCents - order.shippingCents);
        },
      ),
    );
  });

  it('goes back to the card first, then to the gift card that paid', () => {
    const order = { ...orderOf([line('rub', 5000, 1)]), giftCardCents: 2000 };
    const cardPaid = order.totalCents - 2000;
    expect(splitRefund(order, 1000)).toEqual({ cardCents: 1000, giftCardCents: 0 });
    expect(splitRefund({ ...order, refunds: [refunded([], cardPaid - 500)] }, 1000)).toEqual({
      cardCents: 500,
      giftCardCents: 500,
    });
  });

  it('refuses an empty, repeated or fractional request with a clear message', () => {
    const issue = (body: unknown) =>
      lineRefundRequestSchema.safeParse(body).error?.issues[0]?.message;
    expect(issue({ lines: [] })).toBe('Choose at least one unit to refund');
    expect(issue({ lines: [{ productId: 'a', size: 'S', quantity: 1.5 }] })).toBe(
      'Quantity must be a whole number',
    );
    expect(
      issue({
        lines: [
          { productId: 'a', size: 'S', quantity: 1 },
          { productId: 'a', size: 'S', quantity: 2 },
        ],
      }),
    ).toBe('Each line may appear once');
    expect(issue({})).toBe('Choose the lines to refund');
  });
});
