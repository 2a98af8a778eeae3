import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { invoiceSampleOrder } from '../../fixtures/orders';
import type { Order } from '../../domain/types';
import { buildInvoicePdf, invoiceFileName } from './invoice-pdf';

const options = { brandName: 'Forge & Flame', supportEmail: 'support@forgeandflame.example' };

function pdfText(order: Order): string {
  return Buffer.from(buildInvoicePdf(order, options).output('arraybuffer')).toString('latin1');
}

describe('invoice PDF', () => {
  it("is a real PDF of the spec's sample invoice: number, lines, totals, payment, support", () => {
    const text = pdfText(invoiceSampleOrder);
    expect(text.startsWith('%PDF-')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    for (const expected of [
      'FF-2024-0015',
      'Confirmed',
      'Dec 14, 2024',
      'Instant-Read Meat Thermometer',
      'Pro Dual-Probe',
      'Bristle-Free Grill Brush',
      '18 in',
      '$49.98',
      '$124.98',
      'Free',
      '$10.94',
      '$135.92',
      'Visa ending in 4242',
      'support@forgeandflame.example',
      'Sarah Mitchell',
      '1420 N Dearborn St',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('names the shipping method and its charge', () => {
    const text = pdfText({
      ...invoiceSampleOrder,
      shippingCents: 999,
      shippingMethod: { id: 'local-same-day', name: 'Same Day Delivery' },
    });
    expect(text).toContain('SHIPPING METHOD');
    expect(text).toContain('Same Day Delivery: $9.99');
  });

  it("shows a gift card's part and what the card was charged", () => {
    const text = pdfText({ ...invoiceSampleOrder, giftCardCents: 3000 });
    expect(text).toContain('Gift card');
    expect(text).toContain('-$30.00');
    expect(text).toContain('Charged to card');
    expect(text).toContain('$105.92');
  });

  it('lists each refund: when, what, where it went and how much', () => {
    const refunded = {
      ...invoiceSampleOrder,
      refunds: [
        {
          id: 'r1',
          createdAt: '2024-12-20T15:00:00.000Z',
          kind: 'lines' as const,
          amountCents: 1413,
          cardCents: 1413,
          giftCardCents: 0,
          lines: [{ productId: 'rub', size: 'Jar', name: 'Brisket Rub', quantity: 1 }],
        },
      ],
    };
    const text = pdfText(refunded);
    expect(text).toContain('REFUNDS');
    // PDF strings escape their parentheses.
    expect(text).toContain('Dec 20, 2024: 1 x Brisket Rub \\(Jar\\), to the Visa ending in 4242');
    expect(text).toContain('-$14.13');
  });

  it('names the file after the order', () => {
    expect(invoiceFileName('FF-2026-0001')).toBe('invoice-FF-2026-0001.pdf');
  });

  it('always carries the order number and the total of any order', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2024, max: 2099 }),
        fc.integer({ min: 1, max: 9999 }),
        fc.integer({ min: 1, max: 99_999_999 }),
        fc.integer({ min: 0, max: 999 }),
        (year, sequence, totalCents, shippingCents) => {
          const id = `FF-${year}-${String(sequence).padStart(4, '0')}`;
          const text = pdfText({
            ...invoiceSampleOrder,
            id,
            shippingCents,
            totalCents,
          });
          const dollars = new Intl.NumberFormat('en-US', {
            style: 'currency',
            currency: 'USD',
          }).format(totalCents / 100);
          expect(text).toContain(id);
          expect(text).toContain(dollars);
        },
      ),
      { numRuns: 25 },
    );
  });
});
