// Seeds the local identity service idempotently: one pool (e-mail login, e-mail
// auto-verified), one app client without a secret, the admin and editor groups,
// and the three development accounts. Then writes amplify_outputs.json for it.
import { writeFileSync } from 'node:fs';
import { callCognito } from './cognito-api.mjs';

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

async function ensurePool(call) {
  const { UserPools = [] } = await call('ListUserPools', { MaxResults: 60 });
  const existing = UserPools.find((pool) => pool.Name === poolName);
  if (existing) return existing.Id;
  const { UserPool } = await call('CreateUserPool', {
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
  });
  return UserPool.Id;
}

async function ensureClient(call, poolId) {
  const { UserPoolClients = [] } = await call('ListUserPoolClients', {
    UserPoolId: poolId,
    MaxResults: 60,
  });
  const existing = UserPoolClients.find((client) => client.ClientName === clientName);
  if (existing) return existing.ClientId;
  const { UserPoolClient } = await call('CreateUserPoolClient', {
    UserPoolId: poolId,
    ClientName: clientName,
    GenerateSecret: false,
    ExplicitAuthFlows: [
      'ALLOW_USER_PASSWORD_AUTH',
      'ALLOW_USER_SRP_AUTH',
      'ALLOW_REFRESH_TOKEN_AUTH',
    ],
  });
  return UserPoolClient.ClientId;
}

async function ensureGroups(call, poolId) {
  const { Groups = [] } = await call('ListGroups', { UserPoolId: poolId });
  for (const group of groups) {
    if (!Groups.some((existing) => existing.GroupName === group.GroupName)) {
      await call('CreateGroup', { UserPoolId: poolId, ...group });
    }
  }
}

async function ensureAccount(call, poolId, account) {
  let exists = true;
  try {
    await call('AdminGetUser', { UserPoolId: poolId, Username: account.email });
  } catch (error) {
    if (error.code !== 'UserNotFoundException') throw error;
    exists = false;
  }
  if (!exists) {
    await call('AdminCreateUser', {
      UserPoolId: poolId,
      Username: account.email,
      MessageAction: 'SUPPRESS',
      UserAttributes: [
        { Name: 'email', Value: account.email },
        { Name: 'email_verified', Value: 'true' },
        { Name: 'name', Value: account.name },
      ],
    });
  }
  // Always reset the password, so the README's credentials hold after local experiments.
  await call('AdminSetUserPassword', {
    UserPoolId: poolId,
    Username: account.email,
    Password: account.password,
    Permanent: true,
  });
  for (const group of account.groups) {
    await call('AdminAddUserToGroup', {
      UserPoolId: poolId,
      Username: account.email,
      GroupName: group,
    });
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
  const call = (operation, body) => callCognito(endpoint, operation, body, { secret });
  const poolId = await ensurePool(call);
  const clientId = await ensureClient(call, poolId);
  await ensureGroups(call, poolId);
  for (const account of accounts) await ensureAccount(call, poolId, account);
  const outputs = amplifyOutputs({ poolId, clientId, publicEndpoint, issuerEndpoint: endpoint });
  if (outputsPath) writeFileSync(outputsPath, `${JSON.stringify(outputs, null, 2)}\n`);
  return { poolId, clientId, outputs };
}
