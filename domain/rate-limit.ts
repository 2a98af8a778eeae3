/** The error code of a 429: too many writes in the server's window (server/rate-limit.ts). */
export const rateLimitedCode = 'rate_limited';

/** What the visitor reads when the server throttles them, with the wait from Retry-After. */
export function tooManyRequestsMessage(seconds: number | undefined): string {
  if (seconds === undefined || !Number.isFinite(seconds)) {
    return 'Too many requests. Try again in a moment.';
  }
  const wait = Math.max(1, Math.ceil(seconds));
  return `Too many requests. Try again in ${wait} second${wait === 1 ? '' : 's'}.`;
}

/** Retry-After in seconds: a number of seconds or an HTTP date; undefined when neither. */
export function retryAfterSeconds(header: string | null, now = Date.now()): number | undefined {
  if (header === null || header.trim() === '') return undefined;
  if (/^\d+$/.test(header.trim())) return Number(header.trim());
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, (date - now) / 1000);
}
