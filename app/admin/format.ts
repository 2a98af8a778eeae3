import { storeTimeZone } from '../commerce/dates';

/**
 * How the admin screens print times: date and time in the store's own time zone, so every
 * admin sees an order at the same clock time whatever their browser's zone.
 */
const dateTime = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: storeTimeZone,
});

/** '2024-12-14T15:42:00.000Z' → 'Dec 14, 2024, 9:42 AM'; anything unreadable is returned as given. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime.format(date);
}

/** '1 item', '3 items', '2 sizes'. */
export function countLabel(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}

/** 'pending' → 'Pending'. */
export const capitalize = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

/** Case-insensitive 'contains' for the admin search boxes; an empty query matches everything. */
export function matchesQuery(query: string, ...fields: readonly string[]): boolean {
  const wanted = query.trim().toLowerCase();
  if (!wanted) return true;
  return fields.some((field) => field.toLowerCase().includes(wanted));
}

/** Every value of a repeated URL parameter (?category=A&category=B) that is in `known`. */
export function readList<T extends string>(
  params: URLSearchParams,
  name: string,
  known: readonly T[],
): T[] {
  return [...new Set(params.getAll(name))].filter((value): value is T =>
    known.includes(value as T),
  );
}

/** A message for a failed save: the error's own words when it has them. */
export function reasonOf(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return 'Please try again.';
}
