import { randomInt } from 'node:crypto';
import { format } from 'node:util';
import type { MiddlewareHandler } from 'hono';
import { pinoLogger } from 'hono-pino';
import pino, { type DestinationStream, type Logger } from 'pino';
import type { AppEnv } from './env';

export type Log = Logger;

export interface LogOptions {
  level: pino.LevelWithSilent;
  /** Human-readable lines (development), when pino-pretty is installed; JSON lines otherwise. */
  pretty: boolean;
  /** Where lines go; standard output by default (tests collect them). */
  destination?: DestinationStream;
}

/** JSON lines with the level as a word and an ISO time, written synchronously (nothing lost at exit). */
const jsonOptions = (level: pino.LevelWithSilent): pino.LoggerOptions => ({
  level,
  timestamp: pino.stdTimeFunctions.isoTime,
  formatters: { level: (label) => ({ level: label }) },
});

export async function createLog({ level, pretty, destination }: LogOptions): Promise<Log> {
  if (pretty && !destination) {
    try {
      const { default: prettyStream } = await import('pino-pretty');
      return pino({ level }, prettyStream({ sync: true, translateTime: 'SYS:HH:MM:ss.l' }));
    } catch {
      // A production install has no pino-pretty (a development dependency): JSON it is.
    }
  }
  return pino(jsonOptions(level), destination ?? pino.destination({ sync: true }));
}

const crockford = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** 12 characters of Crockford's base32 (60 bits): nothing to misread when a customer quotes it. */
export const newRequestId = () =>
  Array.from({ length: 12 }, () => crockford[randomInt(crockford.length)]).join('');

/** Probes every few seconds would drown the log. */
const unlogged = new Set(['/healthz', '/readyz']);

/**
 * One line per request: method, path (never the query, which can carry an invoice key or an
 * unsubscribe token), status, `responseTime` in ms, `reqId` (the X-Request-Id header) and the
 * signed-in account's `sub`. A 5xx carries its error with the stack (`err`); no header or body
 * is ever logged, so no token or card number is either.
 */
export function requestLog(log: Log): MiddlewareHandler<AppEnv> {
  const logged = pinoLogger({
    pino: log,
    http: {
      referRequestIdKey: 'requestId',
      onReqBindings: (c) => ({ method: c.req.method, path: c.req.path }),
      onResBindings: (c) => {
        const sub = (c as { get(key: 'caller'): { sub: string } | null | undefined }).get(
          'caller',
        )?.sub;
        return {
          status: c.res.status,
          ...(sub ? { sub } : {}),
          ...(c.res.status >= 500 && c.error ? { err: c.error } : {}),
        };
      },
      onResLevel: (c) => (c.res.status >= 500 ? 'error' : 'info'),
      onResMessage: (c) => (c.res.status >= 500 && c.error ? c.error.message : 'request'),
    },
  });
  // hono-pino types its middleware for an app whose only variable is its logger.
  const middleware = logged as unknown as MiddlewareHandler<AppEnv>;
  return (c, next) => (unlogged.has(c.req.path) ? next() : middleware(c, next));
}

/**
 * console.* in the server process goes to the log as one line each (an Error argument becomes
 * `err`, with its stack), so parts that still write to the console never break the JSON.
 */
export function routeConsoleTo(log: Log): void {
  const to =
    (level: 'error' | 'warn' | 'info' | 'debug') =>
    (...args: unknown[]) => {
      const err = args.find((arg): arg is Error => arg instanceof Error);
      const rest = args.filter((arg) => arg !== err);
      const message = format(...rest);
      if (err) log[level]({ err }, message || err.message);
      else log[level](message);
    };
  Object.assign(console, {
    error: to('error'),
    warn: to('warn'),
    info: to('info'),
    log: to('info'),
    debug: to('debug'),
  });
}
