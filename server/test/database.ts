import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../db/client';
import './provided';

/** One test file's own copy of the seeded database; `open()` may be called again after closing. */
export interface TestDatabase {
  kind: Database['kind'];
  open(): Promise<Database>;
  dispose(): Promise<void>;
}

async function onServer<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: `${serverUrl}/postgres` });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const source = inject('database');
  if (source.kind === 'pglite') {
    const dataDir = mkdtempSync(join(tmpdir(), 'ff-api-db-'));
    let loadDataDir: Blob | undefined = new Blob([readFileSync(source.dumpPath)]);
    return {
      kind: 'pglite',
      async open() {
        const database = await openDatabase(loadDataDir ? { dataDir, loadDataDir } : { dataDir });
        loadDataDir = undefined;
        return database;
      },
      async dispose() {
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const name = `ff_test_${randomBytes(6).toString('hex')}`;
  await onServer(source.serverUrl, (client) =>
    client.query(`CREATE DATABASE ${name} TEMPLATE ${source.template}`),
  );
  return {
    kind: 'postgres',
    open: () => openDatabase({ url: `${source.serverUrl}/${name}` }),
    async dispose() {
      await onServer(source.serverUrl, (client) =>
        client.query(`DROP DATABASE ${name} WITH (FORCE)`),
      );
    },
  };
}
