import type { Clock } from '../clock';
import type { Database } from '../db/client';
import type { Mailer } from '../mail/mailer';
import { mailOutboxFor, mailQueue, type MailOutbox, type OutboxOptions } from '../mail/outbox';
import type { PaymentProvider } from '../payments/provider';
import { expireWaitingRenewals, renewMemberships } from '../services/membership';
import {
  jobNames,
  openJobQueue,
  type JobQueue,
  type JobQueueOptions,
  type QueueDefinition,
} from './queue';

export interface BackgroundOptions {
  /** The relay the outbox delivers through (SMTP, or one that says none is configured). */
  relay: Mailer;
  outbox?: OutboxOptions;
  /** Charges due club renewals every minute; none: only a member's own reads catch theirs up. */
  renewals?: { payments: PaymentProvider; clock: Clock; publicUrl?: string };
  /**
   * Each minute: pending orders the provider has settled are stored or released, and those
   * unpaid for 30 minutes released (server/services/pending-orders.ts). Given the outbox, for
   * the e-mails of an order it stores.
   */
  pendingOrders?: (outbox: MailOutbox) => Promise<unknown>;
  queue: JobQueueOptions;
}

export interface BackgroundWork {
  /** The store's mailer: the outbox. */
  outbox: MailOutbox;
  /** The queue itself (a job sent now, e.g. a renewal run in a test). */
  queue: JobQueue;
  /** Stops taking jobs and waits for the ones running. */
  stop(): Promise<void>;
}

/** A renewal run that fails is tried again a few times, then waits for the next minute's. */
const renewalQueue: QueueDefinition = {
  name: jobNames.renewMemberships,
  retryLimit: 2,
  retryDelaySeconds: 10,
  cron: '* * * * *',
  oneAtATime: true,
};

const pendingOrdersQueue: QueueDefinition = {
  name: jobNames.settlePendingOrders,
  retryLimit: 1,
  retryDelaySeconds: 30,
  cron: '* * * * *',
  oneAtATime: true,
};

const pruneQueue: QueueDefinition = {
  name: jobNames.pruneSentMail,
  retryLimit: 2,
  retryDelaySeconds: 60,
  cron: '17 4 * * *',
  oneAtATime: true,
};

/**
 * The store's background work on the job queue (pg-boss on its own database): the e-mail
 * outbox's deliveries and, when asked, the club's renewals. Every instance runs it; the queue
 * gives each job to one of them.
 */
export async function startBackgroundWork(
  database: Database,
  options: BackgroundOptions,
): Promise<BackgroundWork> {
  const queues = [
    mailQueue(options.outbox),
    pruneQueue,
    ...(options.renewals ? [renewalQueue] : []),
    ...(options.pendingOrders ? [pendingOrdersQueue] : []),
  ];
  const queue = await openJobQueue(database, queues, options.queue);
  const outbox = mailOutboxFor(database.db, options.relay, queue, {
    log: (line) => options.queue.log.warn(line),
    ...options.outbox,
  });
  try {
    await outbox.start();
    await queue.work(jobNames.pruneSentMail, () => outbox.pruneSent());
    const { renewals, pendingOrders } = options;
    if (pendingOrders) {
      await queue.work(jobNames.settlePendingOrders, async () => {
        await pendingOrders(outbox);
      });
    }
    if (renewals) {
      await queue.work(jobNames.renewMemberships, async () => {
        const now = renewals.clock.now();
        await renewMemberships(
          database.db,
          renewals.payments,
          outbox,
          now,
          undefined,
          renewals.publicUrl,
        );
        // Renewals left unconfirmed for a week end the membership.
        await expireWaitingRenewals(database.db, renewals.payments, outbox, now);
      });
    }
  } catch (error) {
    await queue.stop();
    throw error;
  }
  return { outbox, queue, stop: () => queue.stop() };
}
