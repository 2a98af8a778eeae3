// Access tokens checked as Cognito checks them, before an account operation reaches
// cognito-local (which only decodes them: an unsigned token naming anyone would pass).
import { createRemoteJWKSet, errors, jwtVerify } from 'jose';

export const invalidAccessToken = 'Invalid Access Token';

const notAuthorized = (message) =>
  Object.assign(new Error(message), { code: 'NotAuthorizedException', status: 400 });

/** The emulator's keys could not be read (down, or answering something else): not the token's fault. */
const keysUnavailable = (error) =>
  error instanceof TypeError ||
  error instanceof errors.JWKSTimeout ||
  error instanceof errors.JWKSInvalid ||
  error?.code === 'ERR_JOSE_GENERIC';

/**
 * Verifies an access token of the pool: the emulator's signature (its JWKS), its issuer
 * (`<upstream>/<poolId>`), expiry, `token_use: access` and an app client of the pool.
 * Answers the claims, or throws NotAuthorizedException with Cognito's message.
 * @param {{ upstream: string, getPoolId: () => string, clientIdsOf: (poolId: string, fresh: boolean) => Promise<Set<string>> }} options
 */
export function createAccessTokenVerifier({ upstream, getPoolId, clientIdsOf }) {
  const keySets = new Map();
  const keysOf = (poolId) => {
    if (!keySets.has(poolId)) {
      keySets.set(
        poolId,
        createRemoteJWKSet(new URL(`${upstream}/${poolId}/.well-known/jwks.json`)),
      );
    }
    return keySets.get(poolId);
  };

  return async function verifyAccessToken(token) {
    if (typeof token !== 'string' || token === '') throw notAuthorized(invalidAccessToken);
    const poolId = getPoolId();
    let payload;
    try {
      ({ payload } = await jwtVerify(token, keysOf(poolId), {
        issuer: `${upstream}/${poolId}`,
        algorithms: ['RS256'],
      }));
    } catch (error) {
      if (error instanceof errors.JWTExpired) throw notAuthorized('Access Token has expired');
      if (keysUnavailable(error)) {
        throw Object.assign(
          new Error(`The identity service's keys are unavailable: ${error.message}`),
          {
            status: 502,
            code: 'ServiceUnavailable',
          },
        );
      }
      throw notAuthorized(invalidAccessToken);
    }
    const { token_use: use, client_id: clientId, username } = payload;
    if (use !== 'access' || typeof clientId !== 'string' || typeof username !== 'string') {
      throw notAuthorized(invalidAccessToken);
    }
    // A client made after the list was read is looked up again, once.
    const known =
      (await clientIdsOf(poolId, false)).has(clientId) ||
      (await clientIdsOf(poolId, true)).has(clientId);
    if (!known) throw notAuthorized(invalidAccessToken);
    return payload;
  };
}
