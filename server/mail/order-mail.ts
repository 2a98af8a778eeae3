import { formatMoney } from '../../design-system/lib/money';
import { brand } from '../../domain/brand';
import type { Order } from '../../domain/types';
import { sendInBackground, type Mail, type Mailer } from './mailer';

/** The invoice's address on the storefront; a guest's carries the order's key. */
export function invoiceUrl(publicUrl: string, order: Pick<Order, 'id'>, key?: string): string {
  const url = new URL(`/invoice/${encodeURIComponent(order.id)}`, publicUrl);
  if (key) url.searchParams.set('key', key);
  return url.href;
}

const lineText = (order: Order) =>
  order.items
    .map(
      (line) =>
        `  ${line.quantity} × ${line.name} (${line.size})  ${formatMoney(line.priceCents * line.quantity)}`,
    )
    .join('\n');

/** 'Your order FF-2026-0016 is confirmed', with its lines, totals and invoice link. */
export function confirmationMail(order: Order, invoice: string): Mail {
  const address = order.shippingAddress;
  return {
    to: order.email,
    subject: `Your ${brand.name} order ${order.id} is confirmed`,
    replyTo: brand.supportEmail,
    text: [
      `Thank you for your order, ${order.customerName}.`,
      '',
      `Order ${order.id}`,
      lineText(order),
      '',
      `Subtotal  ${formatMoney(order.subtotalCents)}`,
      `Shipping${order.shippingMethod ? ` (${order.shippingMethod.name})` : ''}  ${order.shippingCents === 0 ? 'Free' : formatMoney(order.shippingCents)}`,
      `Tax       ${formatMoney(order.taxCents)}`,
      `Total     ${formatMoney(order.totalCents)}`,
      '',
      `Paid with ${order.paymentMethod.brand} ending in ${order.paymentMethod.last4}.`,
      `Shipping to ${address.name}, ${address.address}, ${address.city}, ${address.state} ${address.zipCode}.`,
      '',
      `Your invoice: ${invoice}`,
      '',
      `Questions? Reply to this e-mail or write to ${brand.supportEmail}.`,
    ].join('\n'),
  };
}

/** 'Your order FF-2026-0016 has shipped'. */
export function shippedMail(order: Order, invoice: string): Mail {
  return {
    to: order.email,
    subject: `Your ${brand.name} order ${order.id} has shipped`,
    replyTo: brand.supportEmail,
    text: [
      `Good news, ${order.customerName}: your order ${order.id} is on its way.`,
      '',
      lineText(order),
      '',
      `Your invoice: ${invoice}`,
    ].join('\n'),
  };
}

/** The e-mails an order sends, once it is stored. */
export function orderMail(mailer: Mailer, publicUrl: string) {
  return {
    placed(order: Order, key?: string) {
      sendInBackground(mailer, confirmationMail(order, invoiceUrl(publicUrl, order, key)));
    },
    shipped(order: Order) {
      sendInBackground(mailer, shippedMail(order, invoiceUrl(publicUrl, order)));
    },
  };
}

export type OrderMail = ReturnType<typeof orderMail>;
