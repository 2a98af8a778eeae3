import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';
import { MemoryStore, rateLimiter, type Store } from 'hono-rate-limiter';
import { rateLimitedCode, tooManyRequestsMessage } from '../domain/rate-limit';
import type { ApiError } from '../domain/schemas';
import type { Database, Db } from './db/client';
import type { AppEnv } from './env';
import { DatabaseRateLimitStore } from './rate-limit-store';

/** How many writes (POST/PUT/PATCH/DELETE under /api) one account and one address may make per window. */
export interface WriteRateLimits {
  perAccount: number;
  perAddress: number;
  windowSeconds: number;
  /**
   * A header the trusted proxy in front sets to the client's address (e.g. X-Real-IP); without
   * one, the connection's address.
   */
  clientAddressHeader?: string;
  /**
   * Gift card codes tried per address in the window (checks and orders that carry a card), far
   * below the writes so codes cannot be guessed; 10 by default.
   */
  giftCardAttempts?: number;
}

/** Production's defaults (server/config.ts): generous for a person, tight for a script. */
export const defaultWriteRateLimits: WriteRateLimits = {
  perAccount: 60,
  perAddress: 120,
  windowSeconds: 60,
  giftCardAttempts: 10,
};

/** Where each limiter (named without underscores) keeps its counts. */
export type RateLimitCounters = (limiter: string) => Store<AppEnv>;

/** In the database: every server process on it counts the same hits. */
export const databaseCounters =
  (db: Db): RateLimitCounters =>
  (limiter) =>
    new DatabaseRateLimitStore(db, `${limiter}:`);

/** In this process only: enough where one process is all there can be. */
export const memoryCounters: RateLimitCounters = () => new MemoryStore<AppEnv>();

/**
 * The database's counters on PostgreSQL, which several processes may share; memory on PGlite,
 * one process by construction, where a counter's write would cost ~5 ms per limited request
 * (scripts/bench-rate-limit.ts).
 */
export const countersFor = (database: Pick<Database, 'db' | 'kind'>): RateLimitCounters =>
  database.kind === 'postgres' ? databaseCounters(database.db) : memoryCounters;

const reads = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The client's address: the proxy's header when configured, else the socket's (Node only);
 * undefined for a request with neither (the server's own app.request).
 */
export function clientAddress(c: Context<AppEnv>, header: string | undefined): string | undefined {
  const forwarded = header ? c.req.header(header)?.trim() : undefined;
  if (forwarded) return forwarded;
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}

/** Requests without an address (a test's app.request) share one bucket. */
const addressOf = (c: Context<AppEnv>, header: string | undefined) =>
  clientAddress(c, header) ?? 'unknown';

function limiter(
  store: Store<AppEnv>,
  limit: number,
  windowSeconds: number,
  keyOf: (c: Context<AppEnv>) => string | undefined,
  counts: (c: Context<AppEnv>) => boolean | Promise<boolean> = () => true,
): MiddlewareHandler<AppEnv> {
  return rateLimiter<AppEnv>({
    windowMs: windowSeconds * 1000,
    limit,
    standardHeaders: 'draft-6',
    store,
    skip: async (c) => reads.has(c.req.method) || keyOf(c) === undefined || !(await counts(c)),
    keyGenerator: (c) => keyOf(c)!,
    // The API's one error shape, with the wait in words; the library has set Retry-After.
    handler: (c) => {
      const resetAt = c.get('rateLimit').resetTime?.getTime() ?? Date.now() + windowSeconds * 1000;
      const seconds = Math.max(1, Math.ceil((resetAt - Date.now()) / 1000));
      c.header('Retry-After', String(seconds));
      const body: ApiError = { error: rateLimitedCode, message: tooManyRequestsMessage(seconds) };
      return c.json(body, 429);
    },
  });
}

/**
 * Per address: every write counts, signed in or not, before the token is even checked, so a
 * flood of bad tokens is throttled too.
 */
export const writesPerAddress = (limits: WriteRateLimits, counters: RateLimitCounters) =>
  limiter(counters('writes-per-address'), limits.perAddress, limits.windowSeconds, (c) =>
    addressOf(c, limits.clientAddressHeader),
  );

/** Per account (the token's `sub`), after authentication; anonymous writes are left to the 401. */
export const writesPerAccount = (limits: WriteRateLimits, counters: RateLimitCounters) =>
  limiter(
    counters('writes-per-account'),
    limits.perAccount,
    limits.windowSeconds,
    (c) => c.get('caller')?.sub,
  );

/** Whether a write tries a gift card code: a check does, an order does when it names a card. */
async function triesGiftCard(c: Context<AppEnv>): Promise<boolean> {
  if (c.req.path.endsWith('/gift-cards/check')) return true;
  // Hono keeps the parsed body, so the route's validator reads the same one.
  const body: unknown = await c.req.json().catch(() => undefined);
  return typeof body === 'object' && body !== null && 'giftCard' in body;
}

/**
 * One counter per address for every gift card code tried, whether through the check or an
 * order: mount the same instance on both routes.
 */
export const giftCardAttemptsPerAddress = (limits: WriteRateLimits, counters: RateLimitCounters) =>
  limiter(
    counters('gift-card-attempts'),
    limits.giftCardAttempts ?? defaultWriteRateLimits.giftCardAttempts!,
    limits.windowSeconds,
    (c) => addressOf(c, limits.clientAddressHeader),
    triesGiftCard,
  );
