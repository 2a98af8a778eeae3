import { and, eq, sql } from 'drizzle-orm';
import {
  alreadySubscribedMessage,
  newsletterLinkProblems,
  recipientLimitMessage,
  type NewsletterAddress,
} from '../../domain/message-schemas';
import type { Db } from '../db/client';
import { emailOptOuts, messages } from '../db/schema';
import { HttpError, Invalid } from '../errors';
import type { MessageMail } from '../mail/message-mail';
import { checkNewsletterToken } from '../mail/newsletter-link';

const refusedOnEmail = (message: string) =>
  new HttpError(409, 'conflict', message, { email: message });

const subscriptionOf = (email: string) =>
  and(eq(messages.type, 'newsletter'), eq(sql`lower(${messages.email})`, email.toLowerCase()));

/**
 * The footer's sign-up: e-mails the address a link that confirms it, and changes nothing else
 * (an earlier unsubscribe stands until the link is opened). A subscribed address is 409, and so
 * is one the day's mail limit has reached.
 */
export async function requestNewsletter(
  deps: { db: Db; mail: MessageMail },
  email: string,
): Promise<NewsletterAddress> {
  const [subscribed] = await deps.db
    .select({ id: messages.id })
    .from(messages)
    .where(subscriptionOf(email));
  if (subscribed) throw refusedOnEmail(alreadySubscribedMessage);
  if (!(await deps.mail.confirmationRequested(email))) throw refusedOnEmail(recipientLimitMessage);
  return { email };
}

/**
 * The confirmation link, opened: subscribes the address it was made for and clears its opt-out.
 * Opening it again changes nothing. `isNew` says whether this opening subscribed it.
 */
export async function confirmNewsletter(
  db: Db,
  secret: string,
  token: string,
  now: Date,
): Promise<NewsletterAddress & { isNew: boolean }> {
  const checked = await checkNewsletterToken(secret, token, now);
  if ('problem' in checked) {
    const message = newsletterLinkProblems[checked.problem];
    throw new Invalid({ token: message }, message);
  }
  const { email } = checked;
  // The unique index (lower(email), newsletter only) keeps one subscription per address.
  const inserted = await db
    .insert(messages)
    .values({ type: 'newsletter', email, body: '', createdAt: now })
    .onConflictDoNothing()
    .returning({ id: messages.id });
  await db.delete(emailOptOuts).where(eq(emailOptOuts.email, email.toLowerCase()));
  return { email, isNew: inserted.length > 0 };
}
