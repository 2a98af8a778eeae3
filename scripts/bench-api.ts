import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { freePort } from '../server/test/ports.ts';
import { startPostgresCluster, type PostgresCluster } from '../server/test/postgres-cluster.ts';
import { testDeploymentEnv, writeUnusedPoolOutputs } from '../server/test/test-deployment.ts';

/**
 * API speed, part of `npm run bench` (`-- --api-only` runs only this): autocannon against the
 * production server (server/main.ts, in its own process, seeded), on PGlite and on a throwaway
 * PostgreSQL cluster, beside a bare Hono server answering the product list's JSON. Every
 * figure is also given as a ratio to the bare server's. A benchmark: it never fails on numbers.
 */

const connections = 50;
const durationSeconds = 10;
/** Not measured: lets the JIT and the server's caches settle before each run. */
const warmUpSeconds = 2;

export const apiEndpoints = [
  { name: 'product list', path: '/api/products' },
  { name: 'one product', path: '/api/products/texas-brisket-rub' },
  { name: 'recipe list', path: '/api/recipes' },
] as const;

export interface Figures {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /**
   * The server process's CPU time per request (user + system, from /proc): unlike req/s and
   * latency it hardly moves when other work shares the machine.
   */
  cpuUsPerRequest: number;
  /** Requests that failed or answered anything but 2xx (should be 0). */
  failures: number;
}

export interface ApiBenchRow extends Figures {
  database: 'pglite' | 'postgres';
  endpoint: string;
  path: string;
  bytes: number;
  /** rps / bare rps (1 = as fast; higher is better); latencies / bare latencies (lower is better). */
  ratio: { requestsPerSecond: number; p50Ms: number; p99Ms: number; cpuUsPerRequest: number };
}

export interface ApiBenchReport {
  date: string;
  connections: number;
  durationSeconds: number;
  /** The machine's 1-minute load average when the run began (2 cores: above 2, expect noise). */
  loadAverage: number;
  bare: Figures & { bytes: number };
  rows: ApiBenchRow[];
  /** Why a database was not measured (PostgreSQL not installed, …). */
  skipped: string[];
}

/** CPU time a process has used, in µs (Linux: utime + stime, in clock ticks of 10 ms). */
function cpuMicroseconds(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10_000;
  } catch {
    return NaN;
  }
}

async function measure(url: string, server: Running): Promise<Figures> {
  await autocannon({ url, connections: 10, duration: warmUpSeconds });
  const cpuBefore = cpuMicroseconds(server.pid);
  const result = await autocannon({ url, connections, duration: durationSeconds });
  const cpu = cpuMicroseconds(server.pid) - cpuBefore;
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    cpuUsPerRequest: Math.round(cpu / result.requests.total),
    failures: result.errors + result.timeouts + result.non2xx,
  };
}

