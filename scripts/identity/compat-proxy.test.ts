import { createPrivateKey, createPublicKey, createVerify } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import fc from 'fast-check';
import { generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { verificationEmail } from './code-mail.mjs';
import {
  browserOperations,
  idTokenClaims,
  jwtPayload,
  managementOperations,
  maskEmail,
  operationOf,
  passwordPolicyViolation,
  startCompatProxy,
} from './compat-proxy.mjs';

type Call = { operation: string; body: Record<string, unknown> };
type Answer = { status?: number; body: unknown };

/** A stand-in for cognito-local: answers each operation from `answers` and records the calls. */
const calls: Call[] = [];
/** The secret header of each call, beside `calls`. */
const secretsSent: (string | undefined)[] = [];
/** The x-amz-target and content-type each call arrived with, beside `calls`. */
const headersSent: { target?: string; contentType?: string }[] = [];
let answers: Record<string, (body: Record<string, unknown>) => Answer> = {};
let upstream: Server;
let proxy: Server;
let proxyUrl = '';
let upstreamUrl = '';
/** The layer's clock (lockouts, sign-outs), moved by the tests; tokens expire by the real one. */
let clock = Date.now();

const emulatorKeys = createRequire(import.meta.url)(
  'cognito-local/lib/keys/cognitoLocal.public.json',
);
const emulatorPrivateKey = createPrivateKey(
  createRequire(import.meta.url)('cognito-local/lib/keys/cognitoLocal.private.json').pem,
);

/** An access token as the emulator signs it (or not quite, by the overrides). */
async function accessToken(
  claims: Record<string, unknown> = {},
  { key = emulatorPrivateKey as Parameters<SignJWT['sign']>[0], issuedAt = Date.now() } = {},
) {
  const seconds = Math.floor(issuedAt / 1000);
  return new SignJWT({
    sub: 'u-1',
    username: 'u-1',
    client_id: 'client-1',
    token_use: 'access',
    iss: `${upstreamUrl}/local_pool`,
    iat: seconds,
    exp: seconds + 3600,
    ...claims,
  })
    .setProtectedHeader({ alg: 'RS256', kid: 'CognitoLocal' })
    .sign(key);
}

const toBase64Url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const emulatorIdToken = `${toBase64Url({ alg: 'RS256', kid: 'CognitoLocal' })}.${toBase64Url({
  sub: 'u-1',
  'cognito:username': 'u-1',
  email: 'casey@example.com',
  'cognito:groups': ['admin'],
})}.signature`;

const unconfirmedUser = {
  Username: 'u-1',
  UserStatus: 'UNCONFIRMED',
  UserAttributes: [
    { Name: 'sub', Value: 'u-1' },
    { Name: 'email', Value: 'casey@example.com' },
    { Name: 'email_verified', Value: 'true' },
    { Name: 'name', Value: 'Casey Customer' },
  ],
};

const secret = 'test-secret-0123456789';
const appOrigin = 'http://localhost:5173';

async function callProxy(operation: string, body: object, headers: Record<string, string> = {}) {
  const response = await fetch(proxyUrl, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
      ...headers,
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

const listen = (server: Server) =>
  new Promise<string>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    ),
  );

beforeAll(async () => {
  upstream = createServer(async (req, res) => {
    if (req.method === 'GET' && req.url === '/local_pool/.well-known/jwks.json') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ keys: [emulatorKeys.jwk] }));
      return;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const operation = String(req.headers['x-amz-target']).split('.').pop()!;
    const body = JSON.parse(Buffer.concat(chunks).toString() || '{}');
    calls.push({ operation, body });
    secretsSent.push(req.headers['x-identity-secret'] as string | undefined);
    headersSent.push({
      target: req.headers['x-amz-target'] as string | undefined,
      contentType: req.headers['content-type'],
    });
    const answer = answers[operation]?.(body) ?? { status: 400, body: { __type: 'Unsupported' } };
    res.writeHead(answer.status ?? 200, { 'content-type': 'application/x-amz-json-1.1' });
    res.end(JSON.stringify(answer.body));
  });
  upstreamUrl = await listen(upstream);
  proxy = await startCompatProxy({
    port: 0,
    upstream: upstreamUrl,
    getPoolId: () => 'local_pool',
    secret,
    allowedOrigins: [appOrigin],
    now: () => clock,
  });
  proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
});

