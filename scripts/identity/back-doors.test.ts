import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForMail } from '../../server/test/mailbox';
import { freePortPair } from '../../server/test/ports';
import { startMailDev } from '../mail/maildev.mjs';
import { secretHeader } from './emulator.mjs';
import { startIdentity } from './start.mjs';

/**
 * The red-team findings against the local identity service, replayed as an attacker would send
 * them (no secret, raw HTTP to the layer), on a service of this file's own (cognito-local and
 * the layer, seeded; MailDev for the codes).
 */

type Identity = Awaited<ReturnType<typeof startIdentity>>;
/** The parts of Cognito's answers these tests read. */
type Body = {
  __type?: string;
  message?: string;
  Users?: unknown[];
  Groups?: { GroupName: string }[];
  Enabled?: boolean;
  UserAttributes?: { Name: string; Value: string }[];
  Attributes?: { Name: string; Value: string }[];
  AuthenticationResult?: { AccessToken: string };
  CodeDeliveryDetails?: { Destination: string };
};
type Answer = { status: number; body: Body };

const code = '246810';
let identity: Identity;
let mailbox: Awaited<ReturnType<typeof startMailDev>>;
let dir = '';

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'ff-identity-back-doors-'));
  const smtpPort = await freePortPair();
  mailbox = await startMailDev({ smtpPort, webPort: smtpPort + 1 });
  identity = await startIdentity({
    port: await freePortPair(),
    code,
    dataDir: join(dir, 'data'),
    outputsPath: join(dir, 'amplify_outputs.json'),
    quiet: true,
    smtpUrl: mailbox.smtpUrl,
  });
}, 60_000);

afterAll(async () => {
  await identity?.stop();
  await mailbox?.stop();
  rmSync(dir, { recursive: true, force: true });
});

