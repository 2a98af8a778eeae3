import {
  DateFormatter,
  getLocalTimeZone,
  parseDate,
  startOfWeek,
  type CalendarDate,
} from '@internationalized/date';

/** The circular runs Monday to Sunday. */
export interface CircularWeek {
  /** 'YYYY-MM-DD' of the Monday. */
  start: string;
  /** 'YYYY-MM-DD' of the Sunday. */
  end: string;
}

/** The Monday–Sunday week a day falls in (Sunday belongs to the week that began on Monday). */
export function circularWeek(day: CalendarDate): CircularWeek {
  const monday = startOfWeek(day, 'en-US', 'mon');
  return { start: monday.toString(), end: monday.add({ days: 6 }).toString() };
}

const rangeFormat = new DateFormatter('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
});

/**
 * 'June 2 – 8, 2025', 'June 30 – July 6, 2025', 'December 29, 2025 – January 4, 2026'. Plain
 * spaces around the dash: Node's ICU puts thin ones there and Chromium's plain ones, and the
 * server's painted text must be the browser's (app/main.tsx hydrates it).
 */
export function formatCircularWeek(week: CircularWeek): string {
  const timeZone = getLocalTimeZone();
  return rangeFormat
    .formatRange(parseDate(week.start).toDate(timeZone), parseDate(week.end).toDate(timeZone))
    .replace(/\s/g, ' ');
}
