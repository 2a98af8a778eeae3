import { formatMoney } from '../../design-system/lib/money';
import type { CateringQuoteDetails, InboxMessage } from '../../domain/message-schemas';
import type { StoreDetails } from '../../domain/store';
import { sendInBackground, type Mail, type Mailer } from './mailer';
import { unsubscribeUrl, withUnsubscribe } from './unsubscribe';

/** 'Saturday, June 1, 2030' from the form's 'YYYY-MM-DD' (a calendar day, so read as UTC). */
const eventDay = (isoDate: string) =>
  new Date(`${isoDate}T00:00:00Z`).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });

/** The receipt for a catering quote: what was asked, the estimate, and that the team replies. */
export function cateringReceiptMail(
  input: { to: string; name: string; details: CateringQuoteDetails },
  store: StoreDetails,
): Mail {
  const { details } = input;
  return {
    to: input.to,
    subject: `We received your ${store.name} catering request`,
    replyTo: store.contact.email,
    text: [
      `Thank you, ${input.name}.`,
      '',
      'We received your catering request:',
      `  Package: ${details.packageName} (${formatMoney(details.pricePerPersonCents, store.currency)} per person)`,
      `  Guests: ${details.guests}`,
      `  Date: ${eventDay(details.eventDate)}`,
      `  Estimate: ${formatMoney(details.estimateCents, store.currency)}`,
      '',
      'The estimate is before tax and any extras. Our catering team will reply within one',
      'business day to confirm the details and the final price.',
      '',
      `— ${store.name}`,
    ].join('\n'),
  };
}

/** The welcome after a newsletter sign-up (the unsubscribe link is added by the sender). */
export function newsletterWelcomeMail(to: string, store: StoreDetails): Mail {
  return {
    to,
    subject: `Welcome to the ${store.name} newsletter`,
    replyTo: store.contact.email,
    text: [
      `Thanks for signing up for the ${store.name} newsletter.`,
      '',
      'Expect new rubs and sauces, pitmaster recipes and members-only deals, about twice a month.',
      '',
      `— ${store.name}`,
    ].join('\n'),
  };
}

/** An admin's reply from the Inbox, with the sender's message quoted below. */
export function replyMail(
  input: { to: string; subject: string; message: string; original: { body: string; sentAt: Date } },
  store: StoreDetails,
): Mail {
  const quoted = input.original.body
    ? [
        '',
        `On ${input.original.sentAt.toUTCString()} you wrote:`,
        ...input.original.body.split('\n').map((line) => `> ${line}`),
      ]
    : [];
  return {
    to: input.to,
    subject: input.subject,
    replyTo: store.contact.email,
    text: [input.message, '', `— ${store.name}`, ...quoted].join('\n'),
  };
}

/** The e-mails a stored message sends: a quote's receipt, a newsletter welcome. */
export function messageMail(
  mailer: Mailer,
  publicUrl: string,
  unsubscribeSecret: string,
  store: () => Promise<StoreDetails>,
) {
  return {
    received(message: InboxMessage) {
      if (!message.email) return;
      if (
        message.type === 'catering-quote' &&
        message.details &&
        'estimateCents' in message.details
      ) {
        const input = {
          to: message.email,
          name: message.name ?? 'there',
          details: message.details,
        };
        sendInBackground(
          mailer,
          store().then((details) => cateringReceiptMail(input, details)),
        );
      }
      if (message.type === 'newsletter') {
        const link = unsubscribeUrl(publicUrl, unsubscribeSecret, message.email);
        const to = message.email;
        sendInBackground(
          mailer,
          store().then((details) => withUnsubscribe(newsletterWelcomeMail(to, details), link)),
        );
      }
    },
  };
}

export type MessageMail = ReturnType<typeof messageMail>;
