import type { AdminUser, UserRole } from '../../domain/types';
import { listSearch, type ListPage } from '../../domain/list-search';
import { api, ApiError } from './api';

/**
 * The admin's user management: the user pool's real accounts, through the store server
 * (/api/users), which calls the identity service with its own credential. The browser never
 * talks to the pool's management API.
 */

/** One page of the pool's accounts by name, under the search and role (admins). */
export const listUsers = (
  query: { q?: string; role?: UserRole | null; page?: number; limit?: number } = {},
) => api<ListPage<AdminUser>>(`/users${listSearch({ ...query })}`, { signedIn: true });

export const deleteUser = (id: string) =>
  api<undefined>(`/users/${encodeURIComponent(id)}`, { method: 'DELETE', signedIn: true });

/** A refusal the admin can act on: a taken e-mail, or a change to their own account. */
export class UserError extends Error {
  override name = 'UserError';
  constructor(
    message: string,
    /** The form field it is about, if any. */
    readonly field?: 'email',
  ) {
    super(message);
  }
}

/** The server's refusal as a UserError (400 about the e-mail, 409), else the error itself. */
function userErrorOf(error: unknown): unknown {
  if (!(error instanceof ApiError)) return error;
  if (error.status === 400 && error.fields.email) return new UserError(error.fields.email, 'email');
  if (error.status === 409 || (error.status === 400 && error.fields.recipientIds)) {
    return new UserError(error.fields.recipientIds ?? error.message);
  }
  return error;
}

/**
 * A new user (no id) is invited: the account is made with a temporary password that the
 * server e-mails. An existing one is renamed, moved to another role, or made active or
 * inactive ('pending' is the account's own state until its first sign-in).
 */
export async function saveUser(user: AdminUser): Promise<AdminUser> {
  try {
    if (!user.id) {
      return await api<AdminUser>('/users', {
        method: 'POST',
        body: { name: user.name, email: user.email.trim(), role: user.role },
        signedIn: true,
      });
    }
    const body: Record<string, string> = { name: user.name, role: user.role };
    if (user.status !== 'pending') body.status = user.status;
    return await api<AdminUser>(`/users/${encodeURIComponent(user.id)}`, {
      method: 'PUT',
      body,
      signedIn: true,
    });
  } catch (error) {
    throw userErrorOf(error);
  }
}

/** E-mails the chosen users now (the server sends one message each). */
export async function sendEmailToUsers(
  recipientIds: string[],
  subject: string,
  message: string,
): Promise<{ sent: number; skipped: number }> {
  if (recipientIds.length === 0) throw new UserError('Choose at least one recipient.');
  try {
    return await api<{ sent: number; skipped: number }>('/users/email', {
      method: 'POST',
      body: { recipientIds, subject, message },
      signedIn: true,
    });
  } catch (error) {
    throw userErrorOf(error);
  }
}
