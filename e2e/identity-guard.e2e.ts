import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  AdminAddUserToGroupCommand,
  AdminListGroupsForUserCommand,
  ListUsersCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { localIdentityClient } from '../scripts/identity/sdk-client.mjs';
import { useBrowser } from './browser';

/**
 * The local identity service answers the app's pages only: a page from another
 * loopback origin can neither list users nor change groups, through the compatibility layer
 * or through the emulator's own port, and the layer refuses such calls before they run.
 */

let other: Server;
let otherOrigin = '';

beforeAll(async () => {
  // Another site on this machine: 127.0.0.2 is loopback too, and a different origin.
  other = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end('<!doctype html><title>Elsewhere</title><p>Another site</p>');
  });
  await new Promise<void>((resolve) => other.listen(0, '127.0.0.2', resolve));
  otherOrigin = `http://127.0.0.2:${(other.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => other.close(resolve)));

describe('identity service against other pages', () => {
  const browser = useBrowser();
  const admin = inject('identityAdmin');

  /** What a page at `otherOrigin` gets for a management call to `endpoint`, in both fetch modes. */
  async function tryFromOtherPage(endpoint: string, operation: string, body: object) {
    const { page, context } = await browser.open(`${otherOrigin}/`);
    const outcome = await page.evaluate(
      async ({ endpoint, operation, body }) => {
        const request = {
          method: 'POST',
          headers: {
            'content-type': 'application/x-amz-json-1.1',
            'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
          },
          body: JSON.stringify(body),
        };
        let cors: string;
        try {
          const response = await fetch(endpoint, request);
          cors = `read ${response.status}: ${await response.text()}`;
        } catch (error) {
          cors = `refused: ${(error as Error).name}`;
        }
        // A no-cors request is sent without asking, and its answer is opaque.
        await fetch(endpoint, { ...request, mode: 'no-cors' }).catch(() => undefined);
        return cors;
      },
      { endpoint, operation, body },
    );
    await context.close();
    return outcome;
  }

  const groupsOf = async (username: string) =>
    (
      await localIdentityClient({ endpoint: admin.endpoint, secret: admin.secret }).send(
        new AdminListGroupsForUserCommand({ UserPoolId: admin.poolId, Username: username }),
      )
    ).Groups?.map((group) => group.GroupName);

  it('cannot list users or make the customer an admin, through the layer or the emulator', async () => {
    for (const endpoint of [admin.endpoint, admin.upstream]) {
      expect(await tryFromOtherPage(endpoint, 'ListUsers', { UserPoolId: admin.poolId })).toBe(
        'refused: TypeError',
      );
      expect(
        await tryFromOtherPage(endpoint, 'AdminAddUserToGroup', {
          UserPoolId: admin.poolId,
          Username: 'customer@example.com',
          GroupName: 'admin',
        }),
      ).toBe('refused: TypeError');
    }
    expect(await groupsOf('customer@example.com')).toEqual([]);
  });

  it('refuses a management call without the server credential before running it', async () => {
    // The SDK as a page's script could use it: no secret.
    await expect(
      localIdentityClient({ endpoint: admin.endpoint }).send(
        new AdminAddUserToGroupCommand({
          UserPoolId: admin.poolId,
          Username: 'customer@example.com',
          GroupName: 'admin',
        }),
      ),
    ).rejects.toMatchObject({
      name: 'AccessDeniedException',
      $metadata: { httpStatusCode: 403 },
    });
    await expect(
      localIdentityClient({ endpoint: admin.upstream }).send(
        new ListUsersCommand({ UserPoolId: admin.poolId }),
      ),
    ).rejects.toMatchObject({ $metadata: { httpStatusCode: 403 } });
    expect(await groupsOf('customer@example.com')).toEqual([]);
  });

  it('refuses a request target that leaves the service, and a 2 MB body', async () => {
    const { port } = new URL(admin.endpoint);
    const offHost = await new Promise<number>((resolve, reject) => {
      // fetch() normalises '//host/path'; a raw request sends the target as written.
      import('node:http').then(({ request }) => {
        const req = request(
          {
            host: '127.0.0.1',
            port,
            path: `//127.0.0.1:${new URL(inject('baseUrl')).port}/api/health`,
            method: 'GET',
          },
          (res) => resolve(res.statusCode ?? 0),
        );
        req.on('error', reject);
        req.end();
      }, reject);
    });
    expect(offHost).toBe(400);
    const big = await fetch(admin.endpoint, {
      method: 'POST',
      headers: { 'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth' },
      body: 'x'.repeat(2 * 1024 * 1024),
    });
    expect(big.status).toBe(413);
  });
});
