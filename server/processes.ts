import cluster from 'node:cluster';
import type { Log } from './log';

/**
 * The primary of `count` server processes sharing one port (Node's cluster: the primary accepts
 * connections and hands them round). Each worker is a whole server (server/start.ts) on the
 * shared PostgreSQL: migrations, seeding and the job queue's start already take turns under
 * advisory locks, scheduled jobs run on one instance, rate limits are counted in the database
 * and the caches hear each other's writes by NOTIFY, as for several instances.
 *
 * A worker that stops before it listens (a setting, the database) stops them all with its exit
 * code; one that dies while serving is started again. SIGTERM and SIGINT reach every worker,
 * each finishing its requests, and the primary exits when the last has.
 */
/** What a worker tells the primary once it serves (main.ts). */
export const servingMessage = 'ff-serving';

export function runProcesses(count: number, log: Log): void {
  const listening = new Set<number>();
  let stopping = false;
  let exitCode = 0;

  const fork = () => {
    const worker = cluster.fork();
    // Not cluster's 'listening': start.ts's port check listens before the database is open.
    worker.on('message', (message: unknown) => {
      if (message === servingMessage) listening.add(worker.id);
    });
    worker.once('exit', (code, signal) => {
      const served = listening.delete(worker.id);
      if (stopping) {
        if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(exitCode);
        return;
      }
      if (!served) {
        log.error(`A server process stopped while starting (exit ${code ?? signal}): stopping all`);
        exitCode = code || 1;
        stop('SIGTERM');
        return;
      }
      log.warn(`A server process died (exit ${code ?? signal}): starting another`);
      fork();
    });
  };
  const stop = (signal: NodeJS.Signals) => {
    stopping = true;
    const workers = Object.values(cluster.workers ?? {});
    if (workers.length === 0) process.exit(exitCode);
    for (const worker of workers) worker?.process.kill(signal);
  };

  log.info(`Starting ${count} server processes on one port`);
  for (let i = 0; i < count; i++) fork();
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      log.info(`${signal}: stopping every server process`);
      stop(signal);
    });
  }
}
