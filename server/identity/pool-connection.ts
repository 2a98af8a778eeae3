import { readFile } from 'node:fs/promises';
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { localIdentityClient } from '../../scripts/identity/sdk-client.mjs';
import { ServiceUnavailable } from '../errors';

/** The SDK client for the user pool, and the pool's id. */
export interface PoolConnection {
  client: CognitoIdentityProviderClient;
  poolId: string;
}

/** Where the pool is, from amplify_outputs.json: a local service names its endpoint. */
export interface PoolLocation {
  poolId: string;
  region: string;
  /** The local identity service; none: Cognito itself, with the server's AWS credentials. */
  endpoint?: string;
}

/** The local identity service's management secret, read when a call needs it. */
export type AdminSecret = () => Promise<string | undefined>;

/**
 * IDENTITY_ADMIN_SECRET as given, or IDENTITY_ADMIN_SECRET_FILE read at each call: the
 * local service writes a new secret each time it starts, and the store keeps running.
 */
export function adminSecretFrom(options: { secret?: string; secretFile?: string }): AdminSecret {
  const { secret, secretFile } = options;
  if (secret) return async () => secret;
  if (!secretFile) return async () => undefined;
  return async () => {
    try {
      return (await readFile(secretFile, 'utf8')).trim() || undefined;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/** The pool an amplify_outputs.json names, or a message saying what it lacks. */
export function poolLocationOf(outputs: unknown): PoolLocation | string {
  const auth = isObject(outputs) && isObject(outputs.auth) ? outputs.auth : undefined;
  const custom = isObject(outputs) && isObject(outputs.custom) ? outputs.custom : {};
  const poolId = text(auth?.user_pool_id);
  const region = text(auth?.aws_region);
  if (!poolId || !region)
    return 'amplify_outputs.json names no user pool (auth.user_pool_id, auth.aws_region)';
  const endpoint = text(custom.userPoolEndpoint);
  if (endpoint && !URL.canParse(endpoint))
    return 'amplify_outputs.json has an invalid custom.userPoolEndpoint';
  return endpoint ? { poolId, region, endpoint } : { poolId, region };
}

/** One client per place, kept while amplify_outputs.json keeps naming it. */
function clientCache(adminSecret: AdminSecret) {
  let cached: { key: string; client: CognitoIdentityProviderClient } | undefined;
  const requireSecret = async () => {
    const secret = await adminSecret();
    if (!secret) {
      throw new ServiceUnavailable(
        'User management is not configured: set IDENTITY_ADMIN_SECRET or IDENTITY_ADMIN_SECRET_FILE',
      );
    }
    return secret;
  };
  return ({ region, endpoint }: PoolLocation) => {
    const key = `${region} ${endpoint ?? ''}`;
    if (cached?.key !== key) {
      cached?.client.destroy();
      const client = endpoint
        ? localIdentityClient({ endpoint, region, secret: requireSecret })
        : // A real pool: the default credential chain (the IAM role in AWS), never the secret.
          new CognitoIdentityProviderClient({ region });
      cached = { key, client };
    }
    return cached.client;
  };
}

/**
 * The pool named by `outputsPath`, read at each call (the local service rewrites it when it
 * starts). With a local endpoint the calls carry the admin secret; with none they go to
 * Cognito with the server's AWS credentials.
 */
export function poolConnection(outputsPath: string, adminSecret: AdminSecret) {
  const clientFor = clientCache(adminSecret);
  return async (): Promise<PoolConnection> => {
    let outputs: unknown;
    try {
      outputs = JSON.parse(await readFile(outputsPath, 'utf8'));
    } catch {
      throw new ServiceUnavailable('User management is not configured: no amplify_outputs.json');
    }
    const location = poolLocationOf(outputs);
    if (typeof location === 'string') throw new ServiceUnavailable(location);
    return { client: clientFor(location), poolId: location.poolId };
  };
}
