/**
 * Which Badge tone each domain value gets, in one place, so a status looks the same in the
 * admin tables, the invoice and the account page. Keys are the values as the data holds them.
 */

export type BadgeTone =
  'neutral' | 'success' | 'warning' | 'danger' | 'info' | 'royal' | 'gold' | 'ember' | 'dark';

export type BadgeToneMap = Readonly<Record<string, BadgeTone>>;

export const stockTones = {
  'In Stock': 'success',
  'Low Stock': 'warning',
  'Out of Stock': 'danger',
} as const satisfies BadgeToneMap;

/** Spec: green Easy, yellow Intermediate, red Advanced. */
export const difficultyTones = {
  Easy: 'success',
  Intermediate: 'warning',
  Advanced: 'danger',
} as const satisfies BadgeToneMap;

/** Spec: admin purple, editor blue, user grey. */
export const roleTones = {
  admin: 'royal',
  editor: 'info',
  user: 'neutral',
} as const satisfies BadgeToneMap;

/** Six statuses, six distinct tints: waiting yellow, moving blue/purple, done green, stopped red. */
export const orderStatusTones = {
  pending: 'warning',
  processing: 'info',
  confirmed: 'neutral',
  shipped: 'royal',
  delivered: 'success',
  cancelled: 'danger',
} as const satisfies BadgeToneMap;

export const paymentStatusTones = {
  paid: 'success',
  pending: 'warning',
  failed: 'danger',
  refunded: 'neutral',
} as const satisfies BadgeToneMap;

export const userStatusTones = {
  active: 'success',
  inactive: 'neutral',
  pending: 'warning',
} as const satisfies BadgeToneMap;

/** The forum's author badges, from the most to the least senior look; 'Member' for newcomers. */
export const forumBadgeTones = {
  Pitmaster: 'gold',
  'Smoke Master': 'dark',
  Expert: 'royal',
  Veteran: 'info',
  Member: 'neutral',
} as const satisfies BadgeToneMap;

/** The e-mail outbox: waiting yellow, failed red, sent green. */
export const outboxStatusTones = {
  pending: 'warning',
  failed: 'danger',
  sent: 'success',
} as const satisfies BadgeToneMap;

/** The Inbox's message types, seven distinct tints; a forum report is the one in red. */
export const messageTypeTones = {
  contact: 'info',
  help: 'warning',
  'live-chat': 'royal',
  'catering-quote': 'success',
  'weekly-deals': 'gold',
  newsletter: 'neutral',
  'forum-report': 'danger',
} as const satisfies BadgeToneMap;

/** An Inbox message not yet opened stands out (solid); a read one recedes. */
export const readStateTones = {
  unread: 'dark',
  read: 'neutral',
} as const satisfies BadgeToneMap;

/** A forum report: open ones need the admin (red); resolved ones recede. */
export const forumReportStatusTones = {
  open: 'danger',
  dismissed: 'neutral',
  removed: 'success',
} as const satisfies BadgeToneMap;

/**
 * The tone for a value, matching case-insensitively (the invoice says 'Confirmed', the
 * admin data 'confirmed'); unknown values are neutral rather than an error.
 */
export function toneFor(tones: BadgeToneMap, value: string): BadgeTone {
  const exact = tones[value];
  if (exact) return exact;
  const wanted = value.trim().toLowerCase();
  const key = Object.keys(tones).find((candidate) => candidate.toLowerCase() === wanted);
  return key ? (tones[key] ?? 'neutral') : 'neutral';
}

/** A Smokehouse Club membership: active green, paused yellow, ended grey. */
export const membershipStatusTones = {
  active: 'success',
  paused: 'warning',
  ended: 'neutral',
} as const satisfies BadgeToneMap;

/** The console's background jobs: waiting yellow, failed red. */
export const jobStateTones = {
  pending: 'warning',
  failed: 'danger',
} as const satisfies BadgeToneMap;
