import { startMailDev } from '../../scripts/mail/maildev.mjs';
import { freePortPair } from './ports';

/** One e-mail as MailDev's REST API lists it. */
export interface CaughtMail {
  id: string;
  subject: string;
  text: string;
  /** The HTML part, when the e-mail has one. */
  html?: string;
  to: { address: string }[];
}

/** MailDev on two free loopback ports, for one test run. */
export async function startTestMailbox() {
  const smtpPort = await freePortPair();
  return startMailDev({ smtpPort, webPort: smtpPort + 1 });
}

/** Waits (10 s at most) for an e-mail to `to` whose subject matches, and returns it. */
export async function waitForMail(
  apiUrl: string,
  to: string,
  subject: RegExp,
  timeoutMs = 10_000,
): Promise<CaughtMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const caught = (await (await fetch(`${apiUrl}/email`)).json()) as CaughtMail[];
    const found = caught.find(
      (mail) =>
        subject.test(mail.subject) &&
        mail.to.some((r) => r.address.toLowerCase() === to.toLowerCase()),
    );
    if (found) return found;
    if (Date.now() > deadline) {
      throw new Error(`No e-mail to ${to} matching ${subject} within ${timeoutMs} ms`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** One header of a caught e-mail as sent (unfolded), from its raw source. */
export async function mailHeader(apiUrl: string, mail: CaughtMail, name: string) {
  const source = await (await fetch(`${apiUrl}/email/${mail.id}/source`)).text();
  const head = source.slice(0, source.search(/\r?\n\r?\n/)).replace(/\r?\n[ \t]+/g, ' ');
  const line = head
    .split(/\r?\n/)
    .find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}
