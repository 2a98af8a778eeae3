import { randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { callCognito } from '../../scripts/identity/cognito-api.mjs';
import { ServiceUnavailable } from '../errors';
import { groups } from '../../domain/permissions';
import type { UserRole, UserStatus } from '../../domain/types';

/** One account of the user pool, as the console shows it. */
export interface DirectoryUser {
  sub: string;
  /** The pool's user name (the e-mail with the local pool). */
  username: string;
  email: string;
  name: string;
  role: UserRole;
  status: UserStatus;
  createdAt: string;
}

/** The user pool's management calls, made by the server with its own credential. */
export interface IdentityDirectory {
  listUsers(): Promise<DirectoryUser[]>;
  getUser(sub: string): Promise<DirectoryUser | undefined>;
  /** Creates the account with a temporary password (no message from the pool: we e-mail it). */
  invite(input: { email: string; name: string; role: UserRole }): Promise<{
    user: DirectoryUser;
    temporaryPassword: string;
  }>;
  setName(user: DirectoryUser, name: string): Promise<void>;
  setRole(user: DirectoryUser, role: UserRole): Promise<void>;
  setEnabled(user: DirectoryUser, enabled: boolean): Promise<void>;
  deleteUser(user: DirectoryUser): Promise<void>;
}

type Attribute = { Name: string; Value: string };
interface PoolUser {
  Username: string;
  Attributes?: Attribute[];
  UserAttributes?: Attribute[];
  Enabled?: boolean;
  UserStatus?: string;
  UserCreateDate?: number | string;
}

/** Disabled → inactive; not yet signed in with its own password or unconfirmed → pending. */
export function statusOf(user: Pick<PoolUser, 'Enabled' | 'UserStatus'>): UserStatus {
  if (user.Enabled === false) return 'inactive';
  if (user.UserStatus === 'FORCE_CHANGE_PASSWORD' || user.UserStatus === 'UNCONFIRMED') {
    return 'pending';
  }
  return 'active';
}

/** The highest group is the role: admin, then editor; none is a customer ('user'). */
export function roleOf(memberOf: readonly string[]): UserRole {
  if (memberOf.includes(groups.admin)) return 'admin';
  if (memberOf.includes(groups.editor)) return 'editor';
  return 'user';
}

const roleGroups: Record<UserRole, string[]> = {
  admin: [groups.admin],
  editor: [groups.editor],
  user: [],
};

/** A temporary password that meets the pool's policy (upper, lower, digit, symbol, 12+). */
export function temporaryPassword(): string {
  const sets = ['ABCDEFGHJKLMNPQRSTUVWXYZ', 'abcdefghijkmnopqrstuvwxyz', '23456789', '#$%&*+=?@'];
  const all = sets.join('');
  const chars = sets.map((set) => set[randomInt(set.length)]!);
  while (chars.length < 14) chars.push(all[randomInt(all.length)]!);
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join('');
}

const dateOf = (value: PoolUser['UserCreateDate']) =>
  new Date(typeof value === 'number' ? value * 1000 : (value ?? 0)).toISOString();

/**
 * The local identity service (or any endpoint speaking Cognito's JSON API that accepts the
 * secret header). A deployed pool would use the AWS SDK's CognitoIdentityProviderClient with
 * the server's IAM role instead; the interface stays.
 */
export function cognitoDirectory(
  connection: () => {
    endpoint: string;
    poolId: string;
    secret: string;
  },
): IdentityDirectory {
  const call = <T>(operation: string, body: Record<string, unknown>) => {
    const { endpoint, poolId, secret } = connection();
    return callCognito(
      endpoint,
      operation,
      { UserPoolId: poolId, ...body },
      { secret },
    ) as Promise<T>;
  };

  async function members(group: string): Promise<Set<string>> {
    const names = new Set<string>();
    let token: string | undefined;
    do {
      const page = await call<{ Users?: PoolUser[]; NextToken?: string }>('ListUsersInGroup', {
        GroupName: group,
        ...(token ? { NextToken: token } : {}),
      });
      for (const user of page.Users ?? []) names.add(user.Username);
      token = page.NextToken;
    } while (token);
    return names;
  }

  function toUser(user: PoolUser, memberOf: string[]): DirectoryUser {
    const attributes = user.Attributes ?? user.UserAttributes ?? [];
    const attribute = (name: string) => attributes.find((a) => a.Name === name)?.Value;
    const email = attribute('email') ?? user.Username;
    return {
      sub: attribute('sub') ?? user.Username,
      username: user.Username,
      email,
      name: attribute('name') ?? email.split('@')[0]!,
      role: roleOf(memberOf),
      status: statusOf(user),
      createdAt: dateOf(user.UserCreateDate),
    };
  }

  async function listUsers(): Promise<DirectoryUser[]> {
    const [admins, editors] = await Promise.all([members(groups.admin), members(groups.editor)]);
    const all: DirectoryUser[] = [];
    let token: string | undefined;
    do {
      const page = await call<{ Users?: PoolUser[]; PaginationToken?: string }>('ListUsers', {
        Limit: 60,
        ...(token ? { PaginationToken: token } : {}),
      });
      for (const user of page.Users ?? []) {
        const memberOf = [
          ...(admins.has(user.Username) ? [groups.admin] : []),
          ...(editors.has(user.Username) ? [groups.editor] : []),
        ];
        all.push(toUser(user, memberOf));
      }
      token = page.PaginationToken;
    } while (token);
    return all;
  }

  return {
    listUsers,
    async getUser(sub) {
      // One account by its sub (Cognito's filter syntax), and its own groups.
      const { Users = [] } = await call<{ Users?: PoolUser[] }>('ListUsers', {
        Filter: `sub = "${sub.replace(/["\\]/g, '')}"`,
        Limit: 1,
      });
      const user = Users[0];
      if (!user) return undefined;
      const { Groups = [] } = await call<{ Groups?: { GroupName: string }[] }>(
        'AdminListGroupsForUser',
        { Username: user.Username },
      );
      return toUser(
        user,
        Groups.map((group) => group.GroupName),
      );
    },
    async invite({ email, name, role }) {
      const password = temporaryPassword();
      const created = await call<{ User: PoolUser }>('AdminCreateUser', {
        Username: email,
        MessageAction: 'SUPPRESS',
        TemporaryPassword: password,
        UserAttributes: [
          { Name: 'email', Value: email },
          { Name: 'email_verified', Value: 'true' },
          { Name: 'name', Value: name },
        ],
      });
      for (const group of roleGroups[role]) {
        await call('AdminAddUserToGroup', { Username: created.User.Username, GroupName: group });
      }
      return { user: toUser(created.User, roleGroups[role]), temporaryPassword: password };
    },
    async setName(user, name) {
      await call('AdminUpdateUserAttributes', {
        Username: user.username,
        // The emulator refuses a change without the e-mail beside it.
        UserAttributes: [
          { Name: 'email', Value: user.email },
          { Name: 'name', Value: name },
        ],
      });
    },
    async setRole(user, role) {
      const wanted = roleGroups[role];
      for (const group of Object.values(groups)) {
        const has = roleGroups[user.role].includes(group);
        if (has && !wanted.includes(group)) {
          await call('AdminRemoveUserFromGroup', { Username: user.username, GroupName: group });
        } else if (!has && wanted.includes(group)) {
          await call('AdminAddUserToGroup', { Username: user.username, GroupName: group });
        }
      }
    },
    async setEnabled(user, enabled) {
      await call(enabled ? 'AdminEnableUser' : 'AdminDisableUser', { Username: user.username });
    },
    async deleteUser(user) {
      await call('AdminDeleteUser', { Username: user.username });
    },
  };
}

/** The pool's endpoint and id from amplify_outputs.json (read per call: it changes on restart). */
export function localPoolConnection(outputsPath: string, secret: string | undefined) {
  return () => {
    if (!secret) {
      throw new ServiceUnavailable(
        'User management is not configured: set IDENTITY_ADMIN_SECRET or IDENTITY_ADMIN_SECRET_FILE',
      );
    }
    let outputs: { auth?: { user_pool_id?: string }; custom?: { userPoolEndpoint?: string } };
    try {
      outputs = JSON.parse(readFileSync(outputsPath, 'utf8'));
    } catch {
      throw new ServiceUnavailable('User management is not configured: no amplify_outputs.json');
    }
    const endpoint = outputs.custom?.userPoolEndpoint;
    const poolId = outputs.auth?.user_pool_id;
    if (!endpoint || !poolId) {
      throw new ServiceUnavailable('User management needs the local identity service');
    }
    return { endpoint, poolId, secret };
  };
}
