import Papa from 'papaparse';
import { desc } from 'drizzle-orm';
import { readers } from '../../domain/permissions';
import type { Order } from '../../domain/types';
import { authorize, type Caller } from '../caller';
import type { Db } from '../db/client';
import { orders } from '../db/schema';
import { toOrder } from './orders';

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

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const itemCount = (order: Order) => order.items.reduce((sum, line) => sum + line.quantity, 0);

export function toCsvRow(order: Order): (string | number)[] {
  return [
    order.id,
    order.customerName,
    order.email,
    order.createdAt,
    capitalize(order.status),
    capitalize(order.paymentStatus),
    itemCount(order),
    (order.totalCents / 100).toFixed(2),
  ];
}

/**
 * Every order, newest first, as CSV (a header row, then one row per order). A spreadsheet runs
 * a cell that starts with =, +, - or @ as a formula (OWASP "CSV injection"): Papa's
 * `escapeFormulae` puts an apostrophe before such text, which makes it inert.
 */
export async function ordersCsv(db: Db, caller: Caller | null): Promise<string> {
  authorize(caller, readers.orders);
  const rows = (await db.select().from(orders).orderBy(desc(orders.createdAt))).map(toOrder);
  return Papa.unparse(
    { fields: [...orderCsvColumns], data: rows.map(toCsvRow) },
    { newline: '\r\n', escapeFormulae: true },
  );
}
