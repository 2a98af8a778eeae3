import { randomInt } from 'node:crypto';
import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminDeleteUserCommand,
  AdminDisableUserCommand,
  AdminEnableUserCommand,
  AdminListGroupsForUserCommand,
  AdminRemoveUserFromGroupCommand,
  AdminUpdateUserAttributesCommand,
  CognitoIdentityProviderServiceException,
  ListUsersCommand,
  ListUsersInGroupCommand,
  type CognitoIdentityProviderClient,
  type UserType,
} from '@aws-sdk/client-cognito-identity-provider';
import { HttpError, ServiceUnavailable } from '../errors';
import type { PoolConnection } from './pool-connection';
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

/** Disabled → inactive; not yet signed in with its own password or unconfirmed → pending. */
export function statusOf(user: Pick<UserType, 'Enabled' | 'UserStatus'>): UserStatus {
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

/** A connection that failed or dropped: the service is down or restarting. */
const networkFailures = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
]);

/**
 * Why a directory call failed, as the API answers it: the service down, slow or refusing the
 * server's credential is 503 with what to fix; Cognito's own refusals (no such user, …) stay
 * as they are for the caller to handle.
 */
export function directoryFailure(error: unknown): unknown {
  if (error instanceof HttpError || !(error instanceof Error)) return error;
  const status =
    error instanceof CognitoIdentityProviderServiceException
      ? error.$metadata.httpStatusCode
      : undefined;
  const code = (error as NodeJS.ErrnoException).code ?? '';
  if (
    status === 401 ||
    status === 403 ||
    /AccessDenied|UnrecognizedClient|Credential|ExpiredToken/.test(error.name)
  ) {
    console.error(
      `The identity service refused the store server’s credential: ${error.name}: ${error.message}`,
    );
    return new ServiceUnavailable(
      'The identity service refused the store server’s credential: check its configuration',
    );
  }
  if ((status ?? 0) >= 500 || networkFailures.has(code) || error.name === 'TimeoutError') {
    console.error(`The identity service could not be reached: ${error.name}: ${error.message}`);
    return new ServiceUnavailable('The identity service can’t be reached right now');
  }
  return error;
}

/**
 * The user pool through the AWS SDK: Cognito itself with the server's AWS credentials, or the
 * local identity service (its endpoint and management secret), by what `connection` gives
 * at each call (server/identity/pool-connection.ts).
 */
export function cognitoDirectory(connection: () => Promise<PoolConnection>): IdentityDirectory {
  async function inPool<T>(
    run: (client: CognitoIdentityProviderClient, poolId: string) => Promise<T>,
  ): Promise<T> {
    const { client, poolId } = await connection();
    try {
      return await run(client, poolId);
    } catch (error) {
      throw directoryFailure(error);
    }
  }

  const members = (group: string) =>
    inPool(async (client, poolId) => {
      const names = new Set<string>();
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListUsersInGroupCommand({ UserPoolId: poolId, GroupName: group, NextToken: token }),
        );
        for (const user of page.Users ?? []) if (user.Username) names.add(user.Username);
        token = page.NextToken;
      } while (token);
      return names;
    });

  function toUser(user: UserType, memberOf: string[]): DirectoryUser {
    const attributes = user.Attributes ?? [];
    const attribute = (name: string) => attributes.find((a) => a.Name === name)?.Value;
    const username = user.Username ?? '';
    const email = attribute('email') ?? username;
    return {
      sub: attribute('sub') ?? username,
      username,
      email,
      name: attribute('name') ?? email.split('@')[0]!,
      role: roleOf(memberOf),
      status: statusOf(user),
      createdAt: (user.UserCreateDate ?? new Date(0)).toISOString(),
    };
  }

  async function listUsers(): Promise<DirectoryUser[]> {
    const [admins, editors] = await Promise.all([members(groups.admin), members(groups.editor)]);
    return inPool(async (client, poolId) => {
      const all: DirectoryUser[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListUsersCommand({ UserPoolId: poolId, Limit: 60, PaginationToken: token }),
        );
        for (const user of page.Users ?? []) {
          const name = user.Username ?? '';
          const memberOf = [
            ...(admins.has(name) ? [groups.admin] : []),
            ...(editors.has(name) ? [groups.editor] : []),
          ];
          all.push(toUser(user, memberOf));
        }
        token = page.PaginationToken;
      } while (token);
      return all;
    });
  }

  const setGroup = (user: DirectoryUser, group: string, member: boolean) =>
    inPool((client, poolId) => {
      const input = { UserPoolId: poolId, Username: user.username, GroupName: group };
      return client.send(
        member ? new AdminAddUserToGroupCommand(input) : new AdminRemoveUserFromGroupCommand(input),
      );
    });

  return {
    listUsers,
    getUser: (sub) =>
      inPool(async (client, poolId) => {
        // One account by its sub (Cognito's filter syntax), and its own groups.
        const { Users = [] } = await client.send(
          new ListUsersCommand({
            UserPoolId: poolId,
            Filter: `sub = "${sub.replace(/["\\]/g, '')}"`,
            Limit: 1,
          }),
        );
        const user = Users[0];
        if (!user?.Username) return undefined;
        const { Groups = [] } = await client.send(
          new AdminListGroupsForUserCommand({ UserPoolId: poolId, Username: user.Username }),
        );
        return toUser(
          user,
          Groups.flatMap((group) => (group.GroupName ? [group.GroupName] : [])),
        );
      }),
    async invite({ email, name, role }) {
      const password = temporaryPassword();
      const created = await inPool((client, poolId) =>
        client.send(
          new AdminCreateUserCommand({
            UserPoolId: poolId,
            Username: email,
            MessageAction: 'SUPPRESS',
            TemporaryPassword: password,
            UserAttributes: [
              { Name: 'email', Value: email },
              { Name: 'email_verified', Value: 'true' },
              { Name: 'name', Value: name },
            ],
          }),
        ),
      );
      if (!created.User) throw new Error('AdminCreateUser answered without the user');
      const user = toUser(created.User, roleGroups[role]);
      for (const group of roleGroups[role]) await setGroup(user, group, true);
      return { user, temporaryPassword: password };
    },
    async setName(user, name) {
      await inPool((client, poolId) =>
        client.send(
          new AdminUpdateUserAttributesCommand({
            UserPoolId: poolId,
            Username: user.username,
            // The emulator refuses a change without the e-mail beside it.
            UserAttributes: [
              { Name: 'email', Value: user.email },
              { Name: 'name', Value: name },
            ],
          }),
        ),
      );
    },
    async setRole(user, role) {
      const wanted = roleGroups[role];
      for (const group of Object.values(groups)) {
        const has = roleGroups[user.role].includes(group);
        if (has !== wanted.includes(group)) await setGroup(user, group, !has);
      }
    },
    async setEnabled(user, enabled) {
      await inPool((client, poolId) => {
        const input = { UserPoolId: poolId, Username: user.username };
        return client.send(
          enabled ? new AdminEnableUserCommand(input) : new AdminDisableUserCommand(input),
        );
      });
    },
    async deleteUser(user) {
      await inPool((client, poolId) =>
        client.send(new AdminDeleteUserCommand({ UserPoolId: poolId, Username: user.username })),
      );
    },
  };
}