afterAll(() => {
  proxy.close();
  upstream.close();
});

beforeEach(() => {
  calls.length = 0;
  secretsSent.length = 0;
  headersSent.length = 0;
  // Each test starts a day later: no lockout or sign-out of an earlier test still holds.
  clock += 24 * 60 * 60 * 1000;
  answers = {
    AdminGetUser: () => ({ body: unconfirmedUser }),
    ListUserPoolClients: () => ({ body: { UserPoolClients: [{ ClientId: 'client-1' }] } }),
    DescribeUserPool: () => ({
      body: {
        UserPool: {
          Policies: {
            PasswordPolicy: {
              MinimumLength: 8,
              RequireUppercase: true,
              RequireLowercase: true,
              RequireNumbers: true,
              RequireSymbols: true,
            },
          },
        },
      },
    }),
  };
});

describe('compatibility layer in front of cognito-local', () => {
  it('answers ResendConfirmationCode, which the emulator lacks', async () => {
    expect(await callProxy('ResendConfirmationCode', { Username: 'casey@example.com' })).toEqual({
      status: 200,
      body: {
        CodeDeliveryDetails: {
          AttributeName: 'email',
          DeliveryMedium: 'EMAIL',
          Destination: 'c***y@example.com',
        },
      },
    });
    answers.AdminGetUser = () => ({ body: { ...unconfirmedUser, UserStatus: 'CONFIRMED' } });
    expect(await callProxy('ResendConfirmationCode', { Username: 'casey@example.com' })).toEqual({
      status: 400,
      body: { __type: 'InvalidParameterException', message: 'User is already confirmed.' },
    });
  });

  it('marks the e-mail verified after ConfirmSignUp', async () => {
    answers.ConfirmSignUp = () => ({ body: {} });
    answers.AdminUpdateUserAttributes = () => ({ body: {} });
    const result = await callProxy('ConfirmSignUp', {
      Username: 'casey@example.com',
      ConfirmationCode: '1',
    });
    expect(result.status).toBe(200);
    expect(calls.find((c) => c.operation === 'AdminUpdateUserAttributes')?.body).toEqual({
      UserPoolId: 'local_pool',
      Username: 'casey@example.com',
      UserAttributes: [
        { Name: 'email', Value: 'casey@example.com' },
        { Name: 'email_verified', Value: 'true' },
      ],
    });
  });

  it('passes a failed ConfirmSignUp through without touching the user', async () => {
    answers.ConfirmSignUp = () => ({
      status: 400,
      body: { __type: 'CodeMismatchException', message: 'Incorrect confirmation code' },
    });
    const result = await callProxy('ConfirmSignUp', {
      Username: 'casey@example.com',
      ConfirmationCode: '0',
    });
    expect(result).toEqual({
      status: 400,
      body: { __type: 'CodeMismatchException', message: 'Incorrect confirmation code' },
    });
    expect(calls.map((c) => c.operation)).toEqual(['ConfirmSignUp']);
  });

  it('answers GetTokensFromRefreshToken with a REFRESH_TOKEN_AUTH sign-in', async () => {
    answers.InitiateAuth = () => ({
      body: { AuthenticationResult: { AccessToken: 'access', IdToken: emulatorIdToken } },
    });
    const result = await callProxy('GetTokensFromRefreshToken', {
      ClientId: 'c',
      RefreshToken: 'r',
    });
    expect(calls[0]).toEqual({
      operation: 'InitiateAuth',
      body: {
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        ClientId: 'c',
        AuthParameters: { REFRESH_TOKEN: 'r' },
      },
    });
    expect(result.body.AuthenticationResult).toMatchObject({
      AccessToken: 'access',
      RefreshToken: 'r',
    });
  });

  it("puts the user's standard attributes into ID tokens and signs them with the emulator key", async () => {
    answers.InitiateAuth = () => ({
      body: { AuthenticationResult: { AccessToken: 'access', IdToken: emulatorIdToken } },
    });
    const result = await callProxy('InitiateAuth', {
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: 'casey@example.com', PASSWORD: 'x' },
    });
    const idToken: string = result.body.AuthenticationResult.IdToken;
    expect(jwtPayload(idToken)).toEqual({
      sub: 'u-1',
      'cognito:username': 'u-1',
      email: 'casey@example.com',
      email_verified: true,
      name: 'Casey Customer',
      'cognito:groups': ['admin'],
    });
    const publicKey = createRequire(import.meta.url)(
      'cognito-local/lib/keys/cognitoLocal.public.json',
    );
    const [header, payload, signature] = idToken.split('.');
    const verifier = createVerify('RSA-SHA256').update(`${header}.${payload}`);
    expect(verifier.verify(createPublicKey(publicKey.pem), signature!, 'base64url')).toBe(true);
  });

  it("answers a wrong password and an unknown user with Cognito's message", async () => {
    for (const [type, message] of [
      ['InvalidPasswordException', 'Invalid password'],
      ['NotAuthorizedException', 'User not authorized'],
    ]) {
      answers.InitiateAuth = () => ({ status: 400, body: { __type: type, message } });
      expect(
        await callProxy('InitiateAuth', { AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: {} }),
      ).toEqual({
        status: 400,
        body: { __type: 'NotAuthorizedException', message: 'Incorrect username or password.' },
      });
    }
    answers.InitiateAuth = () => ({
      status: 400,
      body: { __type: 'UserNotConfirmedException', message: 'User is not confirmed.' },
    });
    expect(
      (await callProxy('InitiateAuth', { AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: {} }))
        .body,
    ).toEqual({ __type: 'UserNotConfirmedException', message: 'User is not confirmed.' });
  });

  it("enforces the pool's password policy on SignUp and ConfirmForgotPassword", async () => {
    answers.SignUp = () => ({
      body: {
        UserConfirmed: false,
        CodeDeliveryDetails: { DeliveryMedium: 'EMAIL', Destination: 'casey@example.com' },
      },
    });
    expect(
      await callProxy('SignUp', { Username: 'casey@example.com', Password: 'short1A!' }),
    ).toMatchObject({
      status: 200,
      body: { CodeDeliveryDetails: { Destination: 'c***y@example.com' } },
    });
    expect(
      await callProxy('ConfirmForgotPassword', { Username: 'x', Password: 'nosymbol1A' }),
    ).toEqual({
      status: 400,
      body: {
        __type: 'InvalidPasswordException',
        message: 'Password did not conform with policy: Password must have symbol characters',
      },
    });
    expect(calls.filter((c) => c.operation === 'ConfirmForgotPassword')).toEqual([]);
  });

  it('passes browser calls through with the secret, and answers CORS for the app alone', async () => {
    answers.GetUser = () => ({ body: { Username: 'u-1' } });
    const answer = await fetch(proxyUrl, {
      method: 'POST',
      headers: {
        origin: appOrigin,
        'x-amz-target': 'AWSCognitoIdentityProviderService.GetUser',
      },
      body: JSON.stringify({ AccessToken: await accessToken() }),
    });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ Username: 'u-1' });
    expect(answer.headers.get('access-control-allow-origin')).toBe(appOrigin);
    expect(calls.at(-1)?.operation).toBe('GetUser');
    expect(secretsSent.at(-1)).toBe(secret);
    const preflight = await fetch(proxyUrl, { method: 'OPTIONS', headers: { origin: appOrigin } });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(appOrigin);
  });

  it('refuses pages from other origins, preflight or not', async () => {
    const preflight = await fetch(proxyUrl, {
      method: 'OPTIONS',
      headers: { origin: 'http://127.0.0.2:8080' },
    });
    expect(preflight.status).toBe(403);
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    const answer = await callProxy('GetUser', {}, { origin: 'https://evil.example' });
    expect(answer.status).toBe(403);
    expect(calls).toEqual([]);
  });

  it('refuses management operations without the secret, before they reach the emulator', async () => {
    answers.ListUsers = () => ({ body: { Users: [] } });
    for (const operation of ['ListUsers', 'AdminAddUserToGroup', 'AdminSetUserPassword']) {
      const answer = await callProxy(operation, { UserPoolId: 'local_pool' });
      expect(answer.status).toBe(403);
      expect(answer.body.__type).toBe('AccessDeniedException');
    }
    expect(calls).toEqual([]);
    const allowed = await callProxy('ListUsers', {}, { 'x-identity-secret': secret });
    expect(allowed).toMatchObject({ status: 200, body: { Users: [] } });
    const wrong = await callProxy('ListUsers', {}, { 'x-identity-secret': `${secret}x` });
    expect(wrong.status).toBe(403);
  });

  it('sends nothing to another server, reads at most 1 MB and wants JSON', async () => {
    const offHost = await fetch(`${proxyUrl}//127.0.0.1:9/steal`, { method: 'GET' });
    expect(offHost.status).toBe(400);
    const otherPath = await fetch(`${proxyUrl}/admin`, { method: 'POST', body: '{}' });
    expect(otherPath.status).toBe(400);
    const big = await fetch(proxyUrl, {
      method: 'POST',
      headers: { 'x-amz-target': 'AWSCognitoIdentityProviderService.GetUser' },
      body: 'x'.repeat(2 * 1024 * 1024),
    });
    expect(big.status).toBe(413);
    const broken = await fetch(proxyUrl, {
      method: 'POST',
      headers: { 'x-amz-target': 'AWSCognitoIdentityProviderService.GetUser' },
      body: '{"AccessToken":',
    });
    expect(broken.status).toBe(400);
    expect((await broken.json()).__type).toBe('SerializationException');
    expect(calls).toEqual([]);
  });

  it('refuses sign-in and refresh to a disabled user', async () => {
    answers.AdminGetUser = () => ({ body: { ...unconfirmedUser, Enabled: false } });
    answers.InitiateAuth = () => ({
      body: { AuthenticationResult: { IdToken: emulatorIdToken, AccessToken: 'a' } },
    });
    const signIn = await callProxy('InitiateAuth', {
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: 'casey@example.com', PASSWORD: 'Right#Pass1' },
    });
    expect(signIn.status).toBe(400);
    expect(signIn.body).toEqual({ __type: 'NotAuthorizedException', message: 'User is disabled.' });
    const refresh = await callProxy('GetTokensFromRefreshToken', { RefreshToken: 'r' });
    expect(refresh.body).toEqual({
      __type: 'NotAuthorizedException',
      message: 'User is disabled.',
    });
  });

  it('says when the emulator is unreachable', async () => {
    const orphan = await startCompatProxy({
      port: 0,
      upstream: 'http://127.0.0.1:9',
      getPoolId: () => 'local_pool',
      secret,
    });
    const response = await fetch(`http://127.0.0.1:${(orphan.address() as AddressInfo).port}`, {
      method: 'POST',
      headers: { 'x-amz-target': 'AWSCognitoIdentityProviderService.ConfirmSignUp' },
      body: '{}',
    });
    orphan.close();
    expect(response.status).toBe(502);
    expect((await response.json()).__type).toBe('ServiceUnavailable');
  });
});

