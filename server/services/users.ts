import { eq } from 'drizzle-orm';
import { readers } from '../../domain/permissions';
import type { AdminUser } from '../../domain/types';
import type {
  EmailUsersInput,
  InviteUserInput,
  UpdateUserInput,
  UserListQuery,
} from '../../domain/user-schemas';
import { pageOf, type ListPage } from '../../domain/list-page';
import { authorize, type Caller } from '../caller';
import type { Db } from '../db/client';
import {
  accountActivity,
  accountCarts,
  accountPreferences,
  addresses,
  favorites,
  paymentMethods,
} from '../db/schema';
import { Conflict, Invalid, NotFound } from '../errors';
import { lastSeen, revokeTokens } from '../identity/activity';
import type { DirectoryUser, IdentityDirectory } from '../identity/directory';
import { adminMessageMail, invitationMail } from '../mail/account-mail';
import { sendInBackground, type Mailer } from '../mail/mailer';
import { forgetForumMember } from './forum';
import { forgetReviewer } from './reviews';
import { unsubscribeUrl, withUnsubscribe } from '../mail/unsubscribe';
import { getStoreDetails } from './settings';
import { optedOut } from './unsubscribe';
import { paths } from '../../domain/paths';

export interface UserDeps {
  db: Db;
  directory: IdentityDirectory;
  mailer: Mailer;
  publicUrl: string;
  /** Signs the unsubscribe links in 'Email Users' e-mails. */
  unsubscribeSecret: string;
}

/** The store's calendar day of an instant, 'YYYY-MM-DD'. */
const calendarDay = (iso: string) =>
  new Date(iso).toLocaleDateString('en-CA', { timeZone: 'America/Chicago' });

const toAdminUser = (user: DirectoryUser, seen?: Date): AdminUser => ({
  id: user.sub,
  name: user.name,
  email: user.email,
  role: user.role,
  status: user.status,
  lastLogin: seen?.toISOString() ?? null,
  joinDate: calendarDay(user.createdAt),
});

/** Search in the name or the e-mail (case-insensitive), and one role. */
function matchesUser(user: DirectoryUser, { q, role }: UserListQuery) {
  const wanted = q?.trim().toLocaleLowerCase() ?? '';
  return (
    (!role || user.role === role) &&
    (wanted === '' ||
      user.name.toLocaleLowerCase().includes(wanted) ||
      user.email.toLocaleLowerCase().includes(wanted))
  );
}

/**
 * One page of the user pool's accounts under the search and role, by name, with the last time
 * the API saw each. The pool has no query for a role or a substring (Cognito's ListUsers filters
 * one attribute by prefix, groups not at all), so the server reads the pool page by page
 * (PaginationToken), filters and sorts it, and sends the browser only the page asked for.
 */
export async function listUsers(
  { db, directory }: UserDeps,
  caller: Caller | null,
  query: UserListQuery,
): Promise<ListPage<AdminUser>> {
  authorize(caller, readers.accounts);
  const matching = (await directory.listUsers())
    .filter((user) => matchesUser(user, query))
    .sort((a, b) => a.name.localeCompare(b.name) || a.email.localeCompare(b.email));
  const page = pageOf(matching, query);
  const seen = await lastSeen(
    db,
    page.items.map((u) => u.sub),
  );
  return { ...page, items: page.items.map((user) => toAdminUser(user, seen.get(user.sub))) };
}

async function userOf(directory: IdentityDirectory, sub: string) {
  const user = await directory.getUser(sub);
  if (!user) throw new NotFound('User not found');
  return user;
}

/** Creates the account (pending until its first sign-in) and e-mails the temporary password. */
export async function inviteUser(deps: UserDeps, caller: Caller | null, input: InviteUserInput) {
  authorize(caller, readers.accounts);
  const email = input.email.toLowerCase();
  const taken = (await deps.directory.listUsers()).some((u) => u.email.toLowerCase() === email);
  if (taken) throw new Invalid({ email: `A user with the e-mail ${input.email} already exists.` });
  const { user, temporaryPassword } = await deps.directory.invite({ ...input, email });
  sendInBackground(
    deps.mailer,
    getStoreDetails(deps.db).then((store) =>
      invitationMail(
        {
          to: email,
          name: input.name,
          temporaryPassword,
          loginUrl: new URL(paths.login(), deps.publicUrl).href,
        },
        store,
      ),
    ),
  );
  return toAdminUser(user);
}

