import pg from 'pg';

/** Errors that say the database is not there yet (starting, restarting, network): worth waiting for. */
const transientCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
  // PostgreSQL: the database system is starting up / shutting down / too many connections.
  '57P03',
  '57P01',
  '53300',
]);

function isTransient(error: unknown): boolean {
  for (let e = error; e instanceof Error; e = e.cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && transientCodes.has(code)) return true;
    if (/timeout|terminated unexpectedly/i.test(e.message)) return true;
  }
  return false;
}

/** The URL without its password, to name in a log line. */
export function redactedDatabaseUrl(url: string): string {
  const parsed = URL.parse(url);
  if (!parsed) return 'DATABASE_URL';
  if (parsed.password) parsed.password = '***';
  parsed.search = '';
  return parsed.href;
}

const reasonOf = (error: unknown) => {
  const e = error as { code?: unknown; message?: unknown };
  const message = typeof e?.message === 'string' && e.message ? e.message : String(error);
  return typeof e?.code === 'string' && !message.includes(e.code) ? `${message} (${e.code})` : message;
};

/** The database cannot be used: one line saying which and why. */
export class DatabaseUnreachable extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'DatabaseUnreachable';
  }
}

export interface ReachOptions {
  /** How long to keep trying, spread over the retries: 30 s gives waits of 1, 2, 4, 8 and 15.5 s. */
  waitMs: number;
  tries?: number;
  /** Told before each wait (a log line). */
  onRetry?: (reason: string, waitMs: number, attempt: number) => void;
}

/** Waits of `total` spread over `tries` attempts, each twice the one before. */
export function backoff(totalMs: number, tries: number): number[] {
  const waits = tries - 1;
  const unit = totalMs / (2 ** waits - 1);
  return Array.from({ length: waits }, (_, i) => Math.round(unit * 2 ** i));
}

/**
 * Connects once and asks `SELECT 1`, trying again with backoff while the database is
 * unreachable (a container started beside it, a restart); a refusal that waiting cannot fix
 * (a wrong password, a database that does not exist) ends it at once.
 * @throws DatabaseUnreachable in one line naming the database and the last reason.
 */
export async function reachDatabase(url: string, options: ReachOptions): Promise<void> {
  const tries = options.tries ?? 6;
  const waits = backoff(options.waitMs, tries);
  const where = redactedDatabaseUrl(url);
  for (let attempt = 1; ; attempt += 1) {
    const client = new pg.Client({
      connectionString: url,
      connectionTimeoutMillis: Math.max(2000, Math.min(10_000, options.waitMs / 3)),
    });
    // A connection that fails after connecting reports here too; the query's rejection says why.
    client.on('error', () => undefined);
    try {
      await client.connect();
      await client.query('SELECT 1');
      return;
    } catch (error) {
      const reason = reasonOf(error);
      if (!isTransient(error)) {
        throw new DatabaseUnreachable(`Cannot use the database at ${where}: ${reason}`, {
          cause: error,
        });
      }
      const wait = waits[attempt - 1];
      if (wait === undefined) {
        throw new DatabaseUnreachable(
          `Cannot reach the database at ${where} after ${tries} tries over ${Math.round(options.waitMs / 1000)} s: ${reason}`,
          { cause: error },
        );
      }
      options.onRetry?.(reason, wait, attempt);
      await new Promise((resolve) => setTimeout(resolve, wait));
    } finally {
      await client.end().catch(() => undefined);
    }
  }
}
