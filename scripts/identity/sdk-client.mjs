// The AWS SDK's Cognito client aimed at the local identity service: the store server, the
// seed and the tests manage accounts through it exactly as they would on a real pool.
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';

/** The header the compatibility layer and the emulator check (scripts/identity/emulator.mjs). */
export const secretHeader = 'x-identity-secret';

/**
 * A client for the local service at `endpoint`. `secret` (the management secret, or a function
 * that reads it at each request, so a restarted service's new secret is picked up) goes in
 * `x-identity-secret`; without it the client reaches only the operations a browser may call.
 * The credentials are placeholders: the local service checks the secret, not the signature,
 * and a real credential lookup would only slow every call down.
 * @param {{ endpoint: string, region?: string, secret?: string | (() => string | undefined | Promise<string | undefined>), maxAttempts?: number }} options
 */
export function localIdentityClient({ endpoint, region = 'us-east-1', secret, maxAttempts }) {
  const client = new CognitoIdentityProviderClient({
    endpoint,
    region,
    credentials: { accessKeyId: 'local-identity', secretAccessKey: 'local-identity' },
    ...(maxAttempts ? { maxAttempts } : {}),
  });
  if (secret) {
    const current = typeof secret === 'function' ? secret : () => secret;
    client.middlewareStack.add(
      (next) => async (args) => {
        const value = await current();
        if (value && args.request && typeof args.request === 'object') {
          args.request.headers = { ...args.request.headers, [secretHeader]: value };
        }
        return next(args);
      },
      { step: 'build', name: 'localIdentitySecret' },
    );
  }
  return client;
}