/**
 * Renames, changes the role (the groups) or enables/disables an account. Taking a group away
 * or disabling refuses the account's earlier tokens at once. An admin cannot demote or
 * disable themselves.
 */
export async function updateUser(
  deps: UserDeps,
  caller: Caller | null,
  sub: string,
  input: UpdateUserInput,
) {
  const admin = authorize(caller, readers.accounts);
  const user = await userOf(deps.directory, sub);
  if (sub === admin.sub && input.role && input.role !== 'admin') {
    throw new Conflict("You can't remove your own admin role.");
  }
  if (sub === admin.sub && input.status === 'inactive') {
    throw new Conflict("You can't disable your own account.");
  }
  if (input.name && input.name !== user.name) await deps.directory.setName(user, input.name);
  if (input.role && input.role !== user.role) {
    await deps.directory.setRole(user, input.role);
    if (user.role !== 'user') await revokeTokens(deps.db, sub);
  }
  const enabled = user.status !== 'inactive';
  if (input.status === 'inactive' && enabled) {
    await deps.directory.setEnabled(user, false);
    await revokeTokens(deps.db, sub);
  } else if (input.status === 'active' && !enabled) {
    await deps.directory.setEnabled(user, true);
  }
  const [seen] = await deps.db
    .select({ at: accountActivity.lastSeenAt })
    .from(accountActivity)
    .where(eq(accountActivity.sub, sub));
  return toAdminUser(await userOf(deps.directory, sub), seen?.at ?? undefined);
}

/**
 * Removes the account from the user pool with its addresses, cards, favourites, cart and
 * preferences. Its orders stay (the shop's records), without an owner who can sign in; its
 * forum posts and product reviews stay under 'Former member'.
 */
export async function deleteUser(deps: UserDeps, caller: Caller | null, sub: string) {
  const admin = authorize(caller, readers.accounts);
  if (sub === admin.sub) throw new Conflict("You can't delete your own account.");
  const user = await userOf(deps.directory, sub);
  await deps.directory.deleteUser(user);
  await deps.db.transaction(async (tx) => {
    for (const table of [addresses, paymentMethods, favorites, accountCarts, accountPreferences]) {
      await tx.delete(table).where(eq(table.sub, sub));
    }
    await forgetForumMember(tx, sub);
    await forgetReviewer(tx, sub);
  });
  // Its tokens still carry a valid signature until they expire.
  await revokeTokens(deps.db, sub);
}

/**
 * 'Email Users': one e-mail per chosen account, sent after the answer, each with its unsubscribe
 * link; addresses that unsubscribed are skipped and counted.
 */
export async function emailUsers(deps: UserDeps, caller: Caller | null, input: EmailUsersInput) {
  authorize(caller, readers.accounts);
  const users = await deps.directory.listUsers();
  const chosen = users.filter((u) => input.recipientIds.includes(u.sub));
  if (chosen.length !== input.recipientIds.length) {
    throw new Invalid({ recipientIds: 'Some recipients are no longer users' });
  }
  const skip = await optedOut(
    deps.db,
    chosen.map((user) => user.email),
  );
  const recipients = chosen.filter((user) => !skip.has(user.email.toLowerCase()));
  const store = await getStoreDetails(deps.db);
  for (const user of recipients) {
    const mail = adminMessageMail(
      { to: user.email, subject: input.subject, message: input.message },
      store,
    );
    const link = unsubscribeUrl(deps.publicUrl, deps.unsubscribeSecret, user.email);
    sendInBackground(deps.mailer, withUnsubscribe(mail, link));
  }
  return { sent: recipients.length, skipped: chosen.length - recipients.length };
}
