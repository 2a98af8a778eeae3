import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { SqlExecutor } from '../jobs/sql';
import { openPool } from './pool';
import * as schema from './schema';
import { migrateUnderLock, migrationsFolder } from './schema-version';

/** The one Drizzle type the services use: PGlite and node-postgres share the schema and the API. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle: every query inside a transaction must go through it, not `db`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface ListenHandlers {
  /** A NOTIFY on the channel, heard once the notifying transaction committed (any process). */
  onNotify(): void;
  /** The listening connection failed: notifications may be missed from now on. */
  onLost(error: Error): void;
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** LISTENs on `channel` (on its own connection for PostgreSQL); resolves to a function that stops. */
  listen(channel: string, handlers: ListenHandlers): Promise<() => Promise<void>>;
  /** Plain SQL with `$n` parameters, for pg-boss (the job queue) on the same database. */
  executor: SqlExecutor;
  close(): Promise<void>;
}

export type DatabaseOptions = (
  | { url: string }
  /** `loadDataDir` fills a new directory from a `dumpDataDir()` tarball (tests copy one seeded database). */
  | { dataDir: string; loadDataDir?: Blob }
) & {
  /** false: leave the schema as it is (a production server checks it is current instead). */
  migrate?: boolean;
};

/**
 * Opens PostgreSQL (`url`) or PGlite (`dataDir`) and applies the committed migrations (on
 * PostgreSQL under an advisory lock, server/db/schema-version.ts) unless `migrate` is false.
 */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if ('url' in options) {
    let closing = false;
    const pool = openPool(options.url, { isClosing: () => closing });
    const db = drizzleNodePostgres({ client: pool, schema });
    try {
      if (options.migrate !== false) await migrateUnderLock(pool);
    } catch (error) {
      await pool.end();
      throw error;
    }
    return {
      db,
      kind: 'postgres',
      listen: (channel, handlers) => listenOnPostgres(options.url, channel, handlers),
      executor: { executeSql: (text, values) => pool.query(text, values) },
      close: () => {
        closing = true;
        return pool.end();
      },
    };
  }
  mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create(
    options.dataDir,
    options.loadDataDir ? { loadDataDir: options.loadDataDir } : {},
  );
  const db = drizzlePglite({ client, schema });
  try {
    if (options.migrate !== false) await migratePglite(db, { migrationsFolder });
  } catch (error) {
    await client.close();
    throw error;
  }
  return {
    db,
    kind: 'pglite',
    // One process, one connection: a notification can only get lost with the database itself.
    listen: (channel, { onNotify }) => client.listen(channel, () => onNotify()),
    executor: {
      // pg-boss sends its schema and maintenance as several statements without parameters.
      async executeSql(text, values) {
        if (values && values.length > 0) return client.query(text, values);
        const results = await client.exec(text);
        return results.at(-1) ?? { rows: [] };
      },
    },
    close: () => client.close(),
  };
}

/** A pool hands a connection to any query, so LISTEN needs a client of its own, kept open. */
async function listenOnPostgres(
  url: string,
  channel: string,
  { onNotify, onLost }: ListenHandlers,
): Promise<() => Promise<void>> {
  const client = new pg.Client({ connectionString: url });
  let stopped = false;
  const lost = (error: Error) => {
    if (stopped) return;
    stopped = true;
    void client.end().catch(() => undefined);
    onLost(error);
  };
  client.on('notification', (message) => {
    if (message.channel === channel) onNotify();
  });
  client.on('error', lost);
  client.on('end', () => lost(new Error('The listening connection closed')));
  try {
    await client.connect();
    await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
  } catch (error) {
    stopped = true;
    await client.end().catch(() => undefined);
    throw error;
  }
  return async () => {
    if (stopped) return;
    stopped = true;
    await client.end();
  };
}
