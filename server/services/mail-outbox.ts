import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  outboxListLimit,
  outboxStatuses,
  type OutboxMail,
  type OutboxStatus,
} from '../../domain/mail-outbox';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema';
import { Conflict, NotFound } from '../errors';

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
 * Sends a failed e-mail again: it is pending and due now, with a fresh count of attempts, and
 * the next delivery pass (any instance's) takes it. Only a failed e-mail can be retried.
 */
export async function retryMail(db: Db, id: string): Promise<OutboxMail> {
  const [retried] = await db
    .update(mailOutbox)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: sql`now()`, claimedUntil: null })
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'failed')))
    .returning();
  if (retried) return toOutboxMail(retried);
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  if (!row) throw new NotFound('No such e-mail');
  throw new Conflict(
    row.status === 'sent'
      ? 'This e-mail was already sent'
      : 'This e-mail is already waiting to be sent',
  );
}