const invalidToken = {
  status: 400,
  body: { __type: 'NotAuthorizedException', message: 'Invalid Access Token' },
};

describe('the layer forwards only what it parsed', () => {
  it('refuses any x-amz-target but the service and a listed operation, before anything runs', async () => {
    answers.ListUsers = () => ({ body: { Users: [{ Username: 'u-1' }] } });
    for (const target of [
      'AWSCognitoIdentityProviderService.ListUsers.GetUser',
      'AWSCognitoIdentityProviderService.GetUser.ListUsers',
      'Elsewhere.ListUsers',
      'awscognitoidentityproviderservice.GetUser',
      'AWSCognitoIdentityProviderService.',
      'AWSCognitoIdentityProviderService.CreateUserPool',
      'AWSCognitoIdentityProviderService.toString',
      'AWSCognitoIdentityProviderService.GetUser, AWSCognitoIdentityProviderService.ListUsers',
    ]) {
      const answer = await callProxy(
        '',
        {},
        { 'x-amz-target': target, 'x-identity-secret': secret },
      );
      expect(answer, target).toEqual({
        status: 400,
        body: { __type: 'UnknownOperationException', message: 'Unknown operation' },
      });
    }
    const missing = await fetch(proxyUrl, { method: 'POST', body: '{}' });
    expect(missing.status).toBe(400);
    expect(calls).toEqual([]);
  });

  it('sends the target rebuilt from the name it checked, and the body as parsed', async () => {
    answers.ListUsers = () => ({ body: { Users: [] } });
    const answer = await fetch(proxyUrl, {
      method: 'POST',
      headers: {
        'x-amz-target': 'AWSCognitoIdentityProviderService.ListUsers',
        'content-type': 'application/json',
        'x-identity-secret': secret,
      },
      body: '{"UserPoolId":"local_pool","UserPoolId":"other_pool"}',
    });
    expect(answer.status).toBe(200);
    expect(headersSent).toEqual([
      {
        target: 'AWSCognitoIdentityProviderService.ListUsers',
        contentType: 'application/x-amz-json-1.1',
      },
    ]);
    expect(calls).toEqual([{ operation: 'ListUsers', body: { UserPoolId: 'other_pool' } }]);
  });

  it('names only listed operations', () => {
    expect(operationOf('AWSCognitoIdentityProviderService.InitiateAuth')).toBe('InitiateAuth');
    expect(operationOf('AWSCognitoIdentityProviderService.AdminDisableUser')).toBe(
      'AdminDisableUser',
    );
    for (const target of [undefined, ['AWSCognitoIdentityProviderService.GetUser'], ' x']) {
      expect(() => operationOf(target)).toThrow('Unknown operation');
    }
  });

  it('answers any header with a listed operation whose exact target it is, or refuses it', () => {
    const listed = [...browserOperations, ...managementOperations];
    const near = fc
      .tuple(fc.constantFrom(...listed), fc.string(), fc.constantFrom('.', ',', ' ', '#', ''))
      .map(
        ([operation, tail, glue]) => `AWSCognitoIdentityProviderService.${operation}${glue}${tail}`,
      );
    fc.assert(
      fc.property(fc.oneof(fc.string(), near), (target) => {
        let operation: string;
        try {
          operation = operationOf(target);
        } catch (error) {
          expect((error as { code: string }).code).toBe('UnknownOperationException');
          return;
        }
        expect(listed).toContain(operation);
        expect(target).toBe(`AWSCognitoIdentityProviderService.${operation}`);
      }),
    );
  });
});

