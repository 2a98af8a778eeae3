#!/usr/bin/env node
// `npm run identity`: the seeded local identity service, in the foreground.
// cognito-local listens on IDENTITY_PORT + 1; the compatibility layer on IDENTITY_PORT
// is what Amplify talks to. Fixed confirmation codes (IDENTITY_CODE, default 123456)
// are for development and tests only: never point a deployed app at this service. The codes
// are e-mailed over SMTP_URL (MailDev in development and tests), as a pool e-mails them.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ListUserPoolsCommand } from '@aws-sdk/client-cognito-identity-provider';
import { startCompatProxy } from './compat-proxy.mjs';
import { localIdentityClient } from './sdk-client.mjs';
import { accounts, seed } from './seed.mjs';

/**
 * The pages that may sign in, in development: Vite (PORT, default 5173), `vite preview` (4173)
 * and `npm run serve` (3000), on both hosts. IDENTITY_ALLOWED_ORIGINS (comma-separated) replaces them.
 */
const devOrigins = () =>
  [...new Set([process.env.PORT ?? '5173', '4173', '3000'])].flatMap((port) => [
    `http://localhost:${port}`,
    `http://127.0.0.1:${port}`,
  ]);

/**
 * Starts cognito-local (behind its guard) and the compatibility layer, seeds them, writes the
 * outputs file and the management secret (`<dataDir>/admin-secret`, also returned as
 * `adminSecret`): the store server sends it to manage accounts; browsers never see it.
 * `smtpUrl` is where the sign-up, reset and verification codes are e-mailed (none: not sent).
 * @param {{ port?: number, code?: string, dataDir?: string, outputsPath?: string, quiet?: boolean, allowedOrigins?: string[], smtpUrl?: string }} [options]
 */
export async function startIdentity({
  port = Number(process.env.IDENTITY_PORT ?? 9229),
  code = process.env.IDENTITY_CODE ?? '123456',
  dataDir = process.env.IDENTITY_DATA_DIR ?? '.cognito-data',
  outputsPath = process.env.IDENTITY_OUTPUTS ?? 'amplify_outputs.json',
  quiet = false,
  allowedOrigins = process.env.IDENTITY_ALLOWED_ORIGINS?.split(',') ?? devOrigins(),
  smtpUrl = process.env.SMTP_URL || undefined,
} = {}) {
  const host = '127.0.0.1';
  const upstream = `http://${host}:${port + 1}`;
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  const secretPath = join(resolve(dataDir), 'admin-secret');
  writeFileSync(secretPath, `${secret}\n`, { mode: 0o600 });
  const emulatorScript = new URL('./emulator.mjs', import.meta.url).pathname;
  const emulator = spawn(process.execPath, [emulatorScript], {
    // cognito-local keeps its data in ./.cognito of its working directory.
    cwd: resolve(dataDir),
    env: {
      ...process.env,
      HOST: host,
      PORT: String(port + 1),
      CODE: code,
      IDENTITY_SECRET: secret,
      DEBUG: '',
      NODE_NO_WARNINGS: '1',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let emulatorErrors = '';
  emulator.stderr.on('data', (chunk) => {
    emulatorErrors = (emulatorErrors + chunk).slice(-2000);
    if (!quiet) process.stderr.write(chunk);
  });
  let stopping = false;
  // Rejects if the emulator dies on its own (a port in use, a crash), not when stopped.
  const exited = new Promise((_, reject) =>
    emulator.once('exit', (status) => {
      if (!stopping)
        reject(new Error(`cognito-local exited (${status}): ${emulatorErrors.trim()}`));
    }),
  );
  exited.catch(() => {});

  let proxy;
  try {
    await Promise.race([waitUntilUp(upstream, secret), exited]);
    const state = { poolId: '' };
    proxy = await startCompatProxy({
      port,
      host,
      upstream,
      getPoolId: () => state.poolId,
      secret,
      allowedOrigins,
      code,
      smtpUrl,
    });
    const publicEndpoint = `http://${host}:${port}`;
    const seeded = await seed({ endpoint: upstream, secret, publicEndpoint, outputsPath });
    state.poolId = seeded.poolId;
    const stop = () =>
      new Promise((done) => {
        stopping = true;
        proxy.close();
        if (emulator.exitCode !== null) return done();
        emulator.once('exit', () => done());
        emulator.kill();
      });
    return {
      ...seeded,
      endpoint: publicEndpoint,
      upstream,
      outputsPath,
      adminSecret: secret,
      secretPath,
      stop,
      exited,
    };
  } catch (error) {
    stopping = true;
    proxy?.close();
    emulator.kill();
    if (error.code === 'EADDRINUSE') {
      throw new Error(`port ${port} is in use (set IDENTITY_PORT to another port)`);
    }
    throw error;
  }
}

/** Up once the emulator answers at all (any HTTP status); a refused connection is not yet. */
async function waitUntilUp(endpoint, secret) {
  const client = localIdentityClient({ endpoint, secret, maxAttempts: 1 });
  try {
    for (let attempt = 0; attempt < 150; attempt++) {
      try {
        await client.send(new ListUserPoolsCommand({ MaxResults: 1 }));
        return;
      } catch (error) {
        const status = error.$metadata?.httpStatusCode;
        if (status && status !== 503) return;
        await new Promise((r) => setTimeout(r, 100));
      }
    }
  } finally {
    client.destroy();
  }
  throw new Error(`cognito-local did not start at ${endpoint}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  let identity;
  try {
    identity = await startIdentity();
  } catch (error) {
    console.error(`Identity service failed to start: ${error.message}`);
    process.exit(1);
  }
  console.log(
    `Identity service on ${identity.endpoint} (pool ${identity.poolId}, client ${identity.clientId}).`,
  );
  console.log(
    `Accounts: ${accounts.map((a) => `${a.email} / ${a.password}${a.groups.length ? ` (${a.groups.join(', ')})` : ''}`).join(', ')}.`,
  );
  console.log(
    process.env.SMTP_URL
      ? `Codes are e-mailed over ${process.env.SMTP_URL}.`
      : 'Codes are not e-mailed (no SMTP_URL); they are always the fixed code.',
  );
  console.log(`Wrote ${identity.outputsPath}. Ctrl+C stops it.`);
  identity.exited.catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, async () => {
      await identity.stop();
      process.exit(0);
    });
  }
}
