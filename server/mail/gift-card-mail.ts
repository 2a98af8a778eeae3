import { formatMoney } from '../../design-system/lib/money';
import { formatGiftCardCode } from '../../domain/gift-card-code';
import type { StoreDetails } from '../../domain/store';
import type { IssuedGiftCard } from '../services/gift-cards';
import type { Tx } from '../db/client';
import { storeDetailsForMail } from '../services/settings';
import { escapeHtml, type Mail } from './mailer';
import type { MailOutbox } from './outbox';
import { paths } from '../../domain/paths';

/** 'Pat sent you a $50.00 Forge & Flame gift card', with the code, the amount and the message. */
export function giftCardMail(
  card: IssuedGiftCard,
  senderName: string,
  publicUrl: string,
  store: StoreDetails,
): Mail {
  const amount = formatMoney(card.amountCents, store.currency);
  const code = formatGiftCardCode(card.code);
  const shop = new URL(paths.shop(), publicUrl).href;
  const greeting = card.recipientName ? `Hi ${card.recipientName},` : 'Hello,';
  const intro = `${senderName} sent you a ${amount} ${store.name} gift card.`;
  const use = `Enter the code in the Gift card field at checkout. Shop at ${shop}`;
  const text = [
    greeting,
    '',
    intro,
    ...(card.message ? ['', `${senderName} wrote:`, card.message] : []),
    '',
    `Your gift card code: ${code}`,
    `Amount: ${amount}`,
    '',
    use,
  ].join('\n');
  const paragraph = (value: string) => `<p>${escapeHtml(value)}</p>`;
  const html = [
    paragraph(greeting),
    paragraph(intro),
    ...(card.message
      ? [
          paragraph(`${senderName} wrote:`),
          `<blockquote>${escapeHtml(card.message).replace(/\n/g, '<br>')}</blockquote>`,
        ]
      : []),
    `<p>Your gift card code: <strong>${escapeHtml(code)}</strong></p>`,
    paragraph(`Amount: ${amount}`),
    paragraph(use),
  ].join('\n');
  return {
    to: card.recipientEmail,
    subject: `${senderName} sent you a ${amount} ${store.name} gift card`,
    replyTo: store.contact.email,
    text,
    html,
  };
}

/** Writes each card an order issued to its recipient's e-mail, in the order's transaction. */
export function giftCardMailer(mailer: MailOutbox, publicUrl: string) {
  return {
    async issued(tx: Tx, cards: readonly IssuedGiftCard[], senderName: string) {
      if (cards.length === 0) return;
      const details = await storeDetailsForMail(tx);
      for (const card of cards) {
        await mailer.send(giftCardMail(card, senderName, publicUrl, details), { tx });
      }
    },
  };
}

export type GiftCardMail = ReturnType<typeof giftCardMailer>;