describe('account operations verify the access token first', () => {
  const getUser = (token: unknown) => callProxy('GetUser', { AccessToken: token });
  const upstreamOperations = () =>
    calls.map((c) => c.operation).filter((operation) => operation !== 'ListUserPoolClients');

  it('forwards a token the emulator signed for a client of the pool', async () => {
    answers.GetUser = () => ({ body: { Username: 'u-1' } });
    expect(await getUser(await accessToken())).toEqual({ status: 200, body: { Username: 'u-1' } });
    expect(upstreamOperations()).toEqual(['AdminGetUser', 'GetUser']);
  });

  it('refuses every other token before the emulator sees the operation', async () => {
    const { privateKey: otherKey } = await generateKeyPair('RS256');
    const [header, payload] = (await accessToken()).split('.');
    const unsigned = `${toBase64Url({ alg: 'none', typ: 'JWT' })}.${payload}.`;
    const tokens: Record<string, unknown> = {
      unsigned,
      'signed with another key': await accessToken({}, { key: otherKey }),
      "another token's signature": `${header}.${payload}.${(await accessToken({ sub: 'u-2' })).split('.')[2]}`,
      'another issuer': await accessToken({ iss: 'http://127.0.0.1:9/local_pool' }),
      'a client of no pool here': await accessToken({ client_id: 'client-elsewhere' }),
      'an ID token': await accessToken({ token_use: 'id' }),
      'no user name': await accessToken({ username: undefined }),
      'not a token': 'a.b.c',
      missing: undefined,
      'a number': 42,
    };
    for (const [what, token] of Object.entries(tokens)) {
      expect(await getUser(token), what).toEqual(invalidToken);
    }
    for (const operation of [
      'UpdateUserAttributes',
      'DeleteUser',
      'ChangePassword',
      'VerifyUserAttribute',
      'GetUserAttributeVerificationCode',
      'GlobalSignOut',
      'AssociateSoftwareToken',
      'VerifySoftwareToken',
      'SetUserMFAPreference',
    ]) {
      const answer = await callProxy(operation, { AccessToken: unsigned, ProposedPassword: 'a' });
      expect(answer, operation).toEqual(invalidToken);
    }
    expect(upstreamOperations()).toEqual([]);
  });

  it("answers an expired token and a disabled user's token as Cognito does", async () => {
    const expired = await accessToken({}, { issuedAt: Date.now() - 2 * 3600 * 1000 });
    expect(await getUser(expired)).toEqual({
      status: 400,
      body: { __type: 'NotAuthorizedException', message: 'Access Token has expired' },
    });
    answers.AdminGetUser = () => ({ body: { ...unconfirmedUser, Enabled: false } });
    expect(await getUser(await accessToken())).toEqual({
      status: 400,
      body: { __type: 'NotAuthorizedException', message: 'User is disabled.' },
    });
    expect(upstreamOperations()).toEqual(['AdminGetUser']);
  });

  it('GlobalSignOut revokes the access and refresh tokens issued before it', async () => {
    // A user of its own: the sign-out outlasts this test.
    const user = { sub: 'u-9', username: 'u-9' };
    answers.AdminGetUser = () => ({ body: { ...unconfirmedUser, Username: 'u-9' } });
    answers.GetUser = () => ({ body: { Username: 'u-9' } });
    const before = await accessToken(user, { issuedAt: Date.now() });
    expect(await callProxy('GlobalSignOut', { AccessToken: before })).toEqual({
      status: 200,
      body: {},
    });
    expect(await getUser(before)).toEqual({
      status: 400,
      body: { __type: 'NotAuthorizedException', message: 'Access Token has been revoked' },
    });
    const after = await accessToken(user, { issuedAt: clock + 1000 });
    expect((await getUser(after)).status).toBe(200);
    const idToken = `${toBase64Url({ alg: 'RS256' })}.${toBase64Url({ 'cognito:username': 'u-9' })}.s`;
    answers.InitiateAuth = () => ({
      body: { AuthenticationResult: { AccessToken: 'a', IdToken: idToken } },
    });
    const oldRefresh = `${toBase64Url({ alg: 'RS256' })}.${toBase64Url({ iat: Math.floor(Date.now() / 1000) })}.s`;
    expect(
      await callProxy('GetTokensFromRefreshToken', {
        ClientId: 'client-1',
        RefreshToken: oldRefresh,
      }),
    ).toEqual({
      status: 400,
      body: { __type: 'NotAuthorizedException', message: 'Refresh Token has been revoked' },
    });
  });
});

