import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { orders } from '../fixtures/orders';
import { orderCsvColumns, ordersCsv, ordersCsvFileName } from './orders-csv';

describe('orders CSV export', () => {
  it('has the header row and one row per order, in order', () => {
    const csv = ordersCsv(orders.slice(0, 3));
    const parsed = Papa.parse<string[]>(csv.trim());
    expect(parsed.data[0]).toEqual([...orderCsvColumns]);
    expect(parsed.data.slice(1).map((row) => row[0])).toEqual(orders.slice(0, 3).map((o) => o.id));
  });

  it('writes each column: id, customer, e-mail, ISO date, status, payment, units, total in dollars', () => {
    const order = orders[0]!;
    const [, row] = Papa.parse<string[]>(ordersCsv([order])).data;
    const units = order.items.reduce((sum, item) => sum + item.quantity, 0);
    expect(row).toEqual([
      order.id,
      order.customerName,
      order.email,
      order.createdAt,
      order.status.charAt(0).toUpperCase() + order.status.slice(1),
      order.paymentStatus.charAt(0).toUpperCase() + order.paymentStatus.slice(1),
      String(units),
      (order.totalCents / 100).toFixed(2),
    ]);
  });

  it('quotes names with commas and quotes', () => {
    const order = { ...orders[0]!, customerName: 'Smith, "Big" Al' };
    expect(ordersCsv([order])).toContain('"Smith, ""Big"" Al"');
  });

  it('is just the header for no orders', () => {
    expect(ordersCsv([])).toBe(orderCsvColumns.join(','));
  });

  it('names the file after the day: orders-YYYY-MM-DD.csv', () => {
    expect(ordersCsvFileName(new Date(2025, 0, 5, 23, 59))).toBe('orders-2025-01-05.csv');
  });
});
