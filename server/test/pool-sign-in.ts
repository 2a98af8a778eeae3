import { readFileSync } from 'node:fs';
import {
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { inject } from 'vitest';
import { localIdentityClient } from '../../scripts/identity/sdk-client.mjs';
import './provided';

/** The test identity service as the SDK sees it: a browser's client, and the server's. */
export function testPool() {
  const outputs = JSON.parse(readFileSync(inject('outputsPath'), 'utf8'));
  const endpoint: string = outputs.custom.userPoolEndpoint;
  return {
    poolId: outputs.auth.user_pool_id as string,
    clientId: outputs.auth.user_pool_client_id as string,
    /** No secret: only what a browser may call. */
    browser: localIdentityClient({ endpoint }),
    /** With the management secret, as the store server calls. */
    admin: localIdentityClient({ endpoint, secret: inject('identityAdminSecret') }),
  };
}

export type TestPool = ReturnType<typeof testPool>;

/** A password sign-in (USER_PASSWORD_AUTH), as the app makes it. */
export const signInAttempt = (pool: TestPool, email: string, password: string) =>
  pool.browser.send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: pool.clientId,
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  );

/** An invited account's first sign-in: the temporary password, then its own. Returns its tokens. */
export async function firstSignIn(pool: TestPool, email: string, temporaryPassword: string) {
  const challenge = await signInAttempt(pool, email, temporaryPassword);
  if (challenge.ChallengeName !== 'NEW_PASSWORD_REQUIRED') {
    throw new Error(`Expected NEW_PASSWORD_REQUIRED, got ${challenge.ChallengeName}`);
  }
  const answered = await pool.browser.send(
    new RespondToAuthChallengeCommand({
      ClientId: pool.clientId,
      ChallengeName: 'NEW_PASSWORD_REQUIRED',
      Session: challenge.Session,
      ChallengeResponses: { USERNAME: email, NEW_PASSWORD: 'Brand#NewPass9' },
    }),
  );
  return {
    accessToken: answered.AuthenticationResult?.AccessToken ?? '',
    idToken: answered.AuthenticationResult?.IdToken ?? '',
  };
}
