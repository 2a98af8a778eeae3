import { formatMoney } from '../../design-system/lib/money';
import type { OrderRefund } from '../../domain/order-refunds';
import { paths } from '../../domain/paths';
import { trackingUrl } from '../../domain/shipment';
import type { StoreDetails } from '../../domain/store';
import type { Order } from '../../domain/types';
import type { Tx } from '../db/client';
import { storeDetailsForMail } from '../services/settings';
import type { Mail } from './mailer';
import type { MailOutbox } from './outbox';
import { composeMail, link, paragraph, type MailBlock } from './template';

/** The invoice's address on the storefront; a guest's carries the order's key. */
export function invoiceUrl(publicUrl: string, order: Pick<Order, 'id'>, key?: string): string {
  const url = new URL(paths.invoice(order.id), publicUrl);
  if (key) url.searchParams.set('key', key);
  return url.href;
}

const orderLines = (order: Order, currency: string): MailBlock => ({
  kind: 'rows',
  indent: true,
  rows: order.items.map((line) => [
    `${line.quantity} × ${line.name} (${line.size})`,
    formatMoney(line.priceCents * line.quantity, currency),
  ]),
});

const invoiceLink = (invoice: string) => link('Your invoice', invoice);

/** 'Your order FF-2026-0016 is confirmed', with its lines, totals and invoice link. */
export function confirmationMail(order: Order, invoice: string, store: StoreDetails) {
  const address = order.shippingAddress;
  const money = (cents: number) => formatMoney(cents, store.currency);
  const shipping = `Shipping${order.shippingMethod ? ` (${order.shippingMethod.name})` : ''}`;
  const totals: [string, string][] = [
    ['Subtotal', money(order.subtotalCents)],
    [shipping, order.shippingCents === 0 ? 'Free' : money(order.shippingCents)],
    ['Tax', money(order.taxCents)],
    ['Total', money(order.totalCents)],
    ...(order.giftCardCents > 0
      ? ([
          ['Gift card', `−${money(order.giftCardCents)}`],
          ['Charged to card', money(order.totalCents - order.giftCardCents)],
        ] as [string, string][])
      : []),
  ];
  return composeMail({
    to: order.email,
    subject: `Your ${store.name} order ${order.id} is confirmed`,
    store,
    blocks: [
      paragraph(`Thank you for your order, ${order.customerName}.`),
      paragraph(`Order ${order.id}`),
      orderLines(order, store.currency),
      { kind: 'rows', rows: totals },
      paragraph(
        `Paid with ${order.paymentMethod.brand} ending in ${order.paymentMethod.last4}.` +
          ` Shipping to ${address.name}, ${address.address}, ${address.city}, ${address.state} ${address.zipCode}.`,
      ),
      invoiceLink(invoice),
    ],
  });
}

/** 'Your order FF-2026-0016 has shipped', with its carrier, tracking number and tracking page. */
export function shippedMail(order: Order, invoice: string, store: StoreDetails) {
  const shipment = order.shipment;
  const url = shipment && trackingUrl(shipment);
  return composeMail({
    to: order.email,
    subject: `Your ${store.name} order ${order.id} has shipped`,
    store,
    blocks: [
      paragraph(`Good news, ${order.customerName}: your order ${order.id} is on its way.`),
      ...(shipment
        ? [
            paragraph(`Carrier: ${shipment.carrier}. Tracking number: ${shipment.trackingNumber}.`),
            ...(url ? [link(`Track it with ${shipment.carrier}`, url)] : []),
          ]
        : []),
      orderLines(order, store.currency),
      invoiceLink(invoice),
    ],
  });
}

/** 'Your order FF-2026-0016 was delivered'. */
export function deliveredMail(order: Order, invoice: string, store: StoreDetails) {
  return composeMail({
    to: order.email,
    subject: `Your ${store.name} order ${order.id} was delivered`,
    store,
    blocks: [
      paragraph(`Your order ${order.id} was delivered, ${order.customerName}. Enjoy the fire!`),
      orderLines(order, store.currency),
      paragraph(
        'Not happy with something? Our 30-day money-back guarantee starts today: reply to this e-mail.',
      ),
      invoiceLink(invoice),
    ],
  });
}

