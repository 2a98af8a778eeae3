import type { ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { outDir } from '../../e2e/out-dir';
import { startStoreServer } from '../../e2e/store-server';
import { freePort } from '../../server/test/ports';
import { startPostgresCluster, type PostgresCluster } from '../../server/test/postgres-cluster';
import type { Cleanup } from './cleanup';

/** The server ended without being told to (a crash), and when it answered again. */
export interface Crash {
  server: string;
  /** Date.now() of the exit, and of /readyz answering after the restart. */
  exitedAt: number;
  exit: string;
  readyAgainAt?: number;
  restartFailed?: string;
}

/** One compiled server as it ships (e2e/store-server.ts), which the bench may kill and start again. */
export interface StoreInstance {
  name: string;
  url: string;
  dataDir: string;
  /** Its test provider's charges and refunds, one JSON line each (appended before it answers). */
  ledger: string;
  /** kill -9 of its process group: no draining, no closing, nothing written after. */
  kill(): Promise<void>;
  /** Starts it again on the same port, data and ledger; resolves once /readyz says ready. */
  restart(): Promise<void>;
  /** SIGTERM (it drains and closes the database), then waits for it to exit. */
  stop(): Promise<void>;
  /** Exits nobody asked for; each was followed by a start, as a process manager restarts. */
  crashes: Crash[];
}

const running = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;

function exitOf(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (!running(child)) resolve();
    else child.once('exit', () => resolve());
  });
}

async function signalGroup(child: ChildProcess, signal: NodeJS.Signals, waitMs: number) {
  if (!running(child)) return;
  const exited = exitOf(child);
  process.kill(-child.pid!, signal);
  const timer = new Promise<'late'>((resolve) => setTimeout(() => resolve('late'), waitMs).unref());
  if ((await Promise.race([exited, timer])) === 'late') {
    process.kill(-child.pid!, 'SIGKILL');
    await exited;
  }
}

export async function startInstance(
  cleanup: Cleanup,
  options: { dir: string; name: string; amplifyOutputs: string; databaseUrl?: string },
): Promise<StoreInstance> {
  const port = await freePort();
  const dataDir = join(options.dir, options.name);
  mkdirSync(dataDir, { recursive: true });
  const ledger = join(options.dir, `${options.name}-payments.jsonl`);
  const start = () =>
    startStoreServer({
      port,
      outDir,
      dataDir,
      amplifyOutputs: options.amplifyOutputs,
      env: {
        TEST_PAYMENTS_LEDGER: ledger,
        // Each shopper is a customer of its own address (shopper.ts), as a balancer would say.
        CLIENT_IP_HEADER: 'X-Real-IP',
        // The SDK's notice that its 2027 releases need Node 22 (README, "The log").
        AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
        ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
      },
    });
  let child: ChildProcess;
  /** Set while the bench itself ends the process (kill, stop). */
  let ending = false;
  let restarting: Promise<void> = Promise.resolve();
  const crashes: Crash[] = [];
  const launch = async () => {
    child = await start();
    child.once('exit', (code, signal) => {
      if (ending) return;
      const crash: Crash = {
        server: options.name,
        exitedAt: Date.now(),
        exit: signal ?? `code ${code}`,
      };
      crashes.push(crash);
      console.error(
        `   server ${options.name} exited on its own (${crash.exit}): starting it again`,
      );
      restarting = launch().then(
        () => void (crash.readyAgainAt = Date.now()),
        (error: Error) => void (crash.restartFailed = error.message),
      );
    });
  };
  await launch();
  const end = async (signal: NodeJS.Signals, waitMs: number) => {
    ending = true;
    await restarting;
    await signalGroup(child, signal, waitMs);
  };
  cleanup.add(`the store server ${options.name}`, () => end('SIGTERM', 20_000));
  return {
    name: options.name,
    url: `http://127.0.0.1:${port}`,
    dataDir,
    ledger,
    kill: () => end('SIGKILL', 10_000),
    async restart() {
      await launch();
      ending = false;
    },
    stop: () => end('SIGTERM', 20_000),
    crashes,
  };
}

/** A throwaway PostgreSQL cluster with one empty database; removed by `cleanup`. */
export async function startDatabase(cleanup: Cleanup, name: string) {
  const cluster: PostgresCluster = await startPostgresCluster();
  cleanup.add('PostgreSQL', () => cluster.stop());
  const admin = new pg.Client({ connectionString: `${cluster.serverUrl}/postgres` });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  return { cluster, url: `${cluster.serverUrl}/${name}` };
}
