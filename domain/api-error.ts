import type { ApiError } from './schemas';

/**
 * Whether a response body is the API's one error shape `{error, message, fields?}` (the same
 * rule as apiErrorSchema), checked by hand so every page's first load need not carry zod.
 */
export function isApiErrorBody(body: unknown): body is ApiError {
  if (typeof body !== 'object' || body === null) return false;
  const { error, message, fields } = body as Record<string, unknown>;
  if (typeof error !== 'string' || typeof message !== 'string') return false;
  if (fields === undefined) return true;
  return (
    typeof fields === 'object' &&
    fields !== null &&
    !Array.isArray(fields) &&
    Object.values(fields).every((value) => typeof value === 'string')
  );
}
