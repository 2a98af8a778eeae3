import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { formFieldFor } from '../records/server-fields';
import { ApiError } from '../data/api';

/** How a form's fields are named where the API names them differently ('body' → 'message'). */
export type ServerFieldRenames = Readonly<Record<string, string>>;

/**
 * Puts an API refusal's field messages under the form's own fields, focusing the first;
 * returns whether any was placed (a message about a field the form lacks is not).
 */
export function placeServerFieldErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  values: unknown,
  failure: unknown,
  renames: ServerFieldRenames = {},
): boolean {
  if (!(failure instanceof ApiError)) return false;
  let placed = false;
  for (const [serverField, message] of Object.entries(failure.fields)) {
    const field = formFieldFor(serverField, values, renames);
    if (!field) continue;
    setError(field as Path<T>, { type: 'server', message }, { shouldFocus: !placed });
    placed = true;
  }
  return placed;
}

/**
 * What a banner says when sending failed: the server's own words for a refusal the visitor
 * can act on (a 4xx), `fallback` when the store was unreachable or failed on its side.
 */
export function sendFailureMessage(failure: unknown, fallback: string): string {
  if (failure instanceof ApiError && failure.status >= 400 && failure.status < 500) {
    return failure.message;
  }
  return fallback;
}
