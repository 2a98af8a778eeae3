import { createPublicKey, createVerify } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  idTokenClaims,
  jwtPayload,
  maskEmail,
  passwordPolicyViolation,
  startCompatProxy,
} from './compat-proxy.mjs';

type Call = { operation: string; body: Record<string, unknown> };
type Answer = { status?: number; body: unknown };

/** A stand-in for cognito-local: answers each operation from `answers` and records the calls. */
const calls: Call[] = [];
/** The secret header of each call, beside `calls`. */
const secretsSent: (string | undefined)[] = [];
let answers: Record<string, (body: Record<string, unknown>) => Answer> = {};
let upstream: Server;
let proxy: Server;
let proxyUrl = '';

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
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const operation = String(req.headers['x-amz-target']).split('.').pop()!;
    const body = JSON.parse(Buffer.concat(chunks).toString() || '{}');
    calls.push({ operation, body });
    secretsSent.push(req.headers['x-identity-secret'] as string | undefined);
    const answer = answers[operation]?.(body) ?? { status: 400, body: { __type: 'Unsupported' } };
    res.writeHead(answer.status ?? 200, { 'content-type': 'application/x-amz-json-1.1' });
    res.end(JSON.stringify(answer.body));
  });
  const upstreamUrl = await listen(upstream);
  proxy = await startCompatProxy({
    port: 0,
    upstream: upstreamUrl,
    getPoolId: () => 'local_pool',
    secret,
    allowedOrigins: [appOrigin],
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
  answers = {
    AdminGetUser: () => ({ body: unconfirmedUser }),
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
      body: JSON.stringify({ AccessToken: 'a' }),
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
      headers: { 'x-amz-target': 'AWSCognitoIdentityProviderService.GetUser' },
      body: '{}',
    });
    orphan.close();
    expect(response.status).toBe(502);
    expect((await response.json()).__type).toBe('ServiceUnavailable');
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
