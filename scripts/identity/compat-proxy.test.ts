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

async function callProxy(operation: string, body: object) {
  const response = await fetch(proxyUrl, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
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
    const answer = answers[operation]?.(body) ?? { status: 400, body: { __type: 'Unsupported' } };
    res.writeHead(answer.status ?? 200, { 'content-type': 'application/x-amz-json-1.1' });
    res.end(JSON.stringify(answer.body));
  });
  const upstreamUrl = await listen(upstream);
  proxy = await startCompatProxy({ port: 0, upstream: upstreamUrl, getPoolId: () => 'local_pool' });
  proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
});

afterAll(() => {
  proxy.close();
  upstream.close();
});

beforeEach(() => {
  calls.length = 0;
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

  it('passes other calls through, and answers CORS preflights', async () => {
    answers.GetUser = () => ({ body: { Username: 'u-1' } });
    expect(await callProxy('GetUser', { AccessToken: 'a' })).toEqual({
      status: 200,
      body: { Username: 'u-1' },
    });
    const preflight = await fetch(proxyUrl, { method: 'OPTIONS' });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('says when the emulator is unreachable', async () => {
    const orphan = await startCompatProxy({
      port: 0,
      upstream: 'http://127.0.0.1:9',
      getPoolId: () => 'local_pool',
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
