import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import pg from 'pg';
import { openDatabase, type Database } from '../server/db/client.ts';
import type { AppEnv } from '../server/env.ts';
import {
  databaseCounters,
  memoryCounters,
  writesPerAddress,
  type RateLimitCounters,
} from '../server/rate-limit.ts';
import { startPostgresCluster } from '../server/test/postgres-cluster.ts';

/**
 * What counting rate limits in the database costs per limited request, against counting them
 * in memory: `npx tsx scripts/bench-rate-limit.ts`. A write through one limiter, many times, on
 * PGlite and on a throwaway PostgreSQL cluster. A benchmark: it prints numbers, never fails.
 */

const requests = 500;
const limits = { perAccount: 1e9, perAddress: 1e9, windowSeconds: 60 };

async function microsPerRequest(counters: RateLimitCounters): Promise<number> {
  const app = new Hono<AppEnv>()
    .use(writesPerAddress(limits, counters))
    .post('/', (c) => c.text('ok'));
  const write = async () => {
    const response = await app.request('/', { method: 'POST' });
    if (response.status !== 200) throw new Error(`answered ${response.status}`);
  };
  for (let i = 0; i < 50; i++) await write();
  const started = performance.now();
  for (let i = 0; i < requests; i++) await write();
  return ((performance.now() - started) * 1000) / requests;
}

async function measure(name: string, database: Database) {
  const memory = await microsPerRequest(memoryCounters);
  const shared = await microsPerRequest(databaseCounters(database.db));
  console.log(
    `${name.padEnd(10)} memory ${memory.toFixed(0).padStart(6)} µs/request   database ${shared
      .toFixed(0)
      .padStart(6)} µs/request   (+${(shared - memory).toFixed(0)} µs)`,
  );
}

console.log(`${requests} limited writes in a row, one client, after 50 to warm up:`);
const dataDir = mkdtempSync(join(tmpdir(), 'ff-bench-rate-limit-'));
try {
  const pglite = await openDatabase({ dataDir });
  await measure('PGlite', pglite);
  await pglite.close();
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
const cluster = await startPostgresCluster();
try {
  const admin = new pg.Client({ connectionString: `${cluster.serverUrl}/postgres` });
  await admin.connect();
  await admin.query('CREATE DATABASE bench');
  await admin.end();
  const postgres = await openDatabase({ url: `${cluster.serverUrl}/bench` });
  await measure('PostgreSQL', postgres);
  await postgres.close();
} finally {
  cluster.stop();
}