/** What anyone on the machine can send to the layer: any target, any body, no secret. */
async function send(target: string, body: object, headers: Record<string, string> = {}) {
  const response = await fetch(identity.endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': target, ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() } as Answer;
}
const target = (operation: string) => `AWSCognitoIdentityProviderService.${operation}`;
const call = (operation: string, body: object) => send(target(operation), body);

/** The store server's own access (the secret), to look at what an attack changed. */
async function manage(operation: string, body: object) {
  const answer = await send(
    target(operation),
    { UserPoolId: identity.poolId, ...body },
    { [secretHeader]: identity.adminSecret },
  );
  if (answer.status !== 200) throw new Error(`${operation}: ${JSON.stringify(answer.body)}`);
  return answer.body;
}

const signIn = (email: string, password: string) =>
  call('InitiateAuth', {
    AuthFlow: 'USER_PASSWORD_AUTH',
    ClientId: identity.clientId,
    AuthParameters: { USERNAME: email, PASSWORD: password },
  });

/** An attribute of a user as AdminGetUser (UserAttributes) or a listing (Attributes) gives it. */
const attributeOf = (user: Body, name: string) =>
  (user.UserAttributes ?? user.Attributes)?.find((a) => a.Name === name)?.Value;

/** A self-registered, confirmed account of its own. */
async function register(label: string, password = 'Smokehouse#Self1') {
  const email = `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const signedUp = await call('SignUp', {
    ClientId: identity.clientId,
    Username: email,
    Password: password,
    UserAttributes: [
      { Name: 'email', Value: email },
      { Name: 'name', Value: label },
    ],
  });
  expect(signedUp.status).toBe(200);
  expect(
    (
      await call('ConfirmSignUp', {
        ClientId: identity.clientId,
        Username: email,
        ConfirmationCode: code,
      })
    ).status,
  ).toBe(200);
  return { email, password };
}

const unknownOperation = { status: 400, body: { __type: 'UnknownOperationException' } };
const invalidToken = {
  status: 400,
  body: { __type: 'NotAuthorizedException', message: 'Invalid Access Token' },
};

describe('a suffixed x-amz-target reaches no management operation', () => {
  it('ListUsers.GetUser lists nobody', async () => {
    const answer = await send(`${target('ListUsers')}.GetUser`, { UserPoolId: identity.poolId });
    expect(answer).toMatchObject(unknownOperation);
    expect(answer.body.Users).toBeUndefined();
  });

  it('a self-registered account cannot add itself to admin', async () => {
    const self = await register('mallory');
    const answer = await send(`${target('AdminAddUserToGroup')}.GetUser`, {
      UserPoolId: identity.poolId,
      Username: self.email,
      GroupName: 'admin',
    });
    expect(answer).toMatchObject(unknownOperation);
    const { Users = [] } = await manage('ListUsersInGroup', { GroupName: 'admin' });
    expect(Users.map((user) => attributeOf(user as Body, 'email'))).toEqual(['admin@example.com']);
  });

  it("AdminSetUserPassword.GetUser does not reset another user's password", async () => {
    const victim = await register('victim-password');
    const answer = await send(`${target('AdminSetUserPassword')}.GetUser`, {
      UserPoolId: identity.poolId,
      Username: victim.email,
      Password: 'Taken#Over1',
      Permanent: true,
    });
    expect(answer).toMatchObject(unknownOperation);
    expect((await signIn(victim.email, 'Taken#Over1')).status).toBe(400);
    expect((await signIn(victim.email, victim.password)).status).toBe(200);
  });

  it('a disabled admin neither signs in through InitiateAuth.GetUser nor re-enables itself', async () => {
    await manage('AdminDisableUser', { Username: 'admin@example.com' });
    try {
      const signedIn = await send(`${target('InitiateAuth')}.GetUser`, {
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: identity.clientId,
        AuthParameters: { USERNAME: 'admin@example.com', PASSWORD: 'Smokehouse#Admin1' },
      });
      expect(signedIn).toMatchObject(unknownOperation);
      expect(signedIn.body.AuthenticationResult).toBeUndefined();
      expect(await signIn('admin@example.com', 'Smokehouse#Admin1')).toMatchObject({
        status: 400,
        body: { __type: 'NotAuthorizedException', message: 'User is disabled.' },
      });
      const enabled = await send(`${target('AdminEnableUser')}.GetUser`, {
        UserPoolId: identity.poolId,
        Username: 'admin@example.com',
      });
      expect(enabled).toMatchObject(unknownOperation);
      expect((await manage('AdminGetUser', { Username: 'admin@example.com' })).Enabled).toBe(false);
    } finally {
      await manage('AdminEnableUser', { Username: 'admin@example.com' });
    }
  });
});

describe('account operations want a token the service signed', () => {
  const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  /** An unsigned token naming `username`, with every claim the emulator reads. */
  const forged = (username: string) =>
    `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({
      sub: username,
      username,
      client_id: identity.clientId,
      token_use: 'access',
      iss: identity.outputs.custom.tokenIssuer,
      exp: Math.floor(Date.now() / 1000) + 3600,
    })}.`;

  it("an alg:none token reads nobody's attributes", async () => {
    const answer = await call('GetUser', { AccessToken: forged('admin@example.com') });
    expect(answer).toMatchObject(invalidToken);
    expect(answer.body.UserAttributes).toBeUndefined();
  });

  it('an alg:none token neither renames nor deletes the victim', async () => {
    const victim = await register('victim-forged');
    const renamed = await call('UpdateUserAttributes', {
      AccessToken: forged(victim.email),
      UserAttributes: [{ Name: 'name', Value: 'Owned' }],
    });
    expect(renamed).toMatchObject(invalidToken);
    expect(await call('DeleteUser', { AccessToken: forged(victim.email) })).toMatchObject(
      invalidToken,
    );
    const user = await manage('AdminGetUser', { Username: victim.email });
    expect(attributeOf(user, 'name')).toBe('victim-forged');
  });
});

describe("the pool's password policy and sign-in throttling", () => {
  it("ChangePassword refuses 'a'", async () => {
    const self = await register('weak-change');
    const { body } = await signIn(self.email, self.password);
    const changed = await call('ChangePassword', {
      AccessToken: body.AuthenticationResult?.AccessToken,
      PreviousPassword: self.password,
      ProposedPassword: 'a',
    });
    expect(changed).toEqual({
      status: 400,
      body: {
        __type: 'InvalidPasswordException',
        message: 'Password did not conform with policy: Password not long enough',
      },
    });
    expect((await signIn(self.email, 'a')).status).toBe(400);
  });

  it('40 wrong passwords in a row: five are checked, then the account is locked out', async () => {
    const self = await register('guessed');
    const started = Date.now();
    const messages: (string | undefined)[] = [];
    for (let attempt = 0; attempt < 40; attempt++) {
      messages.push((await signIn(self.email, `Wrong#Guess${attempt}`)).body.message);
    }
    const seconds = (Date.now() - started) / 1000;
    const checked = messages.filter((m) => m === 'Incorrect username or password.');
    expect(messages.slice(0, 5)).toEqual(Array(5).fill('Incorrect username or password.'));
    // Lockouts of 1, 2, 4, … s: however slow the machine, few guesses get checked.
    expect(checked.length).toBeLessThanOrEqual(6 + Math.ceil(Math.log2(seconds + 1)));
    expect(messages.filter((m) => m === 'Password attempts exceeded')).toHaveLength(
      40 - checked.length,
    );
  }, 30_000);
});

describe('codes are e-mailed, as Cognito sends them', () => {
  it('sends the sign-up code and the password-reset code', async () => {
    const self = await register('mailed');
    const signUpMail = await waitForMail(mailbox.apiUrl, self.email, /verification code/i, 5000);
    expect(signUpMail.text).toContain(code);
    const reset = await call('ForgotPassword', {
      ClientId: identity.clientId,
      Username: self.email,
    });
    expect(reset.body.CodeDeliveryDetails?.Destination).toMatch(/^m\*\*\*\S+@example\.com$/);
    const mails = async () =>
      (
        (await (await fetch(`${mailbox.apiUrl}/email`)).json()) as { to: { address: string }[] }[]
      ).filter((mail) => mail.to.some((r) => r.address === self.email)).length;
    expect(await mails()).toBe(2);
  });
});
