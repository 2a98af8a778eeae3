import { AlertDialog } from '@ds/primitives/AlertDialog/AlertDialog';
import { formatMoney } from '@ds/lib/money';
import type { Order } from '@domain/types';
import { countOf } from '@ds/lib/count';

export interface CancelOrderDialogProps {
  /** The order to cancel; kept while the dialog closes, so its text does not vanish mid-fade. */
  order: Order | null;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Cancels; the dialog stays open while it is pending. */
  onConfirm: () => unknown;
}

/** What cancelling gives back: the card's part and the gift card's part of a paid order. */
export function cancelRefundText(order: Order): string {
  if (order.paymentStatus !== 'paid') return 'Nothing was charged, so nothing is refunded.';
  const cardCents = order.totalCents - order.giftCardCents;
  const parts = [
    cardCents > 0
      ? `${formatMoney(cardCents)} on the ${order.paymentMethod.brand} ending in ${order.paymentMethod.last4}`
      : null,
    order.giftCardCents > 0 ? `${formatMoney(order.giftCardCents)} on the gift card` : null,
  ].filter(Boolean);
  return `${order.customerName} gets back ${parts.join(' and ')}.`;
}

/**
 * 'Cancel order FF-2026-0012?': says what cancelling does before it does it: the lines go back
 * on the shelf and a paid order is refunded in full, to the card and the gift card it used.
 */
export function CancelOrderDialog({ order, ...dialog }: CancelOrderDialogProps) {
  const units = order ? order.items.reduce((sum, line) => sum + line.quantity, 0) : 0;
  return (
    <AlertDialog
      {...dialog}
      title={`Cancel order ${order?.id ?? ''}?`}
      confirmLabel={
        order?.paymentStatus === 'paid'
          ? `Cancel and refund ${formatMoney(order.totalCents)}`
          : 'Cancel order'
      }
      cancelLabel="Keep order"
      pendingLabel="Cancelling..."
    >
      {order
        ? `${countOf(units, 'item')} ${units === 1 ? 'goes' : 'go'} back on the shelf. ${cancelRefundText(order)} This cannot be undone.`
        : null}
    </AlertDialog>
  );
}
