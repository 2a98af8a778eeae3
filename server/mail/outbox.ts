import { randomUUID } from 'node:crypto';
import { and, eq, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { mailOutbox } from '../db/schema';
import { jobNames, type JobQueue, type QueueDefinition } from '../jobs/queue';
import { currentStoreName } from '../services/settings';
import { MailNotConfigured, type Mail, type Mailer } from './mailer';

/** How the outbox retries; the defaults suit production. */
export interface OutboxOptions {
  /** Seconds before the second attempt; each later wait is about twice the last (30 s: about two hours in all). */
  retryDelaySeconds?: number;
  /** Attempts before an e-mail is marked failed. */
  maxAttempts?: number;
  /** How long a process holds an e-mail it is sending before another may take it over. */
  claimMs?: number;
  log?: (line: string) => void;
}

export interface SendOptions {
  /** Written in this transaction: the e-mail exists only if the change that causes it commits. */
  tx?: Tx;
}

/** The store's Mailer: `send` stores the e-mail and its job; the job queue delivers it. */
export interface MailOutbox extends Mailer {
  send(mail: Mail, options?: SendOptions): Promise<void>;
  /** Looks for e-mail to deliver now (after a transaction that wrote some committed). */
  wake(): void;
  /** Delivers (or retries) one stored e-mail now, through a new job. */
  sendNow(id: string): Promise<void>;
  /** Starts delivering in this process; queues any e-mail left pending without a job. */
  start(): Promise<void>;
  /** Deletes e-mail sent more than `sentKeptDays` ago. */
  pruneSent(): Promise<void>;
}

export const outboxDefaults = { retryDelaySeconds: 30, maxAttempts: 8, claimMs: 60_000 };

/** The send_mail queue, for the job queue to create: its retries are the outbox's. */
export function mailQueue(options: OutboxOptions = {}): QueueDefinition {
  const { retryDelaySeconds, maxAttempts } = { ...outboxDefaults, ...options };
  return { name: jobNames.sendMail, retryLimit: maxAttempts - 1, retryDelaySeconds };
}

/** Sent e-mail is kept this long (to look a delivery up), then deleted. */
export const sentKeptDays = 30;

/** `ms` as a PostgreSQL interval, to add to now(). */
const millis = (ms: number) =>
  sql`(${Math.round(ms)}::double precision * interval '1 millisecond')`;

/**
 * E-mail that is never lost: every e-mail is a row first (mail_outbox), written with its
 * send_mail job, in the transaction of the order or message that causes it when there is one.
 * The job queue runs each job in one instance, retries it with exponential backoff while the
 * relay is down, and after `maxAttempts` the e-mail is marked failed (the console can send it
 * again). Its row id is its Message-ID, and a row already sent is not sent twice.
 */
export function mailOutboxFor(
  db: Db,
  relay: Mailer,
  queue: JobQueue,
  options: OutboxOptions = {},
): MailOutbox {
  const { retryDelaySeconds, maxAttempts, claimMs } = { ...outboxDefaults, ...options };
  const log = options.log ?? console.error;

  /** Holds the row for this attempt; none when it was sent or another instance is sending it. */
  async function claim(id: string, attempt: number) {
    const [row] = await db
      .update(mailOutbox)
      .set({ claimedUntil: sql`now() + ${millis(claimMs)}`, attempts: attempt })
      .where(
        and(
          eq(mailOutbox.id, id),
          ne(mailOutbox.status, 'sent'),
          or(isNull(mailOutbox.claimedUntil), lt(mailOutbox.claimedUntil, sql`now()`)),
        ),
      )
      .returning({ mail: mailOutbox.mail });
    return row;
  }

  async function deliver(id: string, attempt: number) {
    const row = await claim(id, attempt);
    if (!row) return;
    const { mail } = row;
    try {
      // Signed with the store's name as it is now, so a rename reaches mail already queued.
      const senderName = await currentStoreName(db);
      await relay.send({ ...mail, senderName, messageId: `<${id}@outbox>` });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      // With no relay configured, trying again cannot help until someone sets one.
      const hopeless = error instanceof MailNotConfigured;
      const last = attempt >= maxAttempts || hopeless;
      log(
        `E-mail "${mail.subject}" to ${mail.to}: attempt ${attempt} of ${maxAttempts} failed (${reason})${last ? '; giving up' : ''}`,
      );
      await db
        .update(mailOutbox)
        .set({
          status: last ? 'failed' : 'pending',
          lastError: reason.slice(0, 1000),
          claimedUntil: null,
          // About when the queue runs it again (its backoff: the delay doubled per retry).
          nextAttemptAt: sql`now() + ${millis(retryDelaySeconds * 1000 * 2 ** (attempt - 1))}`,
        })
        .where(eq(mailOutbox.id, id));
      // The queue retries the job, or keeps it as failed after its last attempt.
      if (!hopeless) throw error;
      return;
    }
    await db
      .update(mailOutbox)
      .set({ status: 'sent', sentAt: sql`now()`, claimedUntil: null, lastError: null })
      .where(eq(mailOutbox.id, id));
  }

  async function pruneSent() {
    await db
      .delete(mailOutbox)
      .where(
        and(
          eq(mailOutbox.status, 'sent'),
          lt(mailOutbox.sentAt, sql`now() - ${millis(sentKeptDays * 24 * 60 * 60 * 1000)}`),
        ),
      );
  }

  async function enqueue(id: string, tx?: Tx) {
    const jobId = randomUUID();
    await (tx ?? db).update(mailOutbox).set({ jobId }).where(eq(mailOutbox.id, id));
    await queue.send(jobNames.sendMail, { id }, { id: jobId, ...(tx ? { tx } : {}) });
  }

  return {
    async send(mail, { tx } = {}) {
      const id = randomUUID();
      await (tx ?? db).insert(mailOutbox).values({ id, mail });
      await enqueue(id, tx);
      if (!tx) queue.wake(jobNames.sendMail);
    },
    wake: () => queue.wake(jobNames.sendMail),
    async sendNow(id) {
      const [row] = await db
        .select({ jobId: mailOutbox.jobId })
        .from(mailOutbox)
        .where(eq(mailOutbox.id, id));
      // A job still waiting for its next retry would send it a second time.
      if (row?.jobId) await queue.cancel(jobNames.sendMail, row.jobId);
      await enqueue(id);
      queue.wake(jobNames.sendMail);
    },
    async start() {
      await queue.work<{ id: string }>(jobNames.sendMail, ({ data, attempt }) =>
        deliver(data.id, attempt),
      );
      // Written before the queue delivered e-mail: pending rows with no job get one.
      const orphans = await db
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(and(eq(mailOutbox.status, 'pending'), isNull(mailOutbox.jobId)));
      for (const { id } of orphans) await enqueue(id);
    },
    pruneSent,
    ...(relay.verify ? { verify: () => relay.verify!() } : {}),
    ...(relay.close ? { close: () => relay.close!() } : {}),
  };
}
