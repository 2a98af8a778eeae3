import type { PostgresCluster } from '../../server/test/postgres-cluster';
import type { RunKind } from './options';
import type { RequestLog, Window } from './stats';
import type { StoreInstance } from './stores';

/** A disruption as it happened, in ms after the run's start. */
export interface DisruptionTiming {
  name: string;
  atMs: number;
  /** When it was over: the server ready again (/readyz), or PostgreSQL accepting connections. */
  backAtMs: number;
  /** It could not be done or undone (a server that did not start again): the run goes on. */
  failed?: string;
}

/** What clients saw is counted until this long after the disruption was over (reconnecting). */
export const recoveryMarginMs = 2000;

export const windowOf = (timing: DisruptionTiming): Window => ({
  name: timing.name,
  fromMs: timing.atMs,
  toMs: timing.backAtMs + recoveryMarginMs,
});

const sleepUntil = (log: RequestLog, ms: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.max(0, ms - log.now())));

async function timed(
  log: RequestLog,
  name: string,
  disrupt: () => Promise<void>,
): Promise<DisruptionTiming> {
  const atMs = log.now();
  try {
    await disrupt();
    return { name, atMs, backAtMs: log.now() };
  } catch (error) {
    return { name, atMs, backAtMs: log.now(), failed: (error as Error).message };
  }
}

/**
 * The run's disruptions, each after the one before is over: PostgreSQL: a restart at T/2; two
 * servers: the second killed with SIGKILL at T/3 and started again at once on its port, then a
 * PostgreSQL restart at 2T/3 (`pg_ctl restart -m fast`: every connection cut).
 */
export async function disrupt(
  kind: RunKind,
  {
    log,
    seconds,
    instances,
    cluster,
  }: {
    log: RequestLog;
    seconds: number;
    instances: StoreInstance[];
    cluster?: PostgresCluster;
  },
): Promise<DisruptionTiming[]> {
  const done: DisruptionTiming[] = [];
  const restartPostgres = () =>
    timed(log, 'PostgreSQL restarted (pg_ctl restart -m fast)', () => cluster!.restart());
  if (kind === 'postgres') {
    await sleepUntil(log, (seconds * 1000) / 2);
    done.push(await restartPostgres());
  }
  if (kind === 'two') {
    const victim = instances[1]!;
    await sleepUntil(log, (seconds * 1000) / 3);
    done.push(
      await timed(log, 'server b killed (kill -9) and started again', async () => {
        await victim.kill();
        await victim.restart();
      }),
    );
    await sleepUntil(log, (seconds * 2000) / 3);
    done.push(await restartPostgres());
  }
  return done;
}