describe("the pool's password policy and sign-in lockout", () => {
  const notConforming = {
    status: 400,
    body: {
      __type: 'InvalidPasswordException',
      message: 'Password did not conform with policy: Password not long enough',
    },
  };
  const withSecret = { 'x-identity-secret': secret };

  it('checks ChangePassword, AdminSetUserPassword, AdminCreateUser and a new-password challenge', async () => {
    const token = await accessToken();
    const attempts: [string, object, Record<string, string>?][] = [
      [
        'ChangePassword',
        { AccessToken: token, PreviousPassword: 'Old#Pass1', ProposedPassword: 'a' },
      ],
      ['AdminSetUserPassword', { Username: 'u-1', Password: 'a', Permanent: true }, withSecret],
      ['AdminCreateUser', { Username: 'new@example.com', TemporaryPassword: 'a' }, withSecret],
      [
        'RespondToAuthChallenge',
        {
          ChallengeName: 'NEW_PASSWORD_REQUIRED',
          ChallengeResponses: { USERNAME: 'u-1', NEW_PASSWORD: 'a' },
          Session: 's',
        },
      ],
    ];
    for (const [operation, body, headers] of attempts) {
      expect(await callProxy(operation, body, headers), operation).toEqual(notConforming);
    }
    expect(calls.map((c) => c.operation)).not.toContain('ChangePassword');
    expect(calls.map((c) => c.operation)).not.toContain('AdminSetUserPassword');

    answers.ChangePassword = () => ({ body: {} });
    const change = {
      AccessToken: token,
      PreviousPassword: 'Old#Pass1',
      ProposedPassword: 'New#Pass12',
    };
    expect(await callProxy('ChangePassword', change)).toEqual({ status: 200, body: {} });
    answers.ChangePassword = () => ({
      status: 400,
      body: { __type: 'InvalidPasswordException', message: 'Invalid password' },
    });
    expect(await callProxy('ChangePassword', change)).toEqual({
      status: 400,
      body: { __type: 'NotAuthorizedException', message: 'Incorrect username or password.' },
    });
  });

  it('locks the account out after five wrong passwords, under any of its names', async () => {
    const signIn = async (username: string, password: string) =>
      (
        await callProxy('InitiateAuth', {
          AuthFlow: 'USER_PASSWORD_AUTH',
          ClientId: 'client-1',
          AuthParameters: { USERNAME: username, PASSWORD: password },
        })
      ).body;
    answers.InitiateAuth = (body) =>
      (body.AuthParameters as { PASSWORD: string }).PASSWORD === 'Right#Pass1'
        ? { body: { AuthenticationResult: { AccessToken: 'a', IdToken: emulatorIdToken } } }
        : {
            status: 400,
            body: { __type: 'InvalidPasswordException', message: 'Invalid password' },
          };
    // The e-mail and the user name are one account (AdminGetUser answers u-1 for both).
    for (const username of [
      'casey@example.com',
      'u-1',
      'CASEY@example.com',
      'u-1',
      'casey@example.com',
    ]) {
      expect(await signIn(username, 'Wrong#Pass1')).toMatchObject({
        message: 'Incorrect username or password.',
      });
    }
    expect(await signIn('u-1', 'Right#Pass1')).toEqual({
      __type: 'NotAuthorizedException',
      message: 'Password attempts exceeded',
    });
    clock += 1000;
    expect(await signIn('u-1', 'Wrong#Pass1')).toMatchObject({
      message: 'Incorrect username or password.',
    });
    clock += 1999;
    expect((await signIn('u-1', 'Right#Pass1')).message).toBe('Password attempts exceeded');
    clock += 1;
    expect((await signIn('casey@example.com', 'Right#Pass1')).AuthenticationResult).toBeDefined();
    expect(calls.filter((c) => c.operation === 'InitiateAuth')).toHaveLength(7);
  });
});

