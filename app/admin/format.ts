import { storeFormat } from '../commerce/dates';
import { capitalize } from '../../domain/orders-csv';

/**
 * How the admin screens print dates and times. Times are in the store's own time zone
 * (the settings' Timezone), like the invoice, so every admin sees the same wall-clock time for an event.
 */

const dateTimeOptions: Intl.DateTimeFormatOptions = {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
};

/** A calendar day ('2021-03-01') has no time zone: it is printed as written, never shifted. */
const calendarDate = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

const isCalendarDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

/** '2024-12-14T08:12:00.000Z' → 'Dec 14, 2024, 2:12 AM'; unreadable input comes back as given. */
export function formatDateTime(iso: string): string {
  if (isCalendarDay(iso)) return formatCalendarDate(iso);
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : storeFormat('date-time', dateTimeOptions).format(date);
}

/** '2021-03-01' → 'Mar 1, 2021' (a full timestamp is printed as its store-time day). */
export function formatCalendarDate(value: string): string {
  if (!isCalendarDay(value)) {
    const date = new Date(value);
    if (Number.isNaN(date.getTime())) return value;
    return storeFormat('date', { month: 'short', day: 'numeric', year: 'numeric' }).format(date);
  }
  return calendarDate.format(new Date(`${value}T00:00:00.000Z`));
}

/** 'Last Login': 'Never' for someone who has not signed in yet. */
export const formatLastLogin = (iso: string | null) => (iso ? formatDateTime(iso) : 'Never');

/** 'pending' → 'Pending'. */
export { capitalize };

/** Stripe's dispute reason (`product_not_received`) as the console shows it: 'Product not received'. */
export const disputeReasonText = (reason: string) => capitalize(reason.replaceAll('_', ' '));

/** Case-insensitive 'contains' for the admin search boxes; an empty query matches everything. */
export function matchesQuery(query: string, ...fields: readonly string[]): boolean {
  const wanted = query.trim().toLowerCase();
  if (!wanted) return true;
  return fields.some((field) => field.toLowerCase().includes(wanted));
}

/** A message for a failed save: the error's own words when it has them. */
export function reasonOf(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return 'Please try again.';
}

/** A list's count line: '12 products', or 'Showing 3 of 12 products' while filters hide some. */
export const shownOfTotal = (shown: number, total: string, isFiltered: boolean) =>
  isFiltered ? `Showing ${shown} of ${total}` : total;
