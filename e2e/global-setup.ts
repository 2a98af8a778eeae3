import { execFileSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startIdentity } from '../scripts/identity/start.mjs';
import { startTestMailbox } from '../server/test/mailbox';
import { freePort } from '../server/test/ports';
import { outDir, serverOutDir } from './out-dir';
import { startStoreServer, stopStoreServer } from './store-server';

/**
 * End-to-end tests run against the production server (`npm run serve`'s server/main.ts: the
 * build and the API on one port), signed in against their own identity service
 * (IDENTITY_PORT_E2E, default 9339; its data and outputs in .identity/dist-e2e/, fresh for every
 * build). The build reads those outputs, and the API trusts that pool's tokens. The store's
 * data starts from the seed every run (.data-dist-e2e/).
 * E2E_BASE_URL points the browser tests at a server that is already running instead;
 * The build goes to dist-e2e/ (not dist/, which `npm run build` and the bench use);
 * E2E_SKIP_BUILD reuses dist-e2e/ and the pool it was built for.
 */
let server: ChildProcess | undefined;
const dataDir = resolve(`.data-${outDir}`);

export const identityCode = '123456';

export default async function setup(project: TestProject) {
  const skipBuild = Boolean(process.env.E2E_SKIP_BUILD || process.env.E2E_BASE_URL);
  const identityDir = resolve(`.identity/${outDir}`);
  if (!skipBuild) rmSync(identityDir, { recursive: true, force: true });
  mkdirSync(identityDir, { recursive: true });
  const outputsPath = join(identityDir, 'amplify_outputs.json');
  const port = Number(process.env.E2E_PORT ?? 4180);
  const appUrl = process.env.E2E_BASE_URL ?? `http://localhost:${port}`;
  // Two servers behind one address (e2e/two-instances.e2e.ts): the proxy's port, kept free.
  const twoInstancesUrl = `http://localhost:${await freePort()}`;
  // A server of its own with its own MailDev (e2e/mail-outbox.e2e.ts), where the admin signs in.
  const ownMailServerUrl = `http://localhost:${await freePort()}`;
  // The app's hosts are the only pages that may call the identity service.
  const appOrigins = [
    new URL(appUrl).origin,
    new URL(process.env.E2E_GATED_BASE_URL ?? appUrl.replace('//localhost', '//127.0.0.1')).origin,
    twoInstancesUrl,
    ownMailServerUrl,
  ];
  const mailbox = await startTestMailbox();
  const identity = await startIdentity({
    allowedOrigins: appOrigins,
    port: Number(process.env.IDENTITY_PORT_E2E ?? 9339),
    code: identityCode,
    dataDir: join(identityDir, 'data'),
    outputsPath,
    quiet: true,
    // Sign-up and reset codes arrive where the store's own e-mail does.
    smtpUrl: mailbox.smtpUrl,
  }).catch(async (error: Error) => {
    await mailbox.stop();
    throw new Error(`The e2e identity service did not start: ${error.message}`);
  });

  let baseUrl = process.env.E2E_BASE_URL;
  let gatedBaseUrl = process.env.E2E_GATED_BASE_URL;
  try {
    if (!baseUrl) {
      if (!process.env.E2E_SKIP_BUILD) {
        execFileSync(
          'npx',
          ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
          {
            stdio: 'inherit',
            // Vitest sets NODE_ENV=test; the build must be the production build users get.
            env: { ...process.env, NODE_ENV: 'production', AMPLIFY_OUTPUTS: outputsPath },
          },
        );
        // The server's prerenderer of the public pages (server/seo/prerender.ts).
        execFileSync('npx', ['tsx', 'scripts/build-prerender.ts', outDir], {
          stdio: 'inherit',
          env: { ...process.env, NODE_ENV: 'production', AMPLIFY_OUTPUTS: outputsPath },
        });
        // The server as it ships: plain JavaScript that `node` runs (npm run serve).
        execFileSync(process.execPath, ['scripts/build-server.mjs', serverOutDir], {
          stdio: 'inherit',
        });
      }
      rmSync(dataDir, { recursive: true, force: true });
      server = await startStoreServer({
        port,
        outDir,
        dataDir,
        amplifyOutputs: outputsPath,
        seedDemo: true,
        smtpUrl: mailbox.smtpUrl,
        identityAdminSecretFile: identity.secretPath,
      });
      baseUrl = `http://localhost:${port}`;
      gatedBaseUrl = `http://127.0.0.1:${port}`;
    }
  } catch (error) {
    await stopStoreServer(server);
    await mailbox.stop();
    await identity.stop();
    throw error;
  }
  gatedBaseUrl ??= baseUrl.replace('//localhost', '//127.0.0.1');

  project.provide('baseUrl', baseUrl);
  project.provide('gatedBaseUrl', gatedBaseUrl);
  project.provide('amplifyOutputsPath', outputsPath);
  project.provide('identityCode', identityCode);
  project.provide('mailApiUrl', mailbox.apiUrl);
  project.provide('mailSmtpUrl', mailbox.smtpUrl);
  project.provide('twoInstancesUrl', twoInstancesUrl);
  project.provide('ownMailServerUrl', ownMailServerUrl);
  project.provide('identityAdmin', {
    endpoint: identity.endpoint,
    upstream: identity.upstream,
    poolId: identity.poolId,
    secret: identity.adminSecret,
  });
  return async () => {
    await stopStoreServer(server);
    await mailbox.stop();
    await identity.stop();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The app on a public host (http://localhost:PORT): no sign-in layer. */
    baseUrl: string;
    /** The same app on a gated host (http://127.0.0.1:PORT): wrapped in the Authenticator. */
    gatedBaseUrl: string;
    /** The e2e identity service's amplify_outputs.json (the build was made with it). */
    amplifyOutputsPath: string;
    /** Its fixed confirmation code (development and tests only). */
    identityCode: string;
    /** MailDev's REST API: what the server e-mailed (`GET /email`). */
    mailApiUrl: string;
    /** Its SMTP side, for servers a test starts itself. */
    mailSmtpUrl: string;
    /** Where e2e/two-instances.e2e.ts puts its proxy (an origin the identity service allows). */
    twoInstancesUrl: string;
    /** Where e2e/mail-outbox.e2e.ts runs its own server (an origin the identity service allows). */
    ownMailServerUrl: string;
    /** The identity service's management access (the store server's, never a browser's). */
    identityAdmin: { endpoint: string; upstream: string; poolId: string; secret: string };
  }
}
