import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema';
import { MailNotConfigured, type Mail, type Mailer } from './mailer';

/** How the outbox retries; the defaults suit production. */
export interface OutboxOptions {
  /** The wait after the first failed attempt; each later one doubles it (30 s: about an hour in all). */
  retryBaseMs?: number;
  /** Attempts before an e-mail is marked failed. */
  maxAttempts?: number;
  /** How often this process looks for e-mail that is due: a retry, or one another process wrote. */
  pollMs?: number;
  /** How long a process holds an e-mail it is sending before another may take it over. */
  claimMs?: number;
  log?: (line: string) => void;
}

/** The store's Mailer: `send` stores the e-mail; the outbox delivers it through the relay. */
export interface MailOutbox extends Mailer {
  /** Sends every e-mail that is due now; resolves to how many were delivered. */
  deliverDue(): Promise<number>;
  /** Starts looking for due e-mail every `pollMs`. */
  start(): void;
  /** Stops looking and waits for a delivery in progress. */
  stop(): Promise<void>;
}

export const outboxDefaults = {
  retryBaseMs: 30_000,
  maxAttempts: 8,
  pollMs: 5_000,
  claimMs: 60_000,
};

/** E-mails one pass takes at a time. */
const batchSize = 20;

/** Sent e-mail is kept this long (to look a delivery up), then deleted. */
export const sentKeptDays = 30;
/** How often a process deletes sent e-mail past that. */
const pruneEveryMs = 60 * 60 * 1000;

/** `ms` as a PostgreSQL interval, to add to now(). */
const millis = (ms: number) =>
  sql`(${Math.round(ms)}::double precision * interval '1 millisecond')`;

/**
 * E-mail that is never lost: every e-mail is a row first (mail_outbox), then delivered by
 * whichever server process claims it (FOR UPDATE SKIP LOCKED, so one at a time), retried with
 * exponential backoff while the relay is down, and marked failed after `maxAttempts`. Its row id
 * is its Message-ID, so a resend after a lost answer can be recognised as the same e-mail.
 */
export function mailOutboxFor(db: Db, relay: Mailer, options: OutboxOptions = {}): MailOutbox {
  const { retryBaseMs, maxAttempts, pollMs, claimMs } = { ...outboxDefaults, ...options };
  const log = options.log ?? console.error;
  let running: Promise<unknown> | undefined;
  let again = false;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let prunedAt = 0;

  async function claimDue() {
    const due = db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.status, 'pending'),
          lte(mailOutbox.nextAttemptAt, sql`now()`),
          or(isNull(mailOutbox.claimedUntil), lt(mailOutbox.claimedUntil, sql`now()`)),
        ),
      )
      .orderBy(asc(mailOutbox.createdAt))
      .limit(batchSize)
      .for('update', { skipLocked: true });
    return db
      .update(mailOutbox)
      .set({
        claimedUntil: sql`now() + ${millis(claimMs)}`,
        attempts: sql`${mailOutbox.attempts} + 1`,
      })
      .where(inArray(mailOutbox.id, due))
      .returning({ id: mailOutbox.id, mail: mailOutbox.mail, attempts: mailOutbox.attempts });
  }

  async function deliver({ id, mail, attempts }: { id: string; mail: Mail; attempts: number }) {
    try {
      await relay.send({ ...mail, messageId: `<${id}@outbox>` });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      // No relay at all: later attempts would fail the same way, so it is failed at once.
      const last = attempts >= maxAttempts || error instanceof MailNotConfigured;
      log(
        `E-mail "${mail.subject}" to ${mail.to}: attempt ${attempts} of ${maxAttempts} failed (${reason})${last ? '; giving up' : ''}`,
      );
      await db
        .update(mailOutbox)
        .set({
          status: last ? 'failed' : 'pending',
          lastError: reason.slice(0, 1000),
          claimedUntil: null,
          nextAttemptAt: sql`now() + ${millis(retryBaseMs * 2 ** (attempts - 1))}`,
        })
        .where(eq(mailOutbox.id, id));
      return false;
    }
    await db
      .update(mailOutbox)
      .set({ status: 'sent', sentAt: sql`now()`, claimedUntil: null, lastError: null })
      .where(eq(mailOutbox.id, id));
    return true;
  }

  async function pruneSent() {
    if (Date.now() - prunedAt < pruneEveryMs) return;
    prunedAt = Date.now();
    await db
      .delete(mailOutbox)
      .where(
        and(
          eq(mailOutbox.status, 'sent'),
          lt(mailOutbox.sentAt, sql`now() - ${millis(sentKeptDays * 24 * 60 * 60 * 1000)}`),
        ),
      );
  }

  async function deliverDue() {
    await pruneSent();
    let delivered = 0;
    for (;;) {
      const claimed = await claimDue();
      for (const row of claimed) if (await deliver(row)) delivered += 1;
      if (claimed.length < batchSize || stopped) return delivered;
    }
  }

  /** One pass at a time in this process; a request for another during it runs once after. */
  function deliverSoon() {
    if (running) {
      again = true;
      return;
    }
    running = deliverDue()
      .catch((error: unknown) => {
        const reason = error instanceof Error ? error.message : String(error);
        log(`The e-mail outbox could not be read: ${reason}`);
      })
      .finally(() => {
        running = undefined;
        if (again && !stopped) {
          again = false;
          deliverSoon();
        }
      });
  }

  return {
    async send(mail) {
      await db.insert(mailOutbox).values({ id: randomUUID(), mail });
      if (!stopped) deliverSoon();
    },
    deliverDue,
    start() {
      stopped = false;
      timer ??= setInterval(deliverSoon, pollMs);
      timer.unref();
      deliverSoon();
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      timer = undefined;
      await running;
    },
    ...(relay.verify ? { verify: () => relay.verify!() } : {}),
    ...(relay.close ? { close: () => relay.close!() } : {}),
  };
}
