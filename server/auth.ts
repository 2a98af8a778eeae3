import { readFileSync, statSync } from 'node:fs';
import { createMiddleware } from 'hono/factory';
import { createRemoteJWKSet, errors, jwtVerify, type JWTPayload } from 'jose';
import { authorize, type Caller } from './caller';
import type { AppEnv } from './env';
import { Unauthorized } from './errors';

/** Whose tokens to trust: the user pool's issuer and the storefront's app client. */
export interface IdentityConfig {
  issuer: string;
  clientId: string;
}

export interface TokenVerifier {
  /** The caller a valid token names; throws Unauthorized for anything else. */
  verify(token: string): Promise<Caller>;
}

const notConfigured = 'Sign-in is not configured on the server';
const invalidToken = 'Your sign-in is not valid or has expired: sign in again';

/**
 * Reads amplify_outputs.json. The local identity service writes `custom.tokenIssuer` (its
 * issuer is its own port, not the compatibility layer's); in AWS the issuer is Cognito's URL.
 */
export function readIdentityConfig(outputsPath: string): IdentityConfig | undefined {
  let outputs: {
    auth?: { aws_region?: string; user_pool_id?: string; user_pool_client_id?: string };
    custom?: { tokenIssuer?: string };
  };
  try {
    outputs = JSON.parse(readFileSync(outputsPath, 'utf8'));
  } catch {
    return undefined;
  }
  const {
    aws_region: region,
    user_pool_id: poolId,
    user_pool_client_id: clientId,
  } = outputs.auth ?? {};
  if (!clientId) return undefined;
  const issuer =
    outputs.custom?.tokenIssuer ??
    (region && poolId ? `https://cognito-idp.${region}.amazonaws.com/${poolId}` : undefined);
  return issuer ? { issuer: issuer.replace(/\/+$/, ''), clientId } : undefined;
}

/** Access tokens name the client in `client_id`, ID tokens in `aud`; both are accepted. */
function issuedToClient(payload: JWTPayload, clientId: string): boolean {
  if (payload.token_use === 'access') return payload.client_id === clientId;
  if (payload.token_use === 'id') {
    const audience = Array.isArray(payload.aud) ? payload.aud : [payload.aud];
    return audience.includes(clientId);
  }
  return false;
}

function toCaller(payload: JWTPayload): Caller {
  const groups = payload['cognito:groups'];
  const caller: Caller = {
    sub: payload.sub!,
    groups: Array.isArray(groups) ? groups.filter((g): g is string => typeof g === 'string') : [],
  };
  if (typeof payload.email === 'string') caller.email = payload.email;
  if (typeof payload.name === 'string') caller.name = payload.name;
  if (typeof payload.username === 'string') caller.username = payload.username;
  if (typeof payload.iat === 'number') caller.issuedAt = payload.iat;
  return caller;
}

/**
 * The longest a user pool's ID or access token lives: Cognito's maximum, one day (also the local
 * pool's). A token claiming longer, or with no `exp` at all (which jose accepts), is not the pool's.
 */
export const maxTokenLifetimeSeconds = 24 * 60 * 60;

/** How far the pool's clock may run ahead of the server's when it stamps `iat`. */
const clockSkewSeconds = 30;

/** What a token must satisfy besides its signature. */
const tokenRules = (issuer: string) => ({
  issuer,
  algorithms: ['RS256'],
  requiredClaims: ['exp', 'iat', 'sub'],
  maxTokenAge: maxTokenLifetimeSeconds,
  clockTolerance: clockSkewSeconds,
});

/** Lives no longer than the pool's tokens can (jose checks `iat` and `exp` against now). */
const withinPoolLifetime = (payload: JWTPayload) =>
  payload.exp! - payload.iat! <= maxTokenLifetimeSeconds;

export function createJwtVerifier({ issuer, clientId }: IdentityConfig): TokenVerifier {
  const keys = createRemoteJWKSet(new URL(`${issuer}/.well-known/jwks.json`));
  return {
    async verify(token) {
      let payload: JWTPayload;
      try {
        ({ payload } = await jwtVerify(token, keys, tokenRules(issuer)));
      } catch (error) {
        // A token is refused either way, but an unreachable key set is the server's problem.
        if (!(error instanceof errors.JOSEError) || error instanceof errors.JWKSTimeout) {
          console.warn(`Could not fetch the signing keys of ${issuer}:`, error);
        }
        throw new Unauthorized(invalidToken);
      }
      if (
        typeof payload.sub !== 'string' ||
        !withinPoolLifetime(payload) ||
        !issuedToClient(payload, clientId)
      ) {
        throw new Unauthorized(invalidToken);
      }
      return toCaller(payload);
    },
  };
}

/**
 * Verifies against the outputs file, read again whenever it changes (the local identity
 * service rewrites it on restart), so the server also starts before sign-in is set up.
 */
export function createTokenVerifier(outputsPath: string): TokenVerifier {
  let current: { version: number; verifier: TokenVerifier } | undefined;
  return {
    verify(token) {
      const version = statSync(outputsPath, { throwIfNoEntry: false })?.mtimeMs;
      if (version === undefined) return Promise.reject(new Unauthorized(notConfigured));
      if (current?.version !== version) {
        const config = readIdentityConfig(outputsPath);
        if (!config) return Promise.reject(new Unauthorized(notConfigured));
        current = { version, verifier: createJwtVerifier(config) };
      }
      return current.verifier.verify(token);
    },
  };
}

/** Sets `caller`: null without an Authorization header; a header with a bad token is a 401. */
export const authenticate = (verifier: TokenVerifier) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const header = c.req.header('authorization');
    if (header === undefined) {
      c.set('caller', null);
      return next();
    }
    const token = /^Bearer +([\w.~+/-]+=*)$/i.exec(header.trim())?.[1];
    if (!token) throw new Unauthorized('Send the sign-in token as "Authorization: Bearer <token>"');
    c.set('caller', await verifier.verify(token));
    return next();
  });

/** 401 when anonymous, 403 when the caller is in none of the groups. */
export const requireGroup = (...groups: string[]) =>
  createMiddleware<AppEnv>(async (c, next) => {
    authorize(c.get('caller'), groups);
    return next();
  });

/** 401 when anonymous; any signed-in account passes (its own reviews). */
export const requireSignIn = (message?: string) =>
  createMiddleware<AppEnv>(async (c, next) => {
    if (!c.get('caller')) throw new Unauthorized(message);
    return next();
  });
