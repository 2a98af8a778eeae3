import type PgBoss from 'pg-boss';
import type { JobName, JobRun } from './queue';

export interface Worker {
  /** Looks for due jobs now rather than at the next poll. */
  wake(): void;
  /** Takes no more jobs; resolves when the batch in hand is done (or after `graceMs`). */
  stop(graceMs: number): Promise<void>;
}

interface WorkerOptions {
  pollingIntervalSeconds: number;
  batchSize: number;
  log: { error(line: string): void };
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Runs `handler` for the due jobs of `name`: pg-boss's fetch, complete and fail, each awaited.
 * (pg-boss 10's own `work()` completes and fails jobs without awaiting it, so a database that
 * drops its connections at that moment ends the process with an unhandled rejection.) A batch
 * is fetched at once (FOR UPDATE SKIP LOCKED: no other instance gets its jobs) and its jobs run
 * side by side; each succeeds or fails on its own, and a failed one is retried by pg-boss with
 * its queue's backoff. With nothing due, the worker waits `pollingIntervalSeconds` or a wake().
 */
export function startWorker<T>(
  boss: PgBoss,
  name: JobName,
  handler: (job: JobRun<T>) => Promise<void>,
  { pollingIntervalSeconds, batchSize, log }: WorkerOptions,
): Worker {
  let stopping = false;
  let woken: (() => void) | undefined;
  let wokenEarly = false;

  const idle = () =>
    new Promise<void>((resolve) => {
      if (wokenEarly) {
        wokenEarly = false;
        resolve();
        return;
      }
      const timer = setTimeout(done, pollingIntervalSeconds * 1000);
      function done() {
        clearTimeout(timer);
        woken = undefined;
        resolve();
      }
      woken = done;
    });

  async function runOne(job: PgBoss.JobWithMetadata<T>) {
    try {
      await handler({ id: job.id, data: job.data, attempt: job.retryCount + 1 });
    } catch (error) {
      await boss.fail(name, job.id, { message: reasonOf(error) });
      return;
    }
    await boss.complete(name, job.id);
  }

  async function pass() {
    const jobs = await boss.fetch<T>(name, { batchSize, includeMetadata: true });
    const outcomes = await Promise.allSettled(jobs.map(runOne));
    for (const outcome of outcomes) {
      // The database went away while recording an outcome: the job expires and runs again.
      if (outcome.status === 'rejected') log.error(`Job ${name}: ${reasonOf(outcome.reason)}`);
    }
    return jobs.length;
  }

  const loop = (async () => {
    while (!stopping) {
      let fetched = 0;
      try {
        fetched = await pass();
      } catch (error) {
        log.error(`Job queue ${name}: ${reasonOf(error)}`);
      }
      // A full batch may have more behind it: fetch again at once.
      if (fetched < batchSize && !stopping) await idle();
    }
  })();

  return {
    wake() {
      if (woken) woken();
      else wokenEarly = true;
    },
    async stop(graceMs) {
      stopping = true;
      woken?.();
      let timer: NodeJS.Timeout | undefined;
      const grace = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, graceMs);
      });
      await Promise.race([loop, grace]);
      clearTimeout(timer);
    },
  };
}
