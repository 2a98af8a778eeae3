import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { customerOrders, invoiceSampleOrder, orders } from '../../fixtures/orders';
import { mergeNewestFirst, orderItemCount, toOrderCardView } from './order-views';

describe('order views', () => {
  it("shows an order as the profile's card: number, status, date, items, total, invoice link", () => {
    expect(toOrderCardView(customerOrders[0]!)).toEqual({
      orderId: 'FF-2024-0012',
      status: 'processing',
      date: 'Dec 10, 2024',
      dateTime: '2024-12-10T16:05:00.000Z',
      itemCount: 4,
      totalCents: 6873,
      image: '/images/products/texas-brisket-rub.svg',
      invoiceHref: '/invoice/FF-2024-0012',
    });
    expect(orderItemCount(invoiceSampleOrder)).toBe(3);
  });

  it('merges lists newest first, each order once', () => {
    fc.assert(
      fc.property(fc.subarray(orders), fc.subarray(orders), (first, second) => {
        const merged = mergeNewestFirst(first, second);
        const ids = new Set([...first, ...second].map((order) => order.id));
        expect(merged.map((order) => order.id).sort()).toEqual([...ids].sort());
        for (let i = 1; i < merged.length; i++) {
          expect(merged[i - 1]!.createdAt >= merged[i]!.createdAt).toBe(true);
        }
      }),
    );
  });
});
