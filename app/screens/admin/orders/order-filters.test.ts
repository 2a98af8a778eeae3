import { describe, expect, it } from 'vitest';
import { orders } from '@fixtures/orders';
import {
  filterOrders,
  hasOrderFilters,
  noOrderFilters,
  readOrderFilters,
  statusCounts,
  writeOrderFilters,
} from './order-filters';

describe('admin order filters', () => {
  it('reads and writes the URL, ignoring what it does not know', () => {
    const filters = readOrderFilters(
      new URLSearchParams('q=FF-2024&status=pending&payment=paid&payment=lost'),
    );
    expect(filters).toEqual({ query: 'FF-2024', status: 'pending', payments: ['paid'] });
    expect(writeOrderFilters(filters).toString()).toBe('q=FF-2024&status=pending&payment=paid');
    expect(readOrderFilters(new URLSearchParams('status=lost'))).toEqual(noOrderFilters);
    expect(hasOrderFilters(noOrderFilters)).toBe(false);
  });

  it('really filters by status (confirmed included)', () => {
    for (const status of ['pending', 'confirmed', 'delivered', 'cancelled'] as const) {
      const shown = filterOrders(orders, { ...noOrderFilters, status });
      expect(shown.every((order) => order.status === status)).toBe(true);
      expect(shown).toHaveLength(orders.filter((order) => order.status === status).length);
    }
    expect(filterOrders(orders, noOrderFilters)).toEqual(orders);
  });

  it('searches the order id, the customer name and e-mail, case-insensitively', () => {
    const first = orders[0]!;
    expect(filterOrders(orders, { ...noOrderFilters, query: first.id.toLowerCase() })).toEqual([
      first,
    ]);
    const byName = filterOrders(orders, {
      ...noOrderFilters,
      query: first.customerName.toUpperCase(),
    });
    expect(byName).toContain(first);
    expect(byName.every((order) => order.customerName === first.customerName)).toBe(true);
  });

  it('combines search, status and payment with AND', () => {
    const shown = filterOrders(orders, {
      query: '',
      status: 'pending',
      payments: ['pending'],
    });
    expect(shown.every((o) => o.status === 'pending' && o.paymentStatus === 'pending')).toBe(true);
  });

  it('counts each status chip under the search and payment filter', () => {
    const counts = statusCounts(orders, noOrderFilters);
    expect(counts.all).toBe(orders.length);
    expect(counts.pending).toBe(orders.filter((o) => o.status === 'pending').length);
    const paid = statusCounts(orders, { ...noOrderFilters, status: 'pending', payments: ['paid'] });
    expect(paid.all).toBe(orders.filter((o) => o.paymentStatus === 'paid').length);
  });
});