async function waitFor(url: string, child: ChildProcess): Promise<void> {
  // A new PGlite directory runs initdb and the seed first (about 5 s).
  for (let attempt = 0; attempt < 600; attempt++) {
    if (child.exitCode !== null)
      throw new Error(`The server for ${url} exited (${child.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No server answered at ${url}`);
}

export interface Running {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

/** `node --import tsx <script>` in its own process group, stopped with SIGTERM. */
export async function startNode(script: string, env: NodeJS.ProcessEnv, readyPath: string) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
    env: { ...env, HOST: '127.0.0.1', PORT: String(port) },
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null) process.kill(-child.pid!, 'SIGTERM');
    await exited;
  };
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${url}${readyPath}`, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, pid: child.pid!, stop } satisfies Running;
}

/**
 * The production server as a test deployment, its user pool a local one nobody runs (reads need
 * no sign-in), no mail, and no DATABASE_URL unless given.
 */
function startStoreServer(dir: string, databaseUrl?: string): Promise<Running> {
  const outputs = writeUnusedPoolOutputs(dir);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    ...testDeploymentEnv,
    ALLOW_NO_MAIL: '1',
    PUBLIC_URL: 'http://127.0.0.1',
    DATA_DIR: join(dir, 'data'),
    AMPLIFY_OUTPUTS: outputs,
  };
  delete env.DATABASE_URL;
  delete env.STATIC_DIR;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  return startNode('server/main.ts', env, '/api/health');
}

const ratio = (value: number, bare: number) => Number((value / bare).toFixed(2));

function row(
  database: ApiBenchRow['database'],
  endpoint: (typeof apiEndpoints)[number],
  bytes: number,
  figures: Figures,
  bare: Figures,
): ApiBenchRow {
  return {
    database,
    endpoint: endpoint.name,
    path: endpoint.path,
    bytes,
    ...figures,
    ratio: {
      requestsPerSecond: ratio(figures.requestsPerSecond, bare.requestsPerSecond),
      p50Ms: ratio(figures.p50Ms, bare.p50Ms),
      p99Ms: ratio(figures.p99Ms, bare.p99Ms),
      cpuUsPerRequest: ratio(figures.cpuUsPerRequest, bare.cpuUsPerRequest),
    },
  };
}

async function measureStore(
  database: ApiBenchRow['database'],
  server: Running,
  bare: Figures,
): Promise<ApiBenchRow[]> {
  const rows: ApiBenchRow[] = [];
  for (const endpoint of apiEndpoints) {
    const url = `${server.url}${endpoint.path}`;
    const bytes = (await (await fetch(url)).arrayBuffer()).byteLength;
    console.log(`  ${database} ${endpoint.name} (${endpoint.path})…`);
    rows.push(row(database, endpoint, bytes, await measure(url, server), bare));
  }
  return rows;
}

async function startCluster(skipped: string[]): Promise<PostgresCluster | undefined> {
  try {
    return await startPostgresCluster();
  } catch (error) {
    skipped.push(`postgres: ${(error as Error).message}`);
    return undefined;
  }
}

export function printApiBench(report: ApiBenchReport): void {
  const { bare } = report;
  console.log(
    `\nAPI speed (autocannon, ${report.connections} connections, ${report.durationSeconds} s each; ×bare = ratio to a bare Hono server answering the same ${(bare.bytes / 1024).toFixed(1)} KB list):`,
  );
  const line = (figures: Figures, ratios?: ApiBenchRow['ratio']) => ({
    'req/s': figures.requestsPerSecond,
    'req/s ×bare': ratios?.requestsPerSecond ?? 1,
    'p50 ms': figures.p50Ms,
    'p50 ×bare': ratios?.p50Ms ?? 1,
    'p99 ms': figures.p99Ms,
    'p99 ×bare': ratios?.p99Ms ?? 1,
    'CPU µs/req': figures.cpuUsPerRequest,
    'CPU ×bare': ratios?.cpuUsPerRequest ?? 1,
    failures: figures.failures,
  });
  console.table({
    'bare Hono, fixed list': line(bare),
    ...Object.fromEntries(
      report.rows.map((r) => [`${r.database} ${r.endpoint}`, line(r, r.ratio)]),
    ),
  });
  console.log(
    `Load average at the start: ${report.loadAverage.toFixed(1)} (req/s and latency swing with other work; CPU µs per request hardly does).`,
  );
  for (const reason of report.skipped) console.log(`Not measured: ${reason}`);
}

export async function runApiBench(): Promise<ApiBenchReport> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-api-'));
  const running: Running[] = [];
  const start = async (server: Promise<Running>) => {
    const started = await server;
    running.push(started);
    return started;
  };
  const stop = async (server: Running) => {
    running.splice(running.indexOf(server), 1);
    await server.stop();
  };
  const skipped: string[] = [];
  const loadAverage = loadavg()[0]!;
  let cluster: PostgresCluster | undefined;
  try {
    console.log('\nAPI speed: starting the store server on PGlite…');
    const pglite = await start(startStoreServer(join(dir, 'pglite')));
    const listJson = await (await fetch(`${pglite.url}/api/products`)).text();
    const bareJson = join(dir, 'product-list.json');
    writeFileSync(bareJson, listJson);

    const bareServer = await start(
      startNode('scripts/bench-bare-server.ts', { ...process.env, BARE_JSON: bareJson }, '/'),
    );
    console.log('  bare Hono, fixed list…');
    const bare = {
      ...(await measure(`${bareServer.url}/`, bareServer)),
      bytes: (await (await fetch(`${bareServer.url}/`)).arrayBuffer()).byteLength,
    };
    await stop(bareServer);

    const rows = await measureStore('pglite', pglite, bare);
    await stop(pglite);

    console.log('API speed: starting a throwaway PostgreSQL cluster…');
    cluster = await startCluster(skipped);
    if (cluster) {
      const admin = new pg.Client({ connectionString: `${cluster.serverUrl}/postgres` });
      await admin.connect();
      await admin.query('CREATE DATABASE ff_bench');
      await admin.end();
      const postgres = await start(
        startStoreServer(join(dir, 'postgres'), `${cluster.serverUrl}/ff_bench`),
      );
      rows.push(...(await measureStore('postgres', postgres, bare)));
      await stop(postgres);
    }
    return {
      date: new Date().toISOString(),
      connections,
      durationSeconds,
      loadAverage,
      bare,
      rows,
      skipped,
    };
  } finally {
    for (const server of running) await server.stop();
    cluster?.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
