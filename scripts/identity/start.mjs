#!/usr/bin/env node
// `npm run identity`: the seeded local identity service, in the foreground.
// cognito-local listens on IDENTITY_PORT + 1; the compatibility layer on IDENTITY_PORT
// is what Amplify talks to. Fixed confirmation codes (IDENTITY_CODE, default 123456)
// are for development and tests only: never point a deployed app at this service.
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { callCognito } from './cognito-api.mjs';
import { startCompatProxy } from './compat-proxy.mjs';
import { accounts, seed } from './seed.mjs';

/**
 * Starts cognito-local and the compatibility layer, seeds them, writes the outputs file.
 * @param {{ port?: number, code?: string, dataDir?: string, outputsPath?: string, quiet?: boolean }} [options]
 */
export async function startIdentity({
  port = Number(process.env.IDENTITY_PORT ?? 9229),
  code = process.env.IDENTITY_CODE ?? '123456',
  dataDir = process.env.IDENTITY_DATA_DIR ?? '.cognito-data',
  outputsPath = process.env.IDENTITY_OUTPUTS ?? 'amplify_outputs.json',
  quiet = false,
} = {}) {
  const host = '127.0.0.1';
  const upstream = `http://${host}:${port + 1}`;
  mkdirSync(dataDir, { recursive: true });
  const startScript = createRequire(import.meta.url).resolve('cognito-local/lib/bin/start.js');
  const emulator = spawn(process.execPath, [startScript], {
    // cognito-local keeps its data in ./.cognito of its working directory.
    cwd: resolve(dataDir),
    env: {
      ...process.env,
      HOST: host,
      PORT: String(port + 1),
      CODE: code,
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
    await Promise.race([waitUntilUp(upstream), exited]);
    const state = { poolId: '' };
    proxy = await startCompatProxy({ port, host, upstream, getPoolId: () => state.poolId });
    const publicEndpoint = `http://${host}:${port}`;
    const seeded = await seed({ endpoint: upstream, publicEndpoint, outputsPath });
    state.poolId = seeded.poolId;
    const stop = () =>
      new Promise((done) => {
        stopping = true;
        proxy.close();
        if (emulator.exitCode !== null) return done();
        emulator.once('exit', () => done());
        emulator.kill();
      });
    return { ...seeded, endpoint: publicEndpoint, outputsPath, stop, exited };
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

async function waitUntilUp(endpoint) {
  for (let attempt = 0; attempt < 150; attempt++) {
    try {
      await callCognito(endpoint, 'ListUserPools', { MaxResults: 1 });
      return;
    } catch (error) {
      if (error.code && error.code !== 'ServiceUnavailable' && error.status) return;
      await new Promise((r) => setTimeout(r, 100));
    }
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
