import { formatMoney } from '@ds/lib/money';
import type { InvoiceRefund } from '@ds/patterns/InvoiceDocument/InvoiceDocument';
import type { OrderRefund } from '@domain/order-refunds';
import type { Order } from '@domain/types';
import { formatDate } from './dates';

/** '2 × Brisket Rub (Jar), 1 × Sauce (Bottle)'; a whole-order refund is 'The rest of the order'. */
function whatCameBack(refund: OrderRefund): string {
  if (refund.kind === 'order') return 'The rest of the order';
  return refund.lines.map((line) => `${line.quantity} × ${line.name} (${line.size})`).join(', ');
}

/** 'to the Visa ending in 4242', 'to the gift card', or both with their amounts. */
function whereItWent(refund: OrderRefund, order: Order): string {
  const card = `the ${order.paymentMethod.brand} ending in ${order.paymentMethod.last4}`;
  if (refund.giftCardCents === 0) return `to ${card}`;
  if (refund.cardCents === 0) return 'to the gift card';
  return `${formatMoney(refund.cardCents)} to ${card} and ${formatMoney(refund.giftCardCents)} to the gift card`;
}

/** The order's refunds as the invoice lists them. */
export function invoiceRefunds(order: Order): InvoiceRefund[] {
  return (order.refunds ?? []).map((refund) => ({
    id: refund.id,
    date: formatDate(refund.createdAt),
    dateTime: refund.createdAt,
    amountCents: refund.amountCents,
    description: `${whatCameBack(refund)}, ${whereItWent(refund, order)}`,
  }));
}
