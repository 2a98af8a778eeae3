import { z } from 'zod';
import type { AdminUser, UserRole, UserStatus } from '../../domain/types';
import { emailField } from '../commerce/checkout-schema';
import { required } from '../forms/validators';

export const userRoles = ['admin', 'editor', 'user'] as const satisfies readonly UserRole[];
export const userStatuses = [
  'active',
  'inactive',
  'pending',
] as const satisfies readonly UserStatus[];

/** Add New User (Name, Email, Role) and Edit User (plus Status). */
export const userFormSchema = z.object({
  name: required('Name').max(80, 'Name can be at most 80 characters'),
  email: emailField,
  role: z.enum(userRoles, { message: 'Choose a role' }),
  status: z.enum(userStatuses, { message: 'Choose a status' }),
});

export type UserFormValues = z.input<typeof userFormSchema>;
export type UserFormOutput = z.output<typeof userFormSchema>;

/** Send Email to Users: at least one recipient, a subject and a message. */
export const emailUsersSchema = z.object({
  recipientIds: z.array(z.string()).min(1, 'Choose at least one recipient'),
  subject: required('Subject').max(150, 'Subject can be at most 150 characters'),
  message: required('Message'),
});

export type EmailUsersValues = z.input<typeof emailUsersSchema>;

/** A new user is pending until they first sign in. */
export const emptyUserForm: UserFormValues = {
  name: '',
  email: '',
  role: 'user',
  status: 'pending',
};

export const userFormValues = (user: AdminUser): UserFormValues => ({
  name: user.name,
  email: user.email,
  role: user.role,
  status: user.status,
});

/** The record to save: an existing user keeps id, dates and avatar; a new one starts 'Never'. */
export function toAdminUser(
  values: UserFormOutput,
  existing: AdminUser | undefined,
  today: string,
): AdminUser {
  if (existing) return { ...existing, ...values };
  return { id: '', ...values, lastLogin: null, joinDate: today };
}

export type RoleFilter = UserRole | 'all';

/** Search matches the name or the e-mail, case-insensitively; role 'all' keeps every role. */
export function filterUsers(
  users: readonly AdminUser[],
  { query = '', role = 'all' }: { query?: string; role?: RoleFilter },
): AdminUser[] {
  const wanted = query.trim().toLocaleLowerCase();
  return users.filter(
    (user) =>
      (role === 'all' || user.role === role) &&
      (wanted === '' ||
        user.name.toLocaleLowerCase().includes(wanted) ||
        user.email.toLocaleLowerCase().includes(wanted)),
  );
}

/** The `role` search parameter, read safely: anything unknown is 'all'. */
export const roleFilterOf = (value: string | null): RoleFilter =>
  (userRoles as readonly string[]).includes(value ?? '') ? (value as UserRole) : 'all';
