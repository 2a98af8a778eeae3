/**
 * Dates as the shop prints them: 'Mar 1, 2024'. Always in the store's own time zone
 * (Chicago, the system settings' default), so an order placed late in the evening carries
 * the same date on the invoice, the profile and the PDF, whoever looks at it and from where.
 */
export const storeTimeZone = 'America/Chicago';

const shortDate = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: storeTimeZone,
});

/** '2024-12-14T15:42:00.000Z' → 'Dec 14, 2024'; anything unreadable is returned as given. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : shortDate.format(date);
}
