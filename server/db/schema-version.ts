import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';
import type { Db } from './client';
import * as schema from './schema';

/**
 * The committed migrations (drizzle-kit), beside this module; the compiled server keeps a
 * copy beside its own file (scripts/build-server.mjs).
 */
export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Any constant works: every process that migrates takes the same one. */
const migrationLockKey = 0x6d16_7a7e;

interface JournalEntry {
  tag: string;
  when: number;
}

function journal(folder: string): JournalEntry[] {
  const file = join(folder, 'meta', '_journal.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { entries: JournalEntry[] }).entries;
}

/**
 * Applies the pending migrations on PostgreSQL while holding an advisory lock on one
 * connection, so servers and `npm run db:migrate` started at the same moment take turns: the
 * later ones find nothing left to apply (unguarded, the second CREATE SCHEMA failed).
 */
export async function migrateUnderLock(pool: pg.Pool, folder = migrationsFolder): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [migrationLockKey]);
    try {
      await migrate(drizzle({ client, schema }), { migrationsFolder: folder });
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [migrationLockKey]);
    }
  } finally {
    client.release();
  }
}

/** PGlite and node-postgres both answer a raw query with its rows. */
type Rows<T> = { rows: T[] };

/** The migrations the database has not had yet, oldest first (their file names). */
export async function pendingMigrations(db: Db, folder = migrationsFolder): Promise<string[]> {
  const table = (await db.execute(
    sql`SELECT to_regclass('drizzle.__drizzle_migrations')::text AS name`,
  )) as unknown as Rows<{ name: string | null }>;
  let applied = 0;
  if (table.rows[0]?.name) {
    const last = (await db.execute(
      sql`SELECT max(created_at)::text AS created_at FROM drizzle.__drizzle_migrations`,
    )) as unknown as Rows<{ created_at: string | null }>;
    applied = Number(last.rows[0]?.created_at ?? 0);
  }
  return journal(folder)
    .filter((entry) => entry.when > applied)
    .map((entry) => entry.tag);
}

/** The server was started on a database that lacks some of its migrations. */
export class SchemaOutdated extends Error {
  constructor(readonly pending: string[]) {
    const names = pending.length > 3 ? `${pending.slice(0, 3).join(', ')}, …` : pending.join(', ');
    super(
      `The database schema is older than this server: ${pending.length} migration${pending.length === 1 ? ' is' : 's are'} not applied (${names}). Run \`npm run db:migrate\` first.`,
    );
    this.name = 'SchemaOutdated';
  }
}

/** @throws SchemaOutdated when a migration is missing. */
export async function requireCurrentSchema(db: Db, folder = migrationsFolder): Promise<void> {
  const pending = await pendingMigrations(db, folder);
  if (pending.length > 0) throw new SchemaOutdated(pending);
}
