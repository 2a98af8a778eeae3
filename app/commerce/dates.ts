/**
 * Dates as the shop prints them: 'Mar 1, 2024'. Always in the store's own time zone (the
 * system settings' Timezone, Chicago unless the admin changes it), so an order placed late in
 * the evening carries the same date on the invoice, the profile and the PDF, whoever looks at
 * it and from where. The app sets the zone once from the store's details at start.
 */
export const defaultStoreTimeZone = 'America/Chicago';

let currentTimeZone = defaultStoreTimeZone;
const formats = new Map<string, Intl.DateTimeFormat>();

/** The store's time zone now. */
export const storeTimeZone = () => currentTimeZone;

/** An unknown zone keeps the current one (Intl throws a RangeError for it). */
export function setStoreTimeZone(timeZone: string): void {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    currentTimeZone = timeZone;
    formats.clear();
  } catch {
    console.error(`Unknown time zone ${timeZone}; dates stay in ${currentTimeZone}`);
  }
}

/** An en-US format in the store's zone, made once per zone and options. */
export function storeFormat(name: string, options: Intl.DateTimeFormatOptions) {
  const key = `${currentTimeZone}|${name}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { ...options, timeZone: currentTimeZone });
    formats.set(key, format);
  }
  return format;
}

/** '2024-12-14T15:42:00.000Z' → 'Dec 14, 2024'; anything unreadable is returned as given. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : storeFormat('date', { month: 'short', day: 'numeric', year: 'numeric' }).format(date);
}

/** Today's calendar day in the store's zone, as 'YYYY-MM-DD'. */
export const storeToday = (now = new Date()) =>
  now.toLocaleDateString('en-CA', { timeZone: currentTimeZone });
