/** node-postgres's own words for a connection that is gone or never came. */
const lostConnectionMessages = [
  /^Connection terminated/,
  /is not queryable$/,
  /^timeout exceeded when trying to connect$/,
];

/** The socket's: refused (the server is down or restarting), reset, or unreachable. */
const networkCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL's: class 08 (connection exception), an administrator or a crash ending the session
 * (57P01, 57P02), a server starting or stopping (57P03), no connection slots left (53300).
 */
const unavailableStates = new Set(['57P01', '57P02', '57P03', '53300']);

function isUnavailableCode(code: unknown): boolean {
  if (typeof code !== 'string') return false;
  return networkCodes.has(code) || unavailableStates.has(code) || /^08[0-9A-Z]{3}$/.test(code);
}

/**
 * Whether `error` (or what it wraps: Drizzle puts the driver's error in `cause`) means the
 * database could not be reached or dropped the connection, rather than refusing the query.
 * Nothing of such a request's transaction was kept, and the same request may succeed later.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error; e instanceof Error; e = e.cause) {
    if (isUnavailableCode((e as { code?: unknown }).code)) return true;
    if (lostConnectionMessages.some((pattern) => pattern.test(e.message))) return true;
    // Node reports a refused connection to every address of a host as one AggregateError.
    if (e instanceof AggregateError && e.errors.some(isDatabaseUnavailable)) return true;
  }
  return false;
}
