import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startIdentity } from '../../scripts/identity/start.mjs';
import type { AdminUser } from '../../domain/types';
import { cognitoDirectory } from '../identity/directory';
import { adminSecretFrom, poolConnection } from '../identity/pool-connection';
import { apiClient, expectError, expectJson, type ApiClient } from '../test/client';
import { freePortPair } from '../test/ports';
import { startTestServer, type TestServer } from '../test/server';

/**
 * The store's user management across a restart of the local identity service alone, which
 * writes a new admin secret: the server reads the secret file at each call, so /api/users goes
 * on working without restarting the store. Its own identity service (the shared one stays up);
 * the caller's token is the shared pool's, which the test server trusts.
 */

let dir: string;
let identity: Awaited<ReturnType<typeof startIdentity>>;
let server: TestServer;
let api: ApiClient;
let startOptions: Parameters<typeof startIdentity>[0];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'ff-identity-restart-'));
  startOptions = {
    port: await freePortPair(),
    dataDir: join(dir, 'identity'),
    outputsPath: join(dir, 'amplify_outputs.json'),
    quiet: true,
  };
  identity = await startIdentity(startOptions);
  server = await startTestServer({
    directory: cognitoDirectory(
      poolConnection(identity.outputsPath, adminSecretFrom({ secretFile: identity.secretPath })),
    ),
  });
  api = apiClient(server);
});
afterAll(async () => {
  await server?.stop();
  await identity?.stop();
  rmSync(dir, { recursive: true, force: true });
});

const emails = async () =>
  (
    (await expectJson(await api.get('/users?limit=100', { as: 'admin' }), 200)) as {
      items: AdminUser[];
    }
  ).items
    .map((user) => user.email)
    .sort();

describe('/api/users when the identity service restarts alone', () => {
  it('answers 503 while it is down, then works with its new secret', async () => {
    const before = await emails();
    expect(before).toContain('admin@example.com');
    const firstSecret = identity.adminSecret;

    await identity.stop();
    const down = await expectError(await api.get('/users', { as: 'admin' }), 503);
    expect(down.message).toBe('The identity service can’t be reached right now');

    identity = await startIdentity(startOptions);
    expect(identity.adminSecret).not.toBe(firstSecret);
    expect(await emails()).toEqual(before);
  });

  it('answers 503 saying what to fix when the secret it holds is stale, never 500', async () => {
    const stale = cognitoDirectory(
      poolConnection(identity.outputsPath, adminSecretFrom({ secret: 'not-the-secret' })),
    );
    await expect(stale.listUsers()).rejects.toMatchObject({
      status: 503,
      message:
        'The identity service refused the store server’s credential: check its configuration',
    });
  });
});
