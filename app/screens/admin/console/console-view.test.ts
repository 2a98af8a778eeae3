import { describe, expect, it } from 'vitest';
import { adminTiles, securityEvents } from '@fixtures/admin';
import { orders } from '@fixtures/orders';
import { activityLimits, filterTiles, recentActivity } from './console-view';

describe('admin console', () => {
  it("filters the fourteen tiles (the spec's nine, the Inbox, Forum Reports, Gift Cards, E-mail and Club Members) by name or description, case-insensitively", () => {
    expect(filterTiles(adminTiles, '')).toHaveLength(15);
    expect(filterTiles(adminTiles, 'ORDERS').map((t) => t.name)).toContain('Orders');
    // 'zones' is only in Shipping's description.
    expect(filterTiles(adminTiles, 'zones').map((t) => t.name)).toEqual(['Shipping']);
    expect(filterTiles(adminTiles, 'no such tool')).toEqual([]);
    expect(filterTiles(adminTiles, 'catering').map((t) => t.name)).toEqual(['Inbox']);
    expect(filterTiles(adminTiles, 'reported').map((t) => t.name)).toEqual(['Forum Reports']);
    expect(filterTiles(adminTiles, 'balance').map((t) => t.name)).toEqual(['Gift Cards']);
    expect(filterTiles(adminTiles, 'smokehouse').map((t) => t.name)).toEqual(['Club Members']);
  });

  it('merges the latest orders and the security events, newest first', () => {
    const activity = recentActivity(securityEvents, orders);
    expect(activity.length).toBeLessThanOrEqual(activityLimits.total);
    const times = activity.map((item) => item.dateTime);
    expect(times).toEqual([...times].sort().reverse());
    const order = activity.find((item) => item.kind === 'order')!;
    expect(order.href).toBe(`/invoice/${order.title.replace('New order ', '')}`);
    expect(activity.filter((item) => item.kind === 'order').length).toBeLessThanOrEqual(
      activityLimits.orders,
    );
    expect(activity.some((item) => item.kind === 'security')).toBe(true);
  });
});
