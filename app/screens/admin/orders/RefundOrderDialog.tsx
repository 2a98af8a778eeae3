import { AlertDialog } from '@ds/primitives/AlertDialog/AlertDialog';
import { formatMoney } from '@ds/lib/money';
import { moneyBackGuaranteeDays } from '@domain/constants';
import type { Order } from '@domain/types';

export interface RefundOrderDialogProps {
  /** The order to refund; kept while the dialog closes, so its text does not vanish mid-fade. */
  order: Order | null;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Refunds; the dialog stays open while it is pending. */
  onConfirm: () => unknown;
}

/** 'Refund order FF-2026-0012?': the money-back guarantee's confirmation, naming the amount. */
export function RefundOrderDialog({ order, ...dialog }: RefundOrderDialogProps) {
  const amount = order ? formatMoney(order.totalCents) : '';
  return (
    <AlertDialog
      {...dialog}
      tone="default"
      title={`Refund order ${order?.id ?? ''}?`}
      confirmLabel={`Refund ${amount}`}
      pendingLabel="Refunding..."
    >
      {order
        ? `${order.customerName} gets ${amount} back on the ${order.paymentMethod.brand} ending in ${order.paymentMethod.last4}, under the ${moneyBackGuaranteeDays}-day money-back guarantee. This cannot be undone.`
        : null}
    </AlertDialog>
  );
}
