import {
  accountDisabledCode,
  accountDisabledMessage,
  poolDisabledMessage,
} from '../../domain/account-status';
import { randomUUID } from 'node:crypto';
import { AdminListGroupsForUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { AdminUser } from '../../domain/types';
import { revokedMessage } from '../identity/activity';
import { apiClient, bearer, expectError, expectJson, type ApiClient } from '../test/client';
import { mailHeader, waitForMail } from '../test/mailbox';
import { newsletterToken } from '../mail/newsletter-link';
import { firstSignIn, signInAttempt, testPool } from '../test/pool-sign-in';
import { startTestServer, testUnsubscribeSecret, type TestServer } from '../test/server';

/**
 * /api/users: the user pool's real accounts, managed by the server with its own credential.
 * Changes are made to accounts invited here, never to the shared seeded ones.
 */

let server: TestServer;
let api: ApiClient;
const pool = testPool();

beforeAll(async () => {
  server = await startTestServer();
  api = apiClient(server);
});
afterAll(() => server?.stop());

const listUsers = async () =>
  (
    (await expectJson(await api.get('/users?limit=100', { as: 'admin' }), 200)) as {
      items: AdminUser[];
    }
  ).items;

/** Invites a new account and reads its temporary password from the invitation e-mail. */
async function invite(role: AdminUser['role'] = 'user') {
  const email = `invitee-${randomUUID().slice(0, 8)}@example.com`;
  const created = await api.post('/users', {
    as: 'admin',
    json: { name: 'Ivy Invitee', email, role },
  });
  const user = (await expectJson(created, 201)) as AdminUser;
  const mail = await waitForMail(inject('mail').apiUrl, email, /invited/);
  const temporaryPassword = /Temporary password: (\S+)/.exec(mail.text)![1]!;
  return { user, email, temporaryPassword, mail };
}

describe('/api/users', () => {
  it('is the admin’s alone: 401 anonymous, 403 customers and editors', async () => {
    const calls = [
      () => api.get('/users'),
      () => api.post('/users', { json: { name: 'X', email: 'x@example.com', role: 'user' } }),
      () => api.put('/users/some-sub', { json: { status: 'inactive' } }),
      () => api.delete('/users/some-sub'),
      () => api.post('/users/email', { json: { recipientIds: ['a'], subject: 's', message: 'm' } }),
    ];
    for (const call of calls) {
      await expectError(await call(), 401);
    }
    for (const as of ['customer', 'editor'] as const) {
      await expectError(await api.get('/users', { as }), 403);
      await expectError(await api.put('/users/x', { as, json: { role: 'admin' } }), 403);
      await expectError(await api.delete('/users/x', { as }), 403);
    }
  });

  it('lists the pool’s accounts with their groups as roles', async () => {
    const users = await listUsers();
    const byEmail = new Map(users.map((u) => [u.email, u]));
    expect(byEmail.get('admin@example.com')).toMatchObject({ role: 'admin', status: 'active' });
    expect(byEmail.get('editor@example.com')).toMatchObject({ role: 'editor' });
    expect(byEmail.get('customer@example.com')).toMatchObject({
      role: 'user',
      name: 'Casey Customer',
    });
    expect(byEmail.get('admin@example.com')!.joinDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // The admin's request itself is a sign of life: Last Login is the API's last sight.
    expect(byEmail.get('admin@example.com')!.lastLogin).not.toBeNull();
  });

  it('invites by e-mail: pending until the first sign-in sets a new password', async () => {
    const { user, email, temporaryPassword, mail } = await invite('editor');
    expect(user).toMatchObject({ email, role: 'editor', status: 'pending' });
    expect(mail.text).toContain('http://localhost:5173/login');
    const token = (await firstSignIn(pool, email, temporaryPassword)).accessToken;
    expect((await listUsers()).find((u) => u.id === user.id)).toMatchObject({ status: 'active' });
    expect((await api.get('/me/cart', { as: bearer(token) })).status).toBe(200);

    const again = await api.post('/users', {
      as: 'admin',
      json: { name: 'Again', email: email.toUpperCase(), role: 'user' },
    });
    expect((await expectError(again, 400)).fields?.email).toMatch(/already exists/);
  });

  it('disabling refuses sign-in and the tokens issued before; enabling restores sign-in', async () => {
    const { user, email, temporaryPassword } = await invite();
    const token = (await firstSignIn(pool, email, temporaryPassword)).accessToken;
    const disabled = await api.put(`/users/${user.id}`, {
      as: 'admin',
      json: { status: 'inactive' },
    });
    expect(await expectJson(disabled, 200)).toMatchObject({ status: 'inactive' });
    // The earlier token is refused with the reason, which the app shows as it signs out.
    expect(await expectError(await api.get('/me/cart', { as: bearer(token) }), 401)).toMatchObject({
      error: accountDisabledCode,
      message: accountDisabledMessage,
    });
    await expect(signInAttempt(pool, email, 'Brand#NewPass9')).rejects.toMatchObject({
      name: 'NotAuthorizedException',
      message: poolDisabledMessage,
    });

    await expectJson(
      await api.put(`/users/${user.id}`, { as: 'admin', json: { status: 'active' } }),
      200,
    );
    // Enabled again, the account's earlier token still counts for nothing: sign in again.
    expect((await expectError(await api.get('/me/cart', { as: bearer(token) }), 401)).message).toBe(
      revokedMessage,
    );
    // A token from a later second than the revocation counts again.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const fresh = (await signInAttempt(pool, email, 'Brand#NewPass9')).AuthenticationResult
      ?.AccessToken;
    expect(fresh).toBeDefined();
    expect((await api.get('/me/cart', { as: bearer(fresh!) })).status).toBe(200);
  });

  it('changes roles through the groups; a taken group refuses the older tokens', async () => {
    const { user, email, temporaryPassword } = await invite('editor');
    const token = (await firstSignIn(pool, email, temporaryPassword)).accessToken;
    const made = await api.put(`/users/${user.id}`, {
      as: 'admin',
      json: { role: 'admin', name: 'Ivy Admin' },
    });
    expect(await expectJson(made, 200)).toMatchObject({ role: 'admin', name: 'Ivy Admin' });
    const demoted = await api.put(`/users/${user.id}`, { as: 'admin', json: { role: 'user' } });
    expect(await expectJson(demoted, 200)).toMatchObject({ role: 'user' });
    await expectError(await api.get('/me/cart', { as: bearer(token) }), 401);
    const groups = await pool.admin.send(
      new AdminListGroupsForUserCommand({ UserPoolId: pool.poolId, Username: email }),
    );
    expect(groups.Groups).toEqual([]);
  });

  it('keeps an admin from demoting, disabling or deleting themselves', async () => {
    const me = (await listUsers()).find((u) => u.email === 'admin@example.com')!;
    expect(
      (
        await expectError(
          await api.put(`/users/${me.id}`, { as: 'admin', json: { role: 'user' } }),
          409,
        )
      ).message,
    ).toBe("You can't remove your own admin role.");
    await expectError(
      await api.put(`/users/${me.id}`, { as: 'admin', json: { status: 'inactive' } }),
      409,
    );
    await expectError(await api.delete(`/users/${me.id}`, { as: 'admin' }), 409);
    expect((await listUsers()).find((u) => u.id === me.id)).toMatchObject({
      role: 'admin',
      status: 'active',
    });
  });

  it('deletes an account with its addresses; a made-up status or id is refused', async () => {
    const { user, email, temporaryPassword } = await invite();
    const token = (await firstSignIn(pool, email, temporaryPassword)).accessToken;
    const address = {
      type: 'Home',
      address: '1 Oak St',
      city: 'Austin',
      state: 'TX',
      zip: '78701',
    };
    await expectJson(await api.post('/me/addresses', { as: bearer(token), json: address }), 201);
    const deleted = await api.delete(`/users/${user.id}`, { as: 'admin' });
    expect(deleted.status).toBe(204);
    expect((await listUsers()).some((u) => u.id === user.id)).toBe(false);
    const addresses = await api.get(`/accounts/${user.id}/addresses`, { as: 'admin' });
    expect(await expectJson(addresses, 200)).toEqual([]);
    await expectError(await api.delete(`/users/${user.id}`, { as: 'admin' }), 404);
    await expectError(
      await api.put(`/users/${user.id}`, { as: 'admin', json: { status: 'pending' } }),
      400,
    );
  });

  it('e-mails the chosen users with an unsubscribe link, and skips them once they unsubscribe', async () => {
    const { user, email } = await invite();
    const emailThem = async (subject: string) =>
      expectJson(
        await api.post('/users/email', {
          as: 'admin',
          json: { recipientIds: [user.id], subject, message: 'Fire up the pits.' },
        }),
        200,
      );
    expect(await emailThem('Smoke season opens')).toEqual({ sent: 1, skipped: 0 });
    const mail = await waitForMail(inject('mail').apiUrl, email, /Smoke season opens/);
    expect(mail.text).toContain('Fire up the pits.');
    const link = /Unsubscribe: (\S+)/.exec(mail.text)![1]!;
    expect(link).toMatch(/^http:\/\/localhost:5173\/unsubscribe\?token=/);
    expect(await mailHeader(inject('mail').apiUrl, mail, 'List-Unsubscribe')).toBe(`<${link}>`);

    const token = new URL(link).searchParams.get('token');
    const done = await api.post('/unsubscribe', { json: { token } });
    expect(await expectJson(done, 200)).toEqual({ email });
    expect(await emailThem('Second helping')).toEqual({ sent: 0, skipped: 1 });

    // Signing up again only e-mails a link: the opt-out stands until the link is opened.
    await expectJson(await api.post('/newsletter', { json: { email } }), 202);
    expect(await emailThem('Third helping')).toEqual({ sent: 0, skipped: 1 });
    const confirmation = await newsletterToken(testUnsubscribeSecret, email, new Date());
    await expectJson(await api.post('/newsletter/confirm', { json: { token: confirmation } }), 200);
    expect(await emailThem('Fourth helping')).toEqual({ sent: 1, skipped: 0 });
  });
});
