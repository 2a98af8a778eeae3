import { Package } from 'lucide-react';
import { OrderCard } from '@ds/patterns/OrderCard/OrderCard';
import { EmptyState } from '@ds/primitives/EmptyState/EmptyState';
import { LinkButton } from '@ds/primitives/LinkButton/LinkButton';
import { Stack } from '@ds/primitives/Stack/Stack';
import type { Order } from '@domain/types';
import { toOrderCardView } from '../../commerce/order-views';
import { paths } from '@domain/paths';

/** The account's orders, newest first, each with 'View Invoice'. */
export function OrdersPanel({ orders }: { orders: Order[] }) {
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
        const view = toOrderCardView(order);
        return (
          <li key={order.id}>
            <OrderCard {...view} headingLevel={3} />
          </li>
        );
      })}
    </Stack>
  );
}
