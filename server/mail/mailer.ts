import nodemailer from 'nodemailer';

/** One e-mail the store sends: plain text (and an HTML part when it has one), to one address. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** Every value in it escaped (escapeHtml): the text part says the same. */
  html?: string;
  replyTo?: string;
  /** Extra headers, e.g. List-Unsubscribe. */
  headers?: Record<string, string>;
  /** The From header's display name (the store's current name); else the configured sender's. */
  senderName?: string;
  /** Its Message-ID header (the outbox's, the same on every attempt); else the relay's own. */
  messageId?: string;
}

/** Sends the store's e-mail: over SMTP (SMTP_URL), or nowhere when none is configured. */
export interface Mailer {
  send(mail: Mail): Promise<void>;
  /** Whether the relay answers (readiness); absent when there is no relay. */
  verify?(): Promise<void>;
  /** Closes the relay's connections (shutdown). */
  close?(): void;
}

/** The address of a sender written `Name <address>` or as a bare address. */
export function senderAddress(from: string): string {
  return /<([^<>]+)>\s*$/.exec(from)?.[1]?.trim() ?? from.trim();
}

/**
 * Any SMTP relay (MailDev in development and tests; Amazon SES or another in production). The
 * address is always `from`'s (the relay's verified identity); an e-mail's `senderName` names it.
 */
export function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    async send({ senderName, ...mail }) {
      const sender = senderName ? { name: senderName, address: senderAddress(from) } : from;
      await transport.sendMail({ from: sender, ...mail });
    },
    async verify() {
      await transport.verify();
    },
    close: () => transport.close(),
  };
}

/** The relay an e-mail needs is not configured: retrying cannot help until it is. */
export class MailNotConfigured extends Error {
  constructor() {
    super('Not sent: no mail relay is configured (SMTP_URL)');
    this.name = 'MailNotConfigured';
  }
}

/**
 * Without SMTP_URL nothing can be delivered: each e-mail is refused with MailNotConfigured, so
 * the outbox keeps it as failed (the console shows why and can send it once a relay is set).
 */
export function unconfiguredMailer(): Mailer {
  return {
    async send() {
      throw new MailNotConfigured();
    },
  };
}

/**
 * Sends after the change is stored, without making the customer wait for the relay: a relay
 * that is down is logged and the order, status change or message stays as it is.
 */
export function sendInBackground(mailer: Mailer, mail: Mail | Promise<Mail>): void {
  Promise.resolve(mail)
    .then((ready) =>
      mailer.send(ready).catch((error: unknown) => {
        const reason = error instanceof Error ? error.message : String(error);
        console.error(`E-mail "${ready.subject}" to ${ready.to} failed: ${reason}`);
      }),
    )
    // Reading the store's details failed before there was an e-mail to name.
    .catch((error: unknown) => {
      const reason = error instanceof Error ? error.message : String(error);
      console.error(`An e-mail could not be written: ${reason}`);
    });
}

/** For any value put into an e-mail's HTML part: a customer's message can hold markup. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}
