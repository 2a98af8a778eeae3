import { Package } from 'lucide-react';
import { OrderCard } from '@ds/patterns/OrderCard/OrderCard';
import { EmptyState } from '@ds/primitives/EmptyState/EmptyState';
import { LinkButton } from '@ds/primitives/LinkButton/LinkButton';
import { Stack } from '@ds/primitives/Stack/Stack';
import type { Order } from '@domain/types';
import { toOrderCardView } from '../../commerce/order-views';
import { paths } from '@domain/paths';

/**
 * The account's orders, or the ones this browser placed as a guest, newest first, each with
 * 'View Invoice' (a guest's link carries the order's key from `orderKeys`).
 */
export function OrdersPanel({
  orders,
  orderKeys = {},
}: {
  orders: Order[];
  orderKeys?: Record<string, string>;
}) {
  if (orders.length === 0) {
    return (
      <EmptyState
        variant="outlined"
        headingLevel={3}
        icon={<Package aria-hidden="true" />}
        title="No orders yet"
        description="When you place an order it shows up here, with its invoice."
        action={
          <LinkButton href={paths.shop()} variant="accent">
            Start Shopping
          </LinkButton>
        }
      />
    );
  }
  return (
    <Stack as="ul" gap="md" aria-label="Orders">
      {orders.map((order) => {
        const view = toOrderCardView(order, orderKeys[order.id]);
        return (
          <li key={order.id}>
            <OrderCard {...view} headingLevel={3} />
          </li>
        );
      })}
    </Stack>
  );
}
