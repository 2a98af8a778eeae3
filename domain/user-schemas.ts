import { z } from 'zod';
import { pageQueryShape, searchParam } from './list-page';

/** The admin's user management (/api/users), as sent. */

const name = z
  .string({ error: 'Name is required' })
  .trim()
  .min(1, 'Name is required')
  .max(80, 'Name can be at most 80 characters');

const role = z.enum(['admin', 'editor', 'user'], { error: 'Choose a role' });

export const inviteUserSchema = z.object({
  name,
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .min(1, 'Email is required')
    .max(254, 'Email must be at most 254 characters')
    .pipe(z.email('Please enter a valid email')),
  role,
});

/** 'pending' is the account's own state (not yet signed in); an admin sets active or inactive. */
export const updateUserSchema = z.object({
  name: name.optional(),
  role: role.optional(),
  status: z
    .enum(['active', 'inactive'], { error: 'An account is made active or inactive' })
    .optional(),
});

export const emailUsersInputSchema = z.object({
  recipientIds: z
    .array(z.string().min(1).max(200))
    .min(1, 'Choose at least one recipient')
    .max(500, 'At most 500 recipients at once'),
  subject: z
    .string()
    .trim()
    .min(1, 'Subject is required')
    .max(150, 'Subject can be at most 150 characters'),
  message: z
    .string()
    .trim()
    .min(1, 'Message is required')
    .max(10_000, 'Message can be at most 10,000 characters'),
});

export type InviteUserInput = z.infer<typeof inviteUserSchema>;
export type UpdateUserInput = z.infer<typeof updateUserSchema>;
export type EmailUsersInput = z.infer<typeof emailUsersInputSchema>;

/** GET /api/users: search in name or e-mail, one role, and the page (by name). */
export const userListQuerySchema = z.object({
  q: searchParam(200),
  role: z
    .enum(['admin', 'editor', 'user'], { error: 'Choose a role: admin, editor or user' })
    .optional(),
  ...pageQueryShape,
});
export type UserListQuery = z.output<typeof userListQuerySchema>;
