import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';
import { rateLimiter } from 'hono-rate-limiter';
import { rateLimitedCode, tooManyRequestsMessage } from '../domain/rate-limit';
import type { ApiError } from '../domain/schemas';
import type { AppEnv } from './env';

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
}

/** Production's defaults (server/config.ts): generous for a person, tight for a script. */
export const defaultWriteRateLimits: WriteRateLimits = {
  perAccount: 60,
  perAddress: 120,
  windowSeconds: 60,
};

const reads = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The client's address: the proxy's header when configured, else the socket's (Node only). */
function addressOf(c: Context<AppEnv>, header: string | undefined): string {
  const forwarded = header ? c.req.header(header)?.trim() : undefined;
  if (forwarded) return forwarded;
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // Not on @hono/node-server (a test's app.request): one shared bucket.
    return 'unknown';
  }
}

function limiter(
  limit: number,
  windowSeconds: number,
  keyOf: (c: Context<AppEnv>) => string | undefined,
): MiddlewareHandler<AppEnv> {
  return rateLimiter<AppEnv>({
    windowMs: windowSeconds * 1000,
    limit,
    standardHeaders: 'draft-6',
    skip: (c) => reads.has(c.req.method) || keyOf(c) === undefined,
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
export const writesPerAddress = (limits: WriteRateLimits) =>
  limiter(limits.perAddress, limits.windowSeconds, (c) => addressOf(c, limits.clientAddressHeader));

/** Per account (the token's `sub`), after authentication; anonymous writes are left to the 401. */
export const writesPerAccount = (limits: WriteRateLimits) =>
  limiter(limits.perAccount, limits.windowSeconds, (c) => c.get('caller')?.sub);
