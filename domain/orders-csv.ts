import Papa from 'papaparse';
import type { Order } from './types';

/** 'pending' → 'Pending'. */
export const capitalize = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

/** Units in an order: the profile's '3 items'. */
export function orderItemCount(order: Pick<Order, 'items'>): number {
  return order.items.reduce((count, item) => count + item.quantity, 0);
}

/** The export's columns, in order (the brief's list). */
export const orderCsvColumns = [
  'Order ID',
  'Customer',
  'Email',
  'Date',
  'Status',
  'Payment',
  'Items',
  'Total',
] as const;

type OrderCsvRow = Record<(typeof orderCsvColumns)[number], string | number>;

/** Dollars with two decimals and no symbol, so a spreadsheet reads the column as numbers. */
const dollars = (cents: number) => (cents / 100).toFixed(2);

export function toOrderCsvRow(order: Order): OrderCsvRow {
  return {
    'Order ID': order.id,
    Customer: order.customerName,
    Email: order.email,
    Date: order.createdAt,
    Status: capitalize(order.status),
    Payment: capitalize(order.paymentStatus),
    Items: orderItemCount(order),
    Total: dollars(order.totalCents),
  };
}

/** The CSV of these orders (a header row, then one row per order, in the given order). */
export function ordersCsv(orders: readonly Order[]): string {
  const data = orders.map((order) => {
    const row = toOrderCsvRow(order);
    return orderCsvColumns.map((column) => row[column]);
  });
  // With no rows Papa still ends the header with a line break; drop it for one shape.
  return Papa.unparse(
    { fields: [...orderCsvColumns], data },
    // A cell starting with =, +, - or @ would run as a formula: Papa puts an apostrophe first.
    { newline: '\r\n', escapeFormulae: true },
  ).replace(/\r\n$/, '');
}

/** orders-YYYY-MM-DD.csv, with the day the export was made (the admin's own calendar day). */
export function ordersCsvFileName(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `orders-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.csv`;
}
