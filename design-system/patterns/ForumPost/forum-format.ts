/**
 * How the forum writes dates. Dates are shown in Chicago time, where the
 * restaurant and its meetups are, so every member (and every screenshot) sees the same day.
 */
export const forumTimeZone = 'America/Chicago';

const dateFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: forumTimeZone,
});

const dateTimeFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: forumTimeZone,
});

// A join date is a calendar day ('2021-03-01'), not an instant: read it in UTC so it never slips a month.
const monthFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** ICU puts a narrow no-break space before AM/PM; plain spaces read and match the same everywhere. */
const plainSpaces = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

/** 'Dec 14, 2024' for an ISO timestamp. */
export function formatForumDate(iso: string): string {
  return plainSpaces(dateFormat.format(new Date(iso)));
}

/** 'Dec 14, 2024, 10:40 AM' for an ISO timestamp. */
export function formatForumDateTime(iso: string): string {
  return plainSpaces(dateTimeFormat.format(new Date(iso)));
}

/** 'Mar 2021' for a 'YYYY-MM-DD' join date. */
export function formatJoinDate(day: string): string {
  return plainSpaces(monthFormat.format(new Date(`${day.slice(0, 10)}T00:00:00Z`)));
}
