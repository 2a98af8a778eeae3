import { execFile } from 'node:child_process';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from './db/client';
import { pendingMigrations } from './db/schema-version';
import './test/provided';

const source = inject('database');
const serverUrl = source.kind === 'postgres' ? source.serverUrl : '';
const name = `ff_migrate_${process.pid}`;
const url = `${serverUrl}/${name}`;

async function onServer(sql: string, database = 'postgres') {
  const client = new pg.Client({ connectionString: `${serverUrl}/${database}` });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A command of the repository's, as an operator runs it: its exit code and what it printed. */
function run(script: string, env: Record<string, string>) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', script],
      {
        env: { ...process.env, NODE_ENV: 'development', STATIC_DIR: '', ...env },
        timeout: 120_000,
      },
      (error, stdout, stderr) =>
        resolve({
          code: error ? Number((error as { code?: number }).code ?? -1) : 0,
          stdout,
          stderr,
        }),
    );
  });
}

beforeAll(() => onServer(`create database ${name}`));
afterAll(() => onServer(`drop database if exists ${name} with (force)`));

describe('migrations as a step, on PostgreSQL', { timeout: 180_000 }, () => {
  it('migrators started at once on a fresh database all succeed', async () => {
    // Two servers migrating at start at the same moment (unguarded, one failed on a duplicate
    // key), and `npm run db:migrate` beside them.
    const serverStart = () =>
      openDatabase({ url }).then(async (database) => {
        const pending = await pendingMigrations(database.db);
        await database.close();
        return pending;
      });
    const [first, second, command] = await Promise.all([
      serverStart(),
      serverStart(),
      run('server/migrate.ts', { DATABASE_URL: url }),
    ]);
    expect([first, second]).toEqual([[], []]);
    expect(command.stderr).toBe('');
    expect(command.code).toBe(0);
  });

  it('a server on an older schema refuses to start, in one line', async () => {
    // The database as it was before the newest migration was applied to it.
    const newest = await onServer(
      'delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations) returning id',
      name,
    );
    expect(newest.rowCount).toBe(1);
    const { code, stderr } = await run('server/main.ts', {
      DATABASE_URL: url,
      MIGRATE_ON_START: '0',
      SEED: '0',
      PORT: '0',
      LOG_LEVEL: 'silent',
    });
    expect(code).toBe(1);
    expect(stderr).toMatch(
      /^The database schema is older than this server: 1 migration is not applied \(\w+\)\. Run `npm run db:migrate` .*first\.\n$/,
    );
  });
});
