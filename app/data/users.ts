import { users as seedUsers } from '../../fixtures/users';
import type { AdminUser } from '../../domain/types';
import { collection } from './collection';

const users = collection<AdminUser>({
  name: 'users',
  version: 1,
  seed: () => structuredClone(seedUsers),
});

export const listUsers = () => users.list();
export const deleteUser = (id: string) => users.remove(id);

export class UserError extends Error {
  override name = 'UserError';
}

/** Saves a user; e-mail addresses are unique (case-insensitive). New users get an id. */
export async function saveUser(user: AdminUser): Promise<AdminUser> {
  const all = await users.list();
  const email = user.email.trim().toLowerCase();
  if (all.some((u) => u.id !== user.id && u.email.toLowerCase() === email)) {
    throw new UserError(`A user with the e-mail ${user.email} already exists.`);
  }
  const id = user.id || `user-${crypto.randomUUID()}`;
  return users.put({ ...user, id, email: user.email.trim() });
}

export interface UserEmail {
  id: string;
  recipientIds: string[];
  subject: string;
  message: string;
  sentAt: string;
}

const outbox = collection<UserEmail>({ name: 'user-emails', version: 1, seed: () => [] });

/** Queues an e-mail to the chosen users (delivery is the mail service's job). */
export async function sendEmailToUsers(
  recipientIds: string[],
  subject: string,
  message: string,
  now = new Date(),
): Promise<UserEmail> {
  if (recipientIds.length === 0) throw new UserError('Choose at least one recipient.');
  return outbox.put({
    id: crypto.randomUUID(),
    recipientIds,
    subject,
    message,
    sentAt: now.toISOString(),
  });
}

export const listSentEmails = () => outbox.list();
