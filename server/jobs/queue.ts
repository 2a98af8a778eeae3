import { sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import type { Database, Tx } from '../db/client';
import { transactionExecutor } from './sql';
import { startWorker, type Worker } from './worker';

/** The schema pg-boss keeps its jobs in, beside the store's tables. */
export const jobSchema = 'pgboss';

/** The store's background work, by queue name. */
export const jobNames = {
  /** One e-mail of the outbox (server/mail/outbox.ts): `{ id }` of its row. */
  sendMail: 'send_mail',
  /** The Smokehouse Club renewals that are due (server/services/membership.ts). */
  renewMemberships: 'renew_memberships',
  /** Sent e-mail past its keeping time, deleted once a day. */
  pruneSentMail: 'prune_sent_mail',
  /** Pending orders settled from the provider's word, or released after 30 minutes unpaid. */
  settlePendingOrders: 'settle_pending_orders',
} as const;
export type JobName = (typeof jobNames)[keyof typeof jobNames];

export interface SendJobOptions {
  /** The job's id (so its owner can find it again). */
  id?: string;
  /** Inside this transaction: the job exists only if it commits. */
  tx?: Tx;
  /** Retries after the first run, instead of its queue's (0: a test's job that fails at once). */
  retryLimit?: number;
}

export interface JobRun<T> {
  id: string;
  data: T;
  /** 1 for the first run, 2 for the first retry, … */
  attempt: number;
}

/**
 * The store's job queue: pg-boss on the store's own database (PostgreSQL, or PGlite through its
 * one connection), so every instance sees the same jobs, one instance runs each, and a failed
 * run is retried with exponential backoff until its queue's limit, then kept as failed.
 */
export interface JobQueue {
  send(name: JobName, data: object, options?: SendJobOptions): Promise<void>;
  /** Cancels a job that has not run yet (or is waiting for its next retry). */
  cancel(name: JobName, id: string): Promise<void>;
  /** Queues a failed job again (one more attempt); a job in any other state is left as it is. */
  retry(name: JobName, id: string): Promise<void>;
  /** Runs `handler` for each job of `name` that is due, in this process. */
  work<T>(name: JobName, handler: (job: JobRun<T>) => Promise<void>): Promise<void>;
  /** Looks for due jobs of `name` now rather than at the next poll. */
  wake(name: JobName): void;
  /** Stops taking jobs and waits for the ones running (at most `graceMs`). */
  stop(): Promise<void>;
}

export interface QueueDefinition {
  name: JobName;
  /** Runs after the first (and at most): attempts = retryLimit + 1. */
  retryLimit: number;
  /** Seconds before the first retry; each later one waits about twice as long. */
  retryDelaySeconds: number;
  /** A cron line: pg-boss sends one job per slot, whichever instance's clock sees it first. */
  cron?: string;
  /** One job of this queue runs at a time, across every instance. */
  oneAtATime?: boolean;
}

export interface JobQueueOptions {
  /** How often an idle worker looks for due jobs (pg-boss's minimum is 0.5). */
  pollingIntervalSeconds?: number;
  /** Jobs one worker fetches at once and runs side by side. */
  batchSize?: number;
  /** How long stop() waits for running jobs. */
  graceMs?: number;
  log: { warn(line: string): void; error(line: string): void };
}

/** Any constant: the same in every process that starts a queue on the database. */
const startLockKey = 0x70_b055;

/**
 * Runs `setUp` (pg-boss's start, which creates or upgrades its schema, and the store's queues)
 * in turn with other instances. pg-boss's own lock does not cover every step (two servers
 * starting at once on a new PostgreSQL database: one failed with a duplicate schema), so
 * instances take turns under an advisory lock held by a transaction of the store's. PGlite is
 * one process's own database: nobody to take turns with, and its one connection would be held
 * by that transaction.
 */
async function inTurn(database: Database, setUp: () => Promise<void>) {
  if (database.kind === 'pglite') {
    await setUp();
    return;
  }
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${startLockKey})`);
    await setUp();
  });
}

/** Opens the queue: creates pg-boss's schema (taking turns) and the store's queues. */
export async function openJobQueue(
  database: Database,
  queues: readonly QueueDefinition[],
  { pollingIntervalSeconds = 1, batchSize = 10, graceMs = 10_000, log }: JobQueueOptions,
): Promise<JobQueue> {
  const boss = new PgBoss({
    db: database.executor as PgBoss.Db,
    schema: jobSchema,
    // Kept a week to look up; the outbox keeps each e-mail's own history beside it.
    deleteAfterDays: 7,
    // A failed job stays in the queue's table a week (not pg-boss's 12 hours), where the
    // console lists it and can retry it (server/services/jobs.ts).
    archiveFailedAfterSeconds: 7 * 24 * 60 * 60,
    cronMonitorIntervalSeconds: 30,
  });
  boss.on('error', (error: Error) => log.error(`Job queue: ${error.message}`));
  await inTurn(database, async () => {
    await boss.start();
    for (const queue of queues) {
      await boss.createQueue(queue.name, {
        name: queue.name,
        policy: queue.oneAtATime ? 'singleton' : 'standard',
        retryLimit: queue.retryLimit,
        retryDelay: queue.retryDelaySeconds,
        retryBackoff: true,
      });
      // A queue's settings follow the code's, also for a queue an older version created.
      await boss.updateQueue(queue.name, {
        name: queue.name,
        retryLimit: queue.retryLimit,
        retryDelay: queue.retryDelaySeconds,
        retryBackoff: true,
      });
      if (queue.cron) await boss.schedule(queue.name, queue.cron);
    }
  });
  const workers = new Map<JobName, Worker>();
  return {
    async send(name, data, { id, tx, retryLimit } = {}) {
      await boss.send(name, data, {
        ...(id ? { id } : {}),
        ...(retryLimit === undefined ? {} : { retryLimit }),
        ...(tx ? { db: transactionExecutor(tx) } : {}),
      });
    },
    cancel: (name, id) => boss.cancel(name, id),
    async retry(name, id) {
      await boss.retry(name, id);
      workers.get(name)?.wake();
    },
    async work<T>(name: JobName, handler: (job: JobRun<T>) => Promise<void>) {
      const worker = startWorker(boss, name, handler, { pollingIntervalSeconds, batchSize, log });
      workers.set(name, worker);
    },
    wake(name) {
      workers.get(name)?.wake();
    },
    async stop() {
      await Promise.all([...workers.values()].map((worker) => worker.stop(graceMs)));
      await boss.stop({ graceful: true, wait: true, timeout: graceMs, close: false });
    },
  };
}
