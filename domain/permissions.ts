import { paths } from './paths';

/**
 * Who may change what: the server enforces it, and the console shows the same rule. The user
 * pool's groups are the roles; a customer has none.
 */
export const groups = { admin: 'admin', editor: 'editor' } as const;
export type Group = (typeof groups)[keyof typeof groups];

/** The groups allowed to write each resource. */
export const writers = {
  products: [groups.admin],
  categories: [groups.admin],
  recipes: [groups.admin, groups.editor],
  uploads: [groups.admin, groups.editor],
  /** Site content that is copy (About, FAQ, careers…). */
  content: [groups.admin, groups.editor],
  /**
   * Site content that sets a price, a percent or a link (what customers pay, where the console's
   * tiles lead): domain/content-writers.ts finds these keys from their schemas.
   */
  guardedContent: [groups.admin],
  zones: [groups.admin],
  settings: [groups.admin],
  orders: [groups.admin],
  /** Marking the Inbox's messages read or unread. */
  messages: [groups.admin],
  /** Sending a failed e-mail again. */
  mail: [groups.admin],
  /** Running a failed background job again (renewals, pruning). */
  jobs: [groups.admin],
  /** Pausing, resuming or cancelling a club member's membership. */
  members: [groups.admin],
} as const satisfies Record<string, readonly Group[]>;

/**
 * Reads that need a group (every other read is public): the admin's settings and the API key
 * sample are the admin's alone; the security activity also feeds the console, which editors
 * open.
 */
export const readers = {
  settings: [groups.admin],
  securityActivity: [groups.admin, groups.editor],
  /** Every customer's orders, their addresses, the CSV export and the analytics. */
  orders: [groups.admin],
  accounts: [groups.admin],
  /** The Inbox: what visitors sent through the shop's forms. */
  messages: [groups.admin],
  /** A gift card's balance and history, looked up by its code. */
  giftCards: [groups.admin],
  /** The e-mail outbox: addresses, subjects and the relay's answers. */
  mail: [groups.admin],
  /** The background jobs that are waiting or failed, with their errors. */
  jobs: [groups.admin],
  /** The Smokehouse Club's members: e-mails, cards' last four, what they pay. */
  members: [groups.admin],
} as const satisfies Record<string, readonly Group[]>;

export const isMemberOfAny = (memberOf: readonly string[], allowed: readonly string[]) =>
  allowed.some((group) => memberOf.includes(group));

/** Console screens an editor may open; every other /admin screen is the admin's alone. */
const editorScreens = [paths.adminConsole(), paths.admin.recipes(), paths.admin.content()];

/** The groups that may open a console path (/admin-console or /admin/…). */
export function consoleGroupsFor(pathname: string): readonly Group[] {
  const path = pathname.replace(/\/+$/, '') || '/';
  return editorScreens.includes(path) ? [groups.admin, groups.editor] : [groups.admin];
}

/**
 * Product reviews: any signed-in account writes, edits and deletes its own; these groups may
 * also remove anyone's.
 */
export const reviewModerators = [groups.admin] as const satisfies readonly Group[];

/**
 * The forum: any signed-in account posts, replies, votes and reports; these groups pin, lock
 * and delete threads, delete replies and read the reports.
 */
export const forumModerators = [groups.admin] as const satisfies readonly Group[];
