import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Db } from './db/client';
import { pendingMigrations } from './db/schema-version';
import type { AppEnv } from './env';
import type { Mailer } from './mail/mailer';

export interface HealthDeps {
  db: Db;
  mailer: Mailer;
  /** The client build the server serves (STATIC_DIR); none: an API-only server. */
  staticDir?: string;
  /** True from SIGTERM on: the load balancer should stop sending requests here. */
  isShuttingDown?: () => boolean;
}

type CheckState = 'ok' | 'unreachable' | 'outdated' | 'missing' | 'not served' | 'not configured';

/** How long one answer about the mail relay is kept: probes come every few seconds. */
const mailCheckTtlMs = 30_000;
const mailCheckTimeoutMs = 3000;

function timeout(ms: number) {
  return new Promise<never>((_, reject) => {
    setTimeout(() => reject(new Error(`no answer in ${ms / 1000} s`)), ms).unref();
  });
}

/** The relay's state, asked at most every 30 s. */
function mailState(mailer: Mailer) {
  let last: { at: number; state: Promise<CheckState> } | undefined;
  return (): Promise<CheckState> => {
    if (!mailer.verify) return Promise.resolve('not configured');
    if (last && Date.now() - last.at < mailCheckTtlMs) return last.state;
    const state = Promise.race([mailer.verify(), timeout(mailCheckTimeoutMs)]).then(
      () => 'ok' as const,
      (error: unknown) => {
        console.warn(`Readiness: the mail relay does not answer: ${(error as Error).message}`);
        return 'unreachable' as const;
      },
    );
    last = { at: Date.now(), state };
    return state;
  };
}

async function databaseState(db: Db): Promise<{ database: CheckState; schema?: CheckState }> {
  try {
    await db.execute(sql`SELECT 1`);
  } catch (error) {
    console.warn(`Readiness: the database does not answer: ${(error as Error).message}`);
    return { database: 'unreachable' };
  }
  try {
    const pending = await pendingMigrations(db);
    return { database: 'ok', schema: pending.length === 0 ? 'ok' : 'outdated' };
  } catch (error) {
    console.warn(`Readiness: the schema could not be read: ${(error as Error).message}`);
    return { database: 'ok', schema: 'unreachable' };
  }
}

/**
 * /healthz: the process answers (a liveness probe; restart it when this fails).
 * /readyz: it can serve: the database answers and has every migration, and the client build is
 * there. 503 names the failing parts. The mail relay's state is reported but never fails it:
 * an order stands when mail cannot go out. States are words, never addresses or messages,
 * since anyone can ask; the log says why.
 */
export function healthRoutes(deps: HealthDeps) {
  const mail = mailState(deps.mailer);
  return new Hono<AppEnv>()
    .get('/healthz', (c) => c.json({ status: 'ok' as const }))
    .get('/readyz', async (c) => {
      const [database, mailer] = await Promise.all([databaseState(deps.db), mail()]);
      const checks: Record<string, CheckState> = {
        ...database,
        build: !deps.staticDir
          ? 'not served'
          : existsSync(join(deps.staticDir, 'index.html'))
            ? 'ok'
            : 'missing',
        mail: mailer,
      };
      const failing = Object.entries(checks)
        .filter(([part, state]) => part !== 'mail' && state !== 'ok' && state !== 'not served')
        .map(([part]) => part);
      if (deps.isShuttingDown?.()) failing.push('shutting down');
      c.header('Cache-Control', 'no-store');
      return failing.length === 0
        ? c.json({ status: 'ready' as const, checks })
        : c.json({ status: 'not ready' as const, failing, checks }, 503);
    });
}
