import { formatMoney } from '../../design-system/lib/money';
import type { StoreDetails } from '../../domain/store';
import type { Order } from '../../domain/types';
import type { Tx } from '../db/client';
import { storeDetailsForMail } from '../services/settings';
import type { Mail } from './mailer';
import type { MailOutbox } from './outbox';
import { paths } from '../../domain/paths';

/** The invoice's address on the storefront; a guest's carries the order's key. */
export function invoiceUrl(publicUrl: string, order: Pick<Order, 'id'>, key?: string): string {
  const url = new URL(paths.invoice(order.id), publicUrl);
  if (key) url.searchParams.set('key', key);
  return url.href;
}

const lineText = (order: Order, currency: string) =>
  order.items
    .map(
      (line) =>
        `  ${line.quantity} × ${line.name} (${line.size})  ${formatMoney(line.priceCents * line.quantity, currency)}`,
    )
    .join('\n');

/** 'Your order FF-2026-0016 is confirmed', with its lines, totals and invoice link. */
export function confirmationMail(order: Order, invoice: string, store: StoreDetails): Mail {
  const address = order.shippingAddress;
  const money = (cents: number) => formatMoney(cents, store.currency);
  return {
    to: order.email,
    subject: `Your ${store.name} order ${order.id} is confirmed`,
    replyTo: store.contact.email,
    text: [
      `Thank you for your order, ${order.customerName}.`,
      '',
      `Order ${order.id}`,
      lineText(order, store.currency),
      '',
      `Subtotal  ${money(order.subtotalCents)}`,
      `Shipping${order.shippingMethod ? ` (${order.shippingMethod.name})` : ''}  ${order.shippingCents === 0 ? 'Free' : money(order.shippingCents)}`,
      `Tax       ${money(order.taxCents)}`,
      `Total     ${money(order.totalCents)}`,
      ...(order.giftCardCents > 0
        ? [
            `Gift card −${money(order.giftCardCents)}`,
            `Charged to card  ${money(order.totalCents - order.giftCardCents)}`,
          ]
        : []),
      '',
      `Paid with ${order.paymentMethod.brand} ending in ${order.paymentMethod.last4}.`,
      `Shipping to ${address.name}, ${address.address}, ${address.city}, ${address.state} ${address.zipCode}.`,
      '',
      `Your invoice: ${invoice}`,
      '',
      `Questions? Reply to this e-mail or write to ${store.contact.email}.`,
      '',
      `— ${store.name}`,
    ].join('\n'),
  };
}

/** 'Your order FF-2026-0016 has shipped'. */
export function shippedMail(order: Order, invoice: string, store: StoreDetails): Mail {
  return {
    to: order.email,
    subject: `Your ${store.name} order ${order.id} has shipped`,
    replyTo: store.contact.email,
    text: [
      `Good news, ${order.customerName}: your order ${order.id} is on its way.`,
      '',
      lineText(order, store.currency),
      '',
      `Your invoice: ${invoice}`,
      '',
      `— ${store.name}`,
    ].join('\n'),
  };
}

/**
 * The e-mails an order sends, written to the outbox in the transaction that stores the order
 * or its new status: the e-mail exists exactly when the change does, and the job queue
 * delivers it after the commit.
 */
export function orderMail(mailer: MailOutbox, publicUrl: string) {
  return {
    async placed(tx: Tx, order: Order, key?: string) {
      const details = await storeDetailsForMail(tx);
      await mailer.send(confirmationMail(order, invoiceUrl(publicUrl, order, key), details), {
        tx,
      });
    },
    async shipped(tx: Tx, order: Order) {
      const details = await storeDetailsForMail(tx);
      await mailer.send(shippedMail(order, invoiceUrl(publicUrl, order), details), { tx });
    },
  };
}

export type OrderMail = ReturnType<typeof orderMail>;
