import { join } from 'node:path';
import { InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { localIdentityClient } from '../../scripts/identity/sdk-client.mjs';
import { accounts } from '../../scripts/identity/seed.mjs';
import { startIdentity } from '../../scripts/identity/start.mjs';
import { freePortPair } from './ports';
import type { Role } from './provided';

const roles: Record<string, Role> = {
  'admin@example.com': 'admin',
  'editor@example.com': 'editor',
  'customer@example.com': 'customer',
  'shopper@example.com': 'shopper',
};

async function startOnFreePorts(dir: string, smtpUrl: string) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startIdentity({
        port: await freePortPair(),
        dataDir: join(dir, 'identity'),
        outputsPath: join(dir, 'amplify_outputs.json'),
        quiet: true,
        smtpUrl,
      });
    } catch (error) {
      // Another process may take a port between the check and the start: try new ones.
      if (attempt >= 3 || !/in use/.test((error as Error).message)) throw error;
    }
  }
}

/**
 * Starts the seeded local identity service under `dir` (for the global setups), e-mailing its
 * codes over `smtpUrl` (the run's MailDev), and signs the development accounts in.
 */
export async function startTestIdentity(dir: string, smtpUrl: string) {
  const identity = await startOnFreePorts(dir, smtpUrl);
  // Signing in is a browser's call: no secret.
  const client = localIdentityClient({ endpoint: identity.endpoint });
  try {
    const accessTokens = {} as Record<Role, string>;
    let adminIdToken = '';
    for (const account of accounts) {
      const { AuthenticationResult } = await client.send(
        new InitiateAuthCommand({
          AuthFlow: 'USER_PASSWORD_AUTH',
          ClientId: identity.clientId,
          AuthParameters: { USERNAME: account.email, PASSWORD: account.password },
        }),
      );
      const role = roles[account.email]!;
      accessTokens[role] = AuthenticationResult?.AccessToken ?? '';
      if (role === 'admin') adminIdToken = AuthenticationResult?.IdToken ?? '';
    }
    return {
      outputsPath: identity.outputsPath,
      accessTokens,
      adminIdToken,
      adminSecret: identity.adminSecret,
      endpoint: identity.endpoint,
      stop: identity.stop,
    };
  } catch (error) {
    await identity.stop();
    throw error;
  } finally {
    client.destroy();
  }
}
