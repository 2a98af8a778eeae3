import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, expect, it } from 'vitest';
import { inject } from 'vitest';
import { freePort } from './test/ports';
import { testDeploymentEnv, writeUnusedPoolOutputs } from './test/test-deployment';

/** WEB_CONCURRENCY on PostgreSQL: several whole servers on one port (server/processes.ts). */

const dir = mkdtempSync(join(tmpdir(), 'ff-processes-'));
const source = inject('database');
const name = `ff_processes_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({
  connectionString: `${source.kind === 'postgres' ? source.serverUrl : ''}/postgres`,
});
afterAll(async () => {
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
  await admin.end();
  rmSync(dir, { recursive: true, force: true });
});

it(
  'serves from two processes sharing the port, each a whole server, and stops them all',
  { timeout: 120_000 },
  async () => {
    if (source.kind !== 'postgres') throw new Error('PostgreSQL only');
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${source.template}`);
    const outputs = writeUnusedPoolOutputs(dir);
    const port = await freePort();
    const primary = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      stdio: 'ignore',
      env: {
        ...process.env,
        ...testDeploymentEnv,
        NODE_ENV: 'production',
        ALLOW_NO_MAIL: '1',
        STATIC_DIR: '',
        SMTP_URL: '',
        PUBLIC_URL: 'http://127.0.0.1',
        AMPLIFY_OUTPUTS: outputs,
        DATA_DIR: join(dir, 'data'),
        DATABASE_URL: `${source.serverUrl}/${name}`,
        WEB_CONCURRENCY: '2',
        HOST: '127.0.0.1',
        PORT: String(port),
        LOG_LEVEL: 'silent',
      },
    });
    const exited = new Promise<number | null>((resolve) =>
      primary.on('exit', (code) => resolve(code)),
    );
    // Each process's catalogue cache LISTENs on a connection of its own once it serves.
    const listening = async () =>
      (
        await admin.query<{ count: number }>(
          `select count(*)::int as count from pg_stat_activity where datname = $1 and query like 'LISTEN %'`,
          [name],
        )
      ).rows[0]!.count;
    await expect.poll(listening, { timeout: 90_000, interval: 200 }).toBe(2);
    // A process LISTENs before it binds the port: wait until the port answers.
    const live = () =>
      fetch(`http://127.0.0.1:${port}/healthz`).then(
        (answer) => answer.status,
        () => 0,
      );
    await expect.poll(live, { timeout: 90_000, interval: 200 }).toBe(200);
    const response = await fetch(`http://127.0.0.1:${port}/api/products`);
    expect(response.status).toBe(200);
    expect(((await response.json()) as unknown[]).length).toBeGreaterThan(0);

    primary.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(await listening()).toBe(0);
  },
);
