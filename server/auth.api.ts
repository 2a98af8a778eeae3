import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { readIdentityConfig } from './auth';
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
