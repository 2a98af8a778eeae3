import { giftCardMailer, type GiftCardMail } from '../mail/gift-card-mail';
import type { MailOutbox } from '../mail/outbox';
import { orderMail, type OrderMail } from '../mail/order-mail';
import type { OrderStored } from './pending-orders';

export { reconcilePendingOrders } from './pending-orders';

/** The e-mails an order's storing writes into the outbox (the request, the webhook, a restart). */
export const orderStoredMail =
  (mail: OrderMail, giftCardMail: GiftCardMail): OrderStored =>
  async (tx, stored) => {
    await mail.placed(tx, stored.order, stored.key);
    // The codes go to the recipients only, never into the buyer's response.
    await giftCardMail.issued(tx, stored.giftCards, stored.order.customerName);
  };

/** The same e-mails for an order stored outside a request (a restart, the job). */
export const pendingOrderMail = (outbox: MailOutbox, publicUrl: string): OrderStored =>
  orderStoredMail(orderMail(outbox, publicUrl), giftCardMailer(outbox, publicUrl));
