import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import {
  outboxListLimit,
  outboxStatuses,
  type OutboxMail,
  type OutboxStatus,
} from '../../domain/mail-outbox';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema';
import { Conflict, NotFound } from '../errors';
import type { MailOutbox } from '../mail/outbox';

type Row = typeof mailOutbox.$inferSelect;

const toOutboxMail = (row: Row): OutboxMail => ({
  id: row.id,
  to: row.mail.to,
  subject: row.mail.subject,
  status: row.status,
  attempts: row.attempts,
  lastError: row.lastError,
  nextAttemptAt: row.nextAttemptAt.toISOString(),
  createdAt: row.createdAt.toISOString(),
  sentAt: row.sentAt?.toISOString() ?? null,
});

/** The outbox for the console, newest first: one status, or every e-mail still kept. */
export async function listOutbox(db: Db, status?: OutboxStatus): Promise<OutboxMail[]> {
  const rows = await db
    .select()
    .from(mailOutbox)
    .where(inArray(mailOutbox.status, status ? [status] : [...outboxStatuses]))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(outboxListLimit);
  return rows.map(toOutboxMail);
}

/**
 * Sends an e-mail now: a failed one again, with a fresh count of attempts, or a waiting one
 * without waiting for its next retry (its job is cancelled for a new one, so it is sent once).
 * Any instance's worker takes the job. An e-mail already sent is refused.
 */
export async function retryMail(db: Db, outbox: MailOutbox, id: string): Promise<OutboxMail> {
  const [retried] = await db
    .update(mailOutbox)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: sql`now()` })
    .where(and(eq(mailOutbox.id, id), ne(mailOutbox.status, 'sent')))
    .returning();
  if (!retried) {
    const [row] = await db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(eq(mailOutbox.id, id));
    throw row ? new Conflict('This e-mail was already sent') : new NotFound('No such e-mail');
  }
  await outbox.sendNow(id);
  return toOutboxMail(retried);
}
