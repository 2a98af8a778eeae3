import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateKeyPair, importJWK, SignJWT, type JWTPayload } from 'jose';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { maxTokenLifetimeSeconds, readIdentityConfig } from './auth';
import { apiClient, bearer, expectError, expectJson, type ApiClient } from './test/client';
import { productInput } from './test/inputs';
import { startTestServer, type TestServer } from './test/server';

let server: TestServer;
let api: ApiClient;

beforeAll(async () => {
  server = await startTestServer();
  api = apiClient(server);
});
afterAll(() => server?.stop());

/** The token with its payload re-encoded after `edit`, and the original signature kept. */
function tamper(token: string, edit: (payload: Record<string, unknown>) => void): string {
  const [header, payload, signature] = token.split('.');
  const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8'));
  edit(claims);
  return [header, Buffer.from(JSON.stringify(claims)).toString('base64url'), signature].join('.');
}

const createProduct = (authorization: ReturnType<typeof bearer>) =>
  api.post('/products', { as: authorization, json: productInput({ name: 'Auth Probe Rub' }) });

describe('trusting only verified tokens', () => {
  it("refuses a customer's token whose groups were edited to include admin", async () => {
    const forged = tamper(inject('accessTokens').customer, (claims) => {
      claims['cognito:groups'] = ['admin'];
    });
    const error = await expectError(await createProduct(bearer(forged)), 401);
    expect(error.error).toBe('unauthorized');
  });

  it('refuses a garbage token, an unsigned token and a non-Bearer header', async () => {
    await expectError(await createProduct(bearer('not-a-token')), 401);
    const unsigned = tamper(inject('accessTokens').admin, () => {});
    const [, payload] = unsigned.split('.');
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
    await expectError(await createProduct(bearer(none)), 401);
    await expectError(await createProduct({ authorization: 'Basic YWRtaW46YWRtaW4=' }), 401);
  });

  it('refuses a token signed by another key in the name of the same pool', async () => {
    const { issuer, clientId } = readIdentityConfig(inject('outputsPath'))!;
    const { privateKey } = await generateKeyPair('RS256');
    const token = await new SignJWT({
      token_use: 'access',
      client_id: clientId,
      'cognito:groups': ['admin'],
    })
      .setProtectedHeader({ alg: 'RS256', kid: 'someone-else' })
      .setSubject('intruder')
      .setIssuer(issuer)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(privateKey);
    await expectError(await createProduct(bearer(token)), 401);
  });

  it('answers 401 for a bad token even on a public read, instead of treating it as anonymous', async () => {
    await expectError(await api.get('/products', { as: bearer('garbage') }), 401);
    await expectJson(await api.get('/products', { as: 'customer' }), 200);
    await expectJson(await api.get('/products'), 200);
  });

  it("accepts the admin's ID token as well as the access token", async () => {
    const response = await createProduct(bearer(inject('adminIdToken')));
    expect((await expectJson(response, 201)) as object).toHaveProperty('id', 'auth-probe-rub');
  });
});

/**
 * A token signed with the test pool's own key (cognito-local ships it in its package), so only
 * its claims decide: `claims` replace the usual access token's, undefined ones are left out.
 */
async function poolToken(claims: JWTPayload) {
  const { issuer, clientId } = readIdentityConfig(inject('outputsPath'))!;
  const { jwk } = JSON.parse(
    readFileSync('node_modules/cognito-local/lib/keys/cognitoLocal.private.json', 'utf8'),
  ) as { jwk: Record<string, string> };
  const now = Math.floor(Date.now() / 1000);
  const payload = Object.fromEntries(
    Object.entries({
      sub: 'token-lifetime-probe',
      token_use: 'access',
      client_id: clientId,
      iss: issuer,
      iat: now,
      exp: now + 3600,
      ...claims,
    }).filter(([, value]) => value !== undefined),
  );
  return new SignJWT(payload)
    .setProtectedHeader({ alg: 'RS256', kid: jwk.kid! })
    .sign(await importJWK(jwk, 'RS256'));
}

describe("tokens living no longer than the pool's", () => {
  const readAs = async (token: string) => api.get('/me/addresses', { as: bearer(token) });
  const now = Math.floor(Date.now() / 1000);

  it("accepts a token signed with the pool's key that lives an hour", async () => {
    await expectJson(await readAs(await poolToken({})), 200);
  });

  it('refuses a token without exp, or without iat', async () => {
    await expectError(await readAs(await poolToken({ exp: undefined })), 401);
    await expectError(await readAs(await poolToken({ iat: undefined })), 401);
  });

  it('refuses a token that lives longer than a day, or was issued more than a day ago', async () => {
    const month = 30 * 24 * 3600;
    const longLived = await poolToken({ exp: now + maxTokenLifetimeSeconds + 60 });
    await expectError(await readAs(longLived), 401);
    await expectError(await readAs(await poolToken({ exp: now + month })), 401);
    const old = await poolToken({ iat: now - maxTokenLifetimeSeconds - 60, exp: now + 600 });
    await expectError(await readAs(old), 401);
    await expectError(await readAs(await poolToken({ iat: now + 3600, exp: now + 7200 })), 401);
  });
});

describe('a server without sign-in configured', () => {
  let unconfigured: TestServer;
  beforeAll(async () => {
    unconfigured = await startTestServer({
      outputsPath: join(tmpdir(), 'ff-no-such-outputs.json'),
    });
  });
  afterAll(() => unconfigured?.stop());

  it('still serves anonymous reads and answers every token with 401', async () => {
    const local = apiClient(unconfigured);
    await expectJson(await local.get('/health'), 200);
    const error = await expectError(
      await local.post('/products', { as: 'admin', json: productInput() }),
      401,
    );
    expect(error.message).toBe('Sign-in is not configured on the server');
  });
});
