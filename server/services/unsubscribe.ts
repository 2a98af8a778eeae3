import { and, eq, inArray, sql } from 'drizzle-orm';
import { invalidUnsubscribeMessage, type UnsubscribeResult } from '../../domain/message-schemas';
import type { Db } from '../db/client';
import { emailOptOuts, messages } from '../db/schema';
import { Invalid } from '../errors';
import { emailOfToken } from '../mail/unsubscribe';

/**
 * The press on /unsubscribe: a token signed by this server removes the address's newsletter
 * sign-up and records the opt-out 'Email Users' respects. Pressing twice is harmless.
 */
export async function unsubscribe(
  db: Db,
  secret: string,
  token: string,
  now = new Date(),
): Promise<UnsubscribeResult> {
  const email = emailOfToken(secret, token);
  if (!email) throw new Invalid({ token: invalidUnsubscribeMessage }, invalidUnsubscribeMessage);
  await db
    .delete(messages)
    .where(and(eq(messages.type, 'newsletter'), eq(sql`lower(${messages.email})`, email)));
  await db.insert(emailOptOuts).values({ email, createdAt: now }).onConflictDoNothing();
  return { email };
}

/** Which of these addresses (any case) unsubscribed, lower-cased. */
export async function optedOut(db: Db, emails: string[]): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const rows = await db
    .select({ email: emailOptOuts.email })
    .from(emailOptOuts)
    .where(
      inArray(
        emailOptOuts.email,
        emails.map((email) => email.toLowerCase()),
      ),
    );
  return new Set(rows.map((row) => row.email));
}