describe('compatibility helpers', () => {
  it('masks e-mails as Cognito does', () => {
    expect(maskEmail('casey@example.com')).toBe('c***y@example.com');
    expect(maskEmail('a@example.com')).toBe('a***@example.com');
  });

  it('names the first broken password rule', () => {
    const policy = {
      MinimumLength: 8,
      RequireUppercase: true,
      RequireLowercase: true,
      RequireNumbers: true,
      RequireSymbols: true,
    };
    expect(passwordPolicyViolation('Smokehouse#Guest1', policy)).toBeUndefined();
    expect(passwordPolicyViolation('S#g1', policy)).toBe(
      'Password did not conform with policy: Password not long enough',
    );
    expect(passwordPolicyViolation('SMOKEHOUSE#1', policy)).toMatch(/lowercase characters$/);
    expect(passwordPolicyViolation('Smokehouse#', policy)).toMatch(/numeric characters$/);
    expect(passwordPolicyViolation('smokehouse#1', {})).toBeUndefined();
  });

  it("writes the pool's verification e-mail, or Cognito's default", () => {
    expect(verificationEmail({}, '123456')).toEqual({
      from: 'no-reply@verificationemail.com',
      subject: 'Your verification code',
      text: 'Your verification code is 123456. ',
    });
    expect(
      verificationEmail(
        {
          VerificationMessageTemplate: {
            EmailSubject: 'Your Forge & Flame confirmation code',
            EmailMessage: 'Your code is {####}. Again: {####}',
          },
          EmailConfiguration: { From: 'shop@example.com' },
        },
        '654321',
      ),
    ).toEqual({
      from: 'shop@example.com',
      subject: 'Your Forge & Flame confirmation code',
      text: 'Your code is 654321. Again: 654321',
    });
  });

  it('copies standard attributes into ID-token claims', () => {
    expect(
      idTokenClaims([
        { Name: 'sub', Value: 'u-1' },
        { Name: 'name', Value: 'Casey' },
        { Name: 'phone_number_verified', Value: 'false' },
        { Name: 'custom:tier', Value: 'gold' },
      ]),
    ).toEqual({ name: 'Casey', phone_number_verified: false });
  });
});
