import type { ActivityItem } from '@ds/patterns/ActivityPopover/ActivityPopover';
import { formatMoney } from '@ds/lib/money';
import type { AdminTile, Order, SecurityEvent } from '@domain/types';
import { formatDateTime, matchesQuery } from '@app/admin/format';
import { paths } from '@domain/paths';

/** The tiles whose name or description contains the query, case-insensitively (spec). */
export function filterTiles(tiles: readonly AdminTile[], query: string): AdminTile[] {
  return tiles.filter((tile) => matchesQuery(query, tile.name, tile.description));
}

/** How many orders and how many entries in all the bell shows. */
export const activityLimits = { orders: 5, total: 8 } as const;

const severityTone = { info: 'neutral', warning: 'warning', critical: 'danger' } as const;

export function orderActivity(order: Order): ActivityItem {
  return {
    id: `order-${order.id}`,
    kind: 'order',
    title: `New order ${order.id}`,
    detail: `${order.customerName} · ${formatMoney(order.totalCents)}`,
    time: formatDateTime(order.createdAt),
    dateTime: order.createdAt,
    href: paths.invoice(order.id),
  };
}

export function securityActivity(event: SecurityEvent): ActivityItem {
  return {
    id: `security-${event.id}`,
    kind: 'security',
    title: event.description,
    detail: `${event.actor} · ${event.ip}`,
    time: formatDateTime(event.at),
    dateTime: event.at,
    href: paths.admin.security(),
    tone: severityTone[event.severity],
  };
}

/**
 * The bell's recent activity: the latest orders and the security events together, newest
 * first, at most `activityLimits.total` entries.
 */
export function recentActivity(
  events: readonly SecurityEvent[],
  orders: readonly Order[],
): ActivityItem[] {
  const latestOrders = [...orders]
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .slice(0, activityLimits.orders);
  return [...latestOrders.map(orderActivity), ...events.map(securityActivity)]
    .sort((a, b) => b.dateTime.localeCompare(a.dateTime))
    .slice(0, activityLimits.total);
}
