import { readFileSync } from 'node:fs';
import { fetchAuthSession, fetchUserAttributes } from 'aws-amplify/auth';
import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  autoSignIn,
  configureAuth,
  confirmResetPassword,
  confirmSignUp,
  currentAccount,
  resendSignUpCode,
  resetPassword,
  signIn,
  signOut,
  signUp,
} from '../app/auth/client';
import { useBrowser } from './browser';
import { responsesDuring } from './responses';

/**
 * The identity service end to end, through the app's own auth client (app/auth/client.ts)
 * running in Node against the e2e identity service: the same Amplify calls the screens make.
 */
const uniqueEmail = (label: string) =>
  `${label}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;

describe('identity service, through the app auth client', () => {
  const code = inject('identityCode');

  beforeAll(() => {
    configureAuth(JSON.parse(readFileSync(inject('amplifyOutputsPath'), 'utf8')));
  });
  afterEach(async () => {
    await signOut();
  });

  it('signs the admin in with USER_PASSWORD_AUTH, in the admin group', async () => {
    const result = await signIn('admin@example.com', 'Smokehouse#Admin1');
    expect(result).toMatchObject({ isSignedIn: true, nextStep: { signInStep: 'DONE' } });
    expect(await currentAccount()).toMatchObject({
      email: 'admin@example.com',
      name: 'Avery Admin',
      groups: ['admin'],
      loginId: 'admin@example.com',
      authFlowType: 'USER_PASSWORD_AUTH',
      userId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
  });

  it('signs the customer in, in no group', async () => {
    await signIn('customer@example.com', 'Smokehouse#Guest1');
    expect(await currentAccount()).toMatchObject({
      email: 'customer@example.com',
      name: 'Casey Customer',
      groups: [],
    });
    await signOut();
    expect(await currentAccount()).toBeNull();
  });

  it("answers a wrong password or an unknown user with Cognito's message", async () => {
    await expect(signIn('customer@example.com', 'Wrong#Password1')).rejects.toMatchObject({
      name: 'NotAuthorizedException',
      message: 'Incorrect username or password.',
    });
    await expect(signIn(uniqueEmail('nobody'), 'Smokehouse#Guest1')).rejects.toMatchObject({
      message: 'Incorrect username or password.',
    });
  });

  it('signs up, resends the code, confirms it and signs in automatically', async () => {
    const email = uniqueEmail('new');
    const created = await signUp(email, 'Smokehouse#New1', 'Nia New');
    expect(created.nextStep).toMatchObject({
      signUpStep: 'CONFIRM_SIGN_UP',
      codeDeliveryDetails: { deliveryMedium: 'EMAIL', destination: expect.stringContaining('***') },
    });

    expect(await resendSignUpCode(email)).toMatchObject({ deliveryMedium: 'EMAIL' });
    await expect(confirmSignUp(email, '000000')).rejects.toMatchObject({
      name: 'CodeMismatchException',
    });
    const confirmed = await confirmSignUp(email, code);
    expect(confirmed.nextStep.signUpStep).toBe('COMPLETE_AUTO_SIGN_IN');
    expect(await autoSignIn()).toMatchObject({ isSignedIn: true });

    expect(await currentAccount()).toMatchObject({ email, name: 'Nia New', groups: [] });
    // Confirmation verifies the e-mail, so the Authenticator does not ask to verify it again.
    expect(await fetchUserAttributes()).toMatchObject({ email, email_verified: 'true' });
    await expect(resendSignUpCode(email)).rejects.toThrow('User is already confirmed.');
  });

  it("refuses a password that breaks the pool's policy", async () => {
    await expect(signUp(uniqueEmail('weak'), 'smokehouse1!')).rejects.toMatchObject({
      name: 'InvalidPasswordException',
      message: 'Password did not conform with policy: Password must have uppercase characters',
    });
  });

  it('resets a forgotten password, then signs in with the new one only', async () => {
    const email = uniqueEmail('forgot');
    await signUp(email, 'Smokehouse#Old1');
    // Not autoSignIn(): Amplify drops a second call within 300 ms of the last test's one.
    await confirmSignUp(email, code);

    const requested = await resetPassword(email);
    expect(requested.nextStep.resetPasswordStep).toBe('CONFIRM_RESET_PASSWORD_WITH_CODE');
    await confirmResetPassword(email, code, 'Smokehouse#New2');

    await expect(signIn(email, 'Smokehouse#Old1')).rejects.toThrow(
      'Incorrect username or password.',
    );
    expect(await signIn(email, 'Smokehouse#New2')).toMatchObject({ isSignedIn: true });
  });

  it('refreshes tokens, keeping the groups and the name', async () => {
    await signIn('admin@example.com', 'Smokehouse#Admin1');
    const before = await fetchAuthSession();
    const after = await fetchAuthSession({ forceRefresh: true });
    expect(after.tokens?.idToken?.toString()).not.toBe(before.tokens?.idToken?.toString());
    expect(after.tokens?.idToken?.payload).toMatchObject({
      'cognito:groups': ['admin'],
      name: 'Avery Admin',
    });
  });
});

describe('the built app on both hosts', () => {
  const browser = useBrowser();

  it('is served on the public and on the gated host', async () => {
    for (const { page } of [await browser.open('/'), await browser.openGated('/')]) {
      await page.getByRole('heading', { level: 1 }).waitFor();
    }
  });

  it('carries no Amplify code and no Authenticator in the first load on the public host', async () => {
    const { page } = await browser.open('about:blank');
    const scripts = await responsesDuring(
      page,
      () => page.goto('/', { waitUntil: 'networkidle' }),
      (response) => response.request().resourceType() === 'script',
    );
    const bodies = scripts.map(({ body }) => body);
    expect(bodies.length).toBeGreaterThan(0);
    // Amplify's user-agent string and the Authenticator's class prefix mark their code.
    for (const body of bodies) {
      expect(body).not.toContain('aws-amplify');
      expect(body).not.toContain('amplify-authenticator');
    }
  });
});
