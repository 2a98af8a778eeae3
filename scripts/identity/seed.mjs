// Seeds the local identity service idempotently: one pool (e-mail login, e-mail
// auto-verified), one app client without a secret, the admin and editor groups,
// and the three development accounts. Then writes amplify_outputs.json for it.
import { writeFileSync } from 'node:fs';
import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  CreateGroupCommand,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  ListGroupsCommand,
  ListUserPoolClientsCommand,
  ListUserPoolsCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { localIdentityClient } from './sdk-client.mjs';

export const poolName = 'forge-and-flame-local';
export const clientName = 'storefront-web';
export const groups = [
  { GroupName: 'admin', Description: 'Runs the admin console' },
  { GroupName: 'editor', Description: 'Edits recipes and site content' },
];
export const accounts = [
  {
    email: 'admin@example.com',
    password: 'Smokehouse#Admin1',
    name: 'Avery Admin',
    groups: ['admin'],
  },
  {
    email: 'editor@example.com',
    password: 'Smokehouse#Editor1',
    name: 'Eden Editor',
    groups: ['editor'],
  },
  {
    email: 'customer@example.com',
    password: 'Smokehouse#Guest1',
    name: 'Casey Customer',
    groups: [],
  },
  {
    // A second customer: what one account writes, the other must not read (orders, forum).
    email: 'shopper@example.com',
    password: 'Smokehouse#Guest2',
    name: 'Sam Shopper',
    groups: [],
  },
];

async function ensurePool(client) {
  const { UserPools = [] } = await client.send(new ListUserPoolsCommand({ MaxResults: 60 }));
  const existing = UserPools.find((pool) => pool.Name === poolName);
  if (existing) return existing.Id;
  const { UserPool } = await client.send(
    new CreateUserPoolCommand({
      PoolName: poolName,
      UsernameAttributes: ['email'],
      AutoVerifiedAttributes: ['email'],
      MfaConfiguration: 'OPTIONAL',
      Policies: {
        PasswordPolicy: {
          MinimumLength: 8,
          RequireLowercase: true,
          RequireUppercase: true,
          RequireNumbers: true,
          RequireSymbols: true,
        },
      },
      Schema: [{ Name: 'email', AttributeDataType: 'String', Required: true, Mutable: true }],
    }),
  );
  return UserPool.Id;
}

async function ensureClient(client, poolId) {
  const { UserPoolClients = [] } = await client.send(
    new ListUserPoolClientsCommand({ UserPoolId: poolId, MaxResults: 60 }),
  );
  const existing = UserPoolClients.find((app) => app.ClientName === clientName);
  if (existing) return existing.ClientId;
  const { UserPoolClient } = await client.send(
    new CreateUserPoolClientCommand({
      UserPoolId: poolId,
      ClientName: clientName,
      GenerateSecret: false,
      ExplicitAuthFlows: [
        'ALLOW_USER_PASSWORD_AUTH',
        'ALLOW_USER_SRP_AUTH',
        'ALLOW_REFRESH_TOKEN_AUTH',
      ],
    }),
  );
  return UserPoolClient.ClientId;
}

async function ensureGroups(client, poolId) {
  const { Groups = [] } = await client.send(new ListGroupsCommand({ UserPoolId: poolId }));
  for (const group of groups) {
    if (!Groups.some((existing) => existing.GroupName === group.GroupName)) {
      await client.send(new CreateGroupCommand({ UserPoolId: poolId, ...group }));
    }
  }
}

async function ensureAccount(client, poolId, account) {
  let exists = true;
  try {
    await client.send(new AdminGetUserCommand({ UserPoolId: poolId, Username: account.email }));
  } catch (error) {
    if (error.name !== 'UserNotFoundException') throw error;
    exists = false;
  }
  if (!exists) {
    await client.send(
      new AdminCreateUserCommand({
        UserPoolId: poolId,
        Username: account.email,
        MessageAction: 'SUPPRESS',
        UserAttributes: [
          { Name: 'email', Value: account.email },
          { Name: 'email_verified', Value: 'true' },
          { Name: 'name', Value: account.name },
        ],
      }),
    );
  }
  // Always reset the password, so the README's credentials hold after local experiments.
  await client.send(
    new AdminSetUserPasswordCommand({
      UserPoolId: poolId,
      Username: account.email,
      Password: account.password,
      Permanent: true,
    }),
  );
  for (const group of account.groups) {
    await client.send(
      new AdminAddUserToGroupCommand({
        UserPoolId: poolId,
        Username: account.email,
        GroupName: group,
      }),
    );
  }
}

/**
 * Amplify Gen 2's outputs format; `custom.userPoolEndpoint` points Amplify at the local service,
 * and `custom.tokenIssuer` tells the store server whose tokens to trust (the emulator names its
 * own port as issuer, not the compatibility layer's).
 */
export function amplifyOutputs({
  poolId,
  clientId,
  publicEndpoint,
  issuerEndpoint = publicEndpoint,
}) {
  return {
    version: '1.4',
    auth: {
      aws_region: 'us-east-1',
      user_pool_id: poolId,
      user_pool_client_id: clientId,
      username_attributes: ['email'],
      standard_required_attributes: ['email'],
      user_verification_types: ['email'],
      groups: groups.map((g) => ({
        [g.GroupName]: { precedence: g.GroupName === 'admin' ? 0 : 1 },
      })),
      mfa_configuration: 'OPTIONAL',
      mfa_methods: ['TOTP'],
      password_policy: {
        min_length: 8,
        require_lowercase: true,
        require_uppercase: true,
        require_numbers: true,
        require_symbols: true,
      },
      unauthenticated_identities_enabled: false,
    },
    custom: {
      userPoolEndpoint: publicEndpoint,
      authFlowType: 'USER_PASSWORD_AUTH',
      tokenIssuer: `${issuerEndpoint}/${poolId}`,
    },
  };
}

/** `secret`: the emulator's management secret (start.mjs), sent with every call. */
export async function seed({
  endpoint,
  secret,
  publicEndpoint = endpoint,
  outputsPath = 'amplify_outputs.json',
}) {
  const client = localIdentityClient({ endpoint, secret });
  let poolId, clientId;
  try {
    poolId = await ensurePool(client);
    clientId = await ensureClient(client, poolId);
    await ensureGroups(client, poolId);
    for (const account of accounts) await ensureAccount(client, poolId, account);
  } finally {
    client.destroy();
  }
  const outputs = amplifyOutputs({ poolId, clientId, publicEndpoint, issuerEndpoint: endpoint });
  if (outputsPath) writeFileSync(outputsPath, `${JSON.stringify(outputs, null, 2)}\n`);
  return { poolId, clientId, outputs };
}
