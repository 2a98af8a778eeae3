import { Eye, ListX, RefreshCw, Truck, Undo2 } from 'lucide-react';
import { Button } from '@ds/primitives/Button/Button';
import { LinkButton } from '@ds/primitives/LinkButton/LinkButton';
import { Menu, MenuItem, MenuSection, MenuSeparator, MenuTrigger } from '@ds/primitives/Menu/Menu';
import { TableActions } from '@ds/primitives/Table/Table';
import type { Order, OrderStatus } from '@domain/types';
import { refundableLines } from '@domain/order-refunds';
import { capitalize } from '@app/admin/format';
import { orderStatuses } from './order-filters';
import { paths } from '@domain/paths';

/**
 * Refund is offered for a delivered, paid order; the 30-day window is the server's to judge
 * (the order carries no delivery date), and its refusal reaches the screen's alert.
 */
const offersRefund = (order: Order) =>
  order.status === 'delivered' && order.paymentStatus === 'paid';

export interface OrderRowActionsProps {
  order: Order;
  /** A status other than the order's own was chosen. */
  onChangeStatus: (status: OrderStatus) => void;
  /** Refund was chosen: ask before refunding. */
  onAskRefund: () => void;
  /** Refund items was chosen: ask which units came back. */
  onAskRefundLines: () => void;
  /** Tracking was chosen (a shipped or delivered order): enter or correct it. */
  onAskTracking: () => void;
}

const hasShipped = (order: Order) => order.status === 'shipped' || order.status === 'delivered';

/** A row's View (its invoice) and Update menu: the status choice, then Refund when it applies. */
export function OrderRowActions({
  order,
  onChangeStatus,
  onAskRefund,
  onAskRefundLines,
  onAskTracking,
}: OrderRowActionsProps) {
  return (
    <TableActions>
      <LinkButton
        href={paths.invoice(order.id)}
        variant="outline"
        size="sm"
        aria-label={`View ${order.id}`}
      >
        <Eye aria-hidden="true" />
        View
      </LinkButton>
      <MenuTrigger>
        <Button variant="ghost" size="sm" aria-label={`Update status of ${order.id}`}>
          <RefreshCw aria-hidden="true" />
          Update
        </Button>
        <Menu>
          <MenuSection
            title="Status"
            selectionMode="single"
            selectedKeys={[order.status]}
            disallowEmptySelection
            onSelectionChange={(keys) => {
              const [key] = keys === 'all' ? [] : [...keys];
              if (key !== undefined && key !== order.status) onChangeStatus(key as OrderStatus);
            }}
          >
            {orderStatuses.map((status) => (
              <MenuItem key={status} id={status}>
                {capitalize(status)}
              </MenuItem>
            ))}
          </MenuSection>
          {hasShipped(order) ? (
            <>
              <MenuSeparator />
              <MenuItem id="tracking" icon={<Truck aria-hidden="true" />} onAction={onAskTracking}>
                Tracking...
              </MenuItem>
            </>
          ) : null}
          {offersRefund(order) ? (
            <>
              <MenuSeparator />
              <MenuItem id="refund" icon={<Undo2 aria-hidden="true" />} onAction={onAskRefund}>
                Refund
              </MenuItem>
              {refundableLines(order).some((line) => line.remaining > 0) ? (
                <MenuItem
                  id="refund-items"
                  icon={<ListX aria-hidden="true" />}
                  onAction={onAskRefundLines}
                >
                  Refund items...
                </MenuItem>
              ) : null}
            </>
          ) : null}
        </Menu>
      </MenuTrigger>
    </TableActions>
  );
}
