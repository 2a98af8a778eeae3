import { formatMoney } from '../../design-system/lib/money';
import { emailReplyHours } from '../../domain/constants';
import {
  newsletterLinkDays,
  type CateringQuoteDetails,
  type InboxMessage,
} from '../../domain/message-schemas';
import type { StoreDetails } from '../../domain/store';
import type { Clock } from '../clock';
import type { Db, Tx } from '../db/client';
import { storeDetailsForMail } from '../services/settings';
import { claimMailTo } from '../services/recipient-limit';
import { sendInBackground, type Mail } from './mailer';
import type { MailOutbox } from './outbox';
import { newsletterConfirmationUrl, newsletterToken } from './newsletter-link';
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

/** Receipts go to an address nobody verified: the foot says what to do if it was not yours. */
const notYours = 'If you did not write to us, ignore this e-mail: nothing more will come of it.';

/**
 * The receipt for a catering quote: the package, guests, date and estimate, every one from the
 * store's own data or a checked number. Nothing the sender typed (name, event details) is
 * repeated, so the form cannot be used to mail someone else a message.
 */
export function cateringReceiptMail(
  input: { to: string; details: CateringQuoteDetails },
  store: StoreDetails,
): Mail {
  const { details } = input;
  return {
    to: input.to,
    subject: `We received your ${store.name} catering request`,
    replyTo: store.contact.email,
    text: [
      `Thank you for your catering request to ${store.name}. We received:`,
      `  Package: ${details.packageName} (${formatMoney(details.pricePerPersonCents, store.currency)} per person)`,
      `  Guests: ${details.guests}`,
      `  Date: ${eventDay(details.eventDate)}`,
      `  Estimate: ${formatMoney(details.estimateCents, store.currency)}`,
      '',
      'The estimate is before tax and any extras. Our catering team will reply within one',
      'business day to confirm the details and the final price.',
      '',
      notYours,
      '',
      `— ${store.name}`,
    ].join('\n'),
  };
}

/** The receipt for a contact or help message: that it arrived and when we reply, not what it said. */
export function messageReceiptMail(
  input: { to: string; type: 'contact' | 'help' },
  store: StoreDetails,
): Mail {
  const what = input.type === 'help' ? 'help request' : 'message';
  return {
    to: input.to,
    subject: `We received your ${what} to ${store.name}`,
    replyTo: store.contact.email,
    text: [
      `Thank you for writing to ${store.name}. We received your ${what} and reply within ${emailReplyHours} hours.`,
      '',
      notYours,
      '',
      `— ${store.name}`,
    ].join('\n'),
  };
}

/** The one e-mail a newsletter sign-up sends: the link that confirms it, and nothing typed. */
export function newsletterConfirmationMail(to: string, link: string, store: StoreDetails): Mail {
  return {
    to,
    subject: `Confirm your ${store.name} newsletter subscription`,
    replyTo: store.contact.email,
    text: [
      `To get the ${store.name} newsletter at this address, confirm with this link:`,
      link,
      '',
      `The link works for ${newsletterLinkDays} days. Until it is opened, we send no newsletter here.`,
      '',
      'If you did not sign up, ignore this e-mail: you will not hear from us again.',
      '',
      `— ${store.name}`,
    ].join('\n'),
  };
}

/** The welcome once an address confirmed its subscription (the unsubscribe link is added by the sender). */
export function newsletterWelcomeMail(to: string, store: StoreDetails): Mail {
  return {
    to,
    subject: `Welcome to the ${store.name} newsletter`,
    replyTo: store.contact.email,
    text: [
      `Thanks for confirming: you now get the ${store.name} newsletter.`,
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

/** The receipt a stored message earns: catering quotes, contact and help messages do. */
function receiptFor(
  message: InboxMessage,
): { to: string; mail: (store: StoreDetails) => Mail } | undefined {
  const { email: to, type, details } = message;
  if (!to) return undefined;
  if (type === 'contact' || type === 'help') {
    return { to, mail: (store) => messageReceiptMail({ to, type }, store) };
  }
  if (type === 'catering-quote' && details && 'estimateCents' in details) {
    return { to, mail: (store) => cateringReceiptMail({ to, details }, store) };
  }
  return undefined;
}

export interface MessageMailDeps {
  db: Db;
  mailer: MailOutbox;
  /** The storefront's address, for the links. */
  publicUrl: string;
  /** Signs the newsletter's confirmation and unsubscribe links. */
  linkSecret: string;
  store: () => Promise<StoreDetails>;
  clock: Clock;
}

/**
 * The e-mails the forms make the store send. Those to an address nobody verified (receipts,
 * newsletter confirmations) count against its daily limit first; mail goes out after the
 * answer, never holding the visitor up.
 */
export function messageMail({ db, mailer, publicUrl, linkSecret, store, clock }: MessageMailDeps) {
  const mayMail = (email: string) => claimMailTo(db, email, clock.now());
  return {
    /**
     * A message's receipt, if it earns one and the address's day allows: counted and written
     * to the outbox in the message's own transaction, so both are stored or neither.
     */
    async received(tx: Tx, message: InboxMessage): Promise<void> {
      const receipt = receiptFor(message);
      if (!receipt) return;
      if (!(await claimMailTo(tx, receipt.to, clock.now()))) return;
      await mailer.send(receipt.mail(await storeDetailsForMail(tx)), { tx });
    },
    /** Sends the confirmation link; false (nothing sent) when the address's day's limit is reached. */
    async confirmationRequested(email: string): Promise<boolean> {
      if (!(await mayMail(email))) return false;
      const link = newsletterConfirmationUrl(
        publicUrl,
        await newsletterToken(linkSecret, email, clock.now()),
      );
      sendInBackground(
        mailer,
        store().then((details) => newsletterConfirmationMail(email, link, details)),
      );
      return true;
    },
    /** The welcome, with its unsubscribe link, once the address confirmed. */
    subscribed(email: string): void {
      const link = unsubscribeUrl(publicUrl, linkSecret, email);
      sendInBackground(
        mailer,
        store().then((details) => withUnsubscribe(newsletterWelcomeMail(email, details), link)),
      );
    },
  };
}

export type MessageMail = ReturnType<typeof messageMail>;
