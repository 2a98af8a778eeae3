import { join, resolve } from 'node:path';
import {
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import pLimit from 'p-limit';
import { localIdentityClient } from '../identity/sdk-client.mjs';
import { startIdentity } from '../identity/start.mjs';
import { freePortPair } from '../../server/test/ports';
import type { Cleanup } from './cleanup';

/** The identity service's data, kept between runs: the shoppers' accounts are made once. */
export const identityDir = resolve('.cache/bench-load/identity');
const shopperPassword = 'Smokehouse#Bench1';
const admin = { email: 'admin@example.com', password: 'Smokehouse#Admin1' };

export interface SignedIn {
  email: string;
  /** The account's id (the token's `sub`): the orders it places carry it. */
  sub: string;
  accessToken: string;
}

type Identity = Awaited<ReturnType<typeof startIdentity>>;

export const shopperEmail = (index: number) =>
  `bench-shopper-${String(index + 1).padStart(3, '0')}@example.com`;

/** The seeded identity service on free ports, its data in `identityDir`; stopped by `cleanup`. */
export async function startBenchIdentity(cleanup: Cleanup): Promise<Identity> {
  const identity = await startIdentity({
    port: await freePortPair(),
    dataDir: join(identityDir, 'data'),
    outputsPath: join(identityDir, 'amplify_outputs.json'),
    quiet: true,
    // The bench only calls the API: no page signs in.
    allowedOrigins: [],
  });
  cleanup.add('the identity service', identity.stop);
  return identity;
}

const subOf = (token: string): string =>
  (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sub: string }).sub;

async function signIn(identity: Identity, email: string, password: string): Promise<SignedIn> {
  // A browser's call: no secret.
  const client = localIdentityClient({ endpoint: identity.endpoint });
  try {
    const { AuthenticationResult } = await client.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: identity.clientId,
        AuthParameters: { USERNAME: email, PASSWORD: password },
      }),
    );
    const accessToken = AuthenticationResult?.AccessToken;
    if (!accessToken) throw new Error(`No access token for ${email}`);
    return { email, sub: subOf(accessToken), accessToken };
  } finally {
    client.destroy();
  }
}

export const signInAdmin = (identity: Identity) => signIn(identity, admin.email, admin.password);

/**
 * The first `count` shoppers' accounts, made through the identity service's management API where
 * they do not exist yet (the first run), then each signed in for its access token.
 */
export async function signInShoppers(identity: Identity, count: number): Promise<SignedIn[]> {
  const management = localIdentityClient({
    endpoint: identity.upstream,
    secret: identity.adminSecret,
  });
  const limit = pLimit(8);
  let created = 0;
  const ensure = async (email: string) => {
    try {
      await management.send(
        new AdminGetUserCommand({ UserPoolId: identity.poolId, Username: email }),
      );
      return;
    } catch (error) {
      if ((error as Error).name !== 'UserNotFoundException') throw error;
    }
    await management.send(
      new AdminCreateUserCommand({
        UserPoolId: identity.poolId,
        Username: email,
        MessageAction: 'SUPPRESS',
        UserAttributes: [
          { Name: 'email', Value: email },
          { Name: 'email_verified', Value: 'true' },
          { Name: 'name', Value: email.split('@')[0]! },
        ],
      }),
    );
    await management.send(
      new AdminSetUserPasswordCommand({
        UserPoolId: identity.poolId,
        Username: email,
        Password: shopperPassword,
        Permanent: true,
      }),
    );
    created++;
  };
  try {
    const emails = Array.from({ length: count }, (_, index) => shopperEmail(index));
    await Promise.all(emails.map((email) => limit(() => ensure(email))));
    const shoppers = await Promise.all(
      emails.map((email) => limit(() => signIn(identity, email, shopperPassword))),
    );
    console.log(
      `Shoppers: ${count} accounts (${created} made now, ${count - created} from earlier runs), each signed in.`,
    );
    return shoppers;
  } finally {
    management.destroy();
  }
}
