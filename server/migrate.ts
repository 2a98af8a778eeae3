import { readDatabaseConfig, ConfigError } from './config';
import { openDatabase } from './db/client';
import { DatabaseUnreachable, reachDatabase, redactedDatabaseUrl } from './db/reach';
import { pendingMigrations } from './db/schema-version';

/**
 * `npm run db:migrate`: applies the pending
 * migrations to DATABASE_URL (under an advisory lock, so two at once take turns) or to the
 * PGlite database under DATA_DIR, then exits. A deployment runs it once before the new servers
 * start; they refuse an older schema.
 */
const refuse = (lines: string[]): never => {
  process.stderr.write(lines.map((line) => `${line}\n`).join(''));
  process.exit(1);
};

let config;
try {
  config = readDatabaseConfig();
} catch (error) {
  if (error instanceof ConfigError) refuse(error.problems);
  throw error;
}

const where = config.databaseUrl
  ? redactedDatabaseUrl(config.databaseUrl)
  : `the embedded database in ${config.pgliteDir}`;
try {
  if (config.databaseUrl) {
    await reachDatabase(config.databaseUrl, {
      waitMs: config.databaseWaitMs,
      onRetry: (reason, waitMs) =>
        process.stderr.write(
          `The database does not answer (${reason}): trying again in ${waitMs / 1000} s\n`,
        ),
    });
  }
  const database = await openDatabase(
    config.databaseUrl
      ? { url: config.databaseUrl, migrate: false }
      : { dataDir: config.pgliteDir, migrate: false },
  );
  const pending = await pendingMigrations(database.db);
  await database.close();
  if (pending.length > 0) {
    const migrated = await openDatabase(
      config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.pgliteDir },
    );
    await migrated.close();
  }
  process.stdout.write(
    pending.length === 0
      ? `${where}: the schema is current, nothing to apply\n`
      : `${where}: applied ${pending.join(', ')}\n`,
  );
} catch (error) {
  if (error instanceof DatabaseUnreachable) refuse([error.message]);
  throw error;
}
