import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { users } from '../../fixtures/users';
import { fieldErrors } from '../commerce/checkout-schema';
import {
  emailUsersSchema,
  emptyUserForm,
  filterUsers,
  roleFilterOf,
  toAdminUser,
  userFormSchema,
  userFormValues,
} from './user-schema';

const valid = { name: 'Pat Smoker', email: 'pat@example.com', role: 'editor', status: 'active' };

const errorsOf = (values: unknown) => {
  const result = userFormSchema.safeParse(values);
  return result.success ? {} : fieldErrors(result.error);
};

describe('user form', () => {
  it('accepts a complete user and trims what was typed', () => {
    expect(userFormSchema.parse({ ...valid, name: '  Pat ', email: ' pat@example.com ' })).toEqual({
      ...valid,
      name: 'Pat',
    });
  });

  it('names each missing or wrong field', () => {
    expect(errorsOf({ ...emptyUserForm })).toEqual({
      name: 'Name is required',
      email: 'Email is required',
    });
    expect(errorsOf({ ...valid, email: 'pat@' })).toEqual({ email: 'Please enter a valid email' });
    expect(errorsOf({ ...valid, role: 'owner', status: 'gone' })).toEqual({
      role: 'Choose a role',
      status: 'Choose a status',
    });
  });

  it('keeps an existing user’s id, dates and avatar; a new one has never logged in', () => {
    const andre = users[0]!;
    const edited = toAdminUser({ ...userFormValues(andre), role: 'editor' }, andre, '2025-01-01');
    expect(edited).toEqual({ ...andre, role: 'editor' });
    expect(toAdminUser(userFormSchema.parse(valid), undefined, '2025-01-01')).toEqual({
      id: '',
      ...valid,
      lastLogin: null,
      joinDate: '2025-01-01',
    });
  });
});

describe('email users form', () => {
  it('needs a recipient, a subject and a message', () => {
    const result = emailUsersSchema.safeParse({ recipientIds: [], subject: ' ', message: '' });
    expect(fieldErrors(result.error!)).toEqual({
      recipientIds: 'Choose at least one recipient',
      subject: 'Subject is required',
      message: 'Message is required',
    });
    expect(
      emailUsersSchema.safeParse({ recipientIds: ['a'], subject: 'Hi', message: 'Hello' }).success,
    ).toBe(true);
  });
});

describe('filterUsers', () => {
  it('filters by role and by a name or e-mail search, case-insensitively', () => {
    expect(filterUsers(users, { role: 'admin' }).map((u) => u.name)).toEqual([
      'Andre Williams',
      'Keisha Brown',
    ]);
    expect(filterUsers(users, { query: 'ELENA' }).map((u) => u.id)).toEqual(['user-elena-ramirez']);
    expect(filterUsers(users, { query: 'forgeandflame', role: 'editor' })).toHaveLength(2);
    expect(filterUsers(users, { query: 'nobody' })).toEqual([]);
  });

  it('returns a subset that matches both filters, for any search', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 4 }),
        fc.constantFrom('all', 'admin', 'editor', 'user'),
        (query, role) => {
          const found = filterUsers(users, { query, role: roleFilterOf(role) });
          for (const user of found) {
            expect(role === 'all' || user.role === role).toBe(true);
            const text = `${user.name}\n${user.email}`.toLocaleLowerCase();
            expect(text.includes(query.trim().toLocaleLowerCase())).toBe(true);
          }
          expect(found.length).toBeLessThanOrEqual(users.length);
        },
      ),
    );
  });

  it('reads the role parameter safely', () => {
    expect(roleFilterOf('editor')).toBe('editor');
    expect(roleFilterOf('root')).toBe('all');
    expect(roleFilterOf(null)).toBe('all');
  });
});