/** Where a refund went: '$12.00 to your Visa ending in 4242', and/or to the gift card. */
function refundDestination(order: Order, refund: OrderRefund, currency: string): string {
  const money = (cents: number) => formatMoney(cents, currency);
  const parts = [
    refund.cardCents > 0
      ? `${money(refund.cardCents)} to your ${order.paymentMethod.brand} ending in ${order.paymentMethod.last4}`
      : '',
    refund.giftCardCents > 0 ? `${money(refund.giftCardCents)} to the gift card you paid with` : '',
  ].filter(Boolean);
  return parts.join(' and ');
}

/** 'Your order FF-2026-0016 was cancelled': and refunded, when it was paid. */
export function cancelledMail(
  order: Order,
  invoice: string,
  store: StoreDetails,
  refund?: OrderRefund,
) {
  return composeMail({
    to: order.email,
    subject: `Your ${store.name} order ${order.id} was cancelled`,
    store,
    blocks: [
      paragraph(`We have cancelled your order ${order.id}, ${order.customerName}.`),
      orderLines(order, store.currency),
      paragraph(
        refund && refund.amountCents > 0
          ? `We refunded ${formatMoney(refund.amountCents, store.currency)}: ${refundDestination(order, refund, store.currency)}. Card refunds take 5–10 business days to appear.`
          : 'Nothing was charged for it.',
      ),
      invoiceLink(invoice),
    ],
  });
}

/** 'We refunded $12.00 on your order FF-2026-0016': how much, for what, to which card. */
export function refundedMail(
  order: Order,
  invoice: string,
  store: StoreDetails,
  refund: OrderRefund,
) {
  const amount = formatMoney(refund.amountCents, store.currency);
  return composeMail({
    to: order.email,
    subject: `We refunded ${amount} on your ${store.name} order ${order.id}`,
    store,
    blocks: [
      paragraph(
        `We refunded ${amount} on your order ${order.id}, ${order.customerName}: ${refundDestination(order, refund, store.currency)}.`,
      ),
      ...(refund.kind === 'lines'
        ? [
            {
              kind: 'rows',
              indent: true,
              rows: refund.lines.map((line) => [
                `${line.quantity} × ${line.name} (${line.size})`,
                'refunded',
              ]),
            } satisfies MailBlock,
          ]
        : [paragraph('The whole order is refunded.')]),
      paragraph('Card refunds take 5–10 business days to appear on your statement.'),
      invoiceLink(invoice),
    ],
  });
}

/**
 * The e-mails an order sends, written to the outbox in the transaction that stores the order
 * or its new status: the e-mail exists exactly when the change does, and the job queue
 * delivers it after the commit.
 */
export function orderMail(mailer: MailOutbox, publicUrl: string) {
  const send = async (
    tx: Tx,
    order: Order,
    write: (invoice: string, store: StoreDetails) => Promise<Mail>,
    key?: string,
  ) => {
    const store = await storeDetailsForMail(tx);
    await mailer.send(await write(invoiceUrl(publicUrl, order, key), store), { tx });
  };
  return {
    placed: (tx: Tx, order: Order, key?: string) =>
      send(tx, order, (invoice, store) => confirmationMail(order, invoice, store), key),
    shipped: (tx: Tx, order: Order) =>
      send(tx, order, (invoice, store) => shippedMail(order, invoice, store)),
    delivered: (tx: Tx, order: Order) =>
      send(tx, order, (invoice, store) => deliveredMail(order, invoice, store)),
    /** `refund`: what the cancel gave back (none when the order was not paid). */
    cancelled: (tx: Tx, order: Order, refund?: OrderRefund) =>
      send(tx, order, (invoice, store) => cancelledMail(order, invoice, store, refund)),
    refunded: (tx: Tx, order: Order, refund: OrderRefund) =>
      send(tx, order, (invoice, store) => refundedMail(order, invoice, store, refund)),
  };
}

export type OrderMail = ReturnType<typeof orderMail>;
