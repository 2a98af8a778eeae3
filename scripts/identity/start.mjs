#!/usr/bin/env node
// `npm run identity`: the seeded local identity service, in the foreground.
// cognito-local listens on IDENTITY_PORT + 1; the compatibility layer on IDENTITY_PORT
// is what Amplify talks to. Fixed confirmation codes (IDENTITY_CODE, default 123456)
// are for development and tests only: never point a deployed app at this service.
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { callCognito } from './cognito-api.mjs';
import { startCompatProxy } from './compat-proxy.mjs';
import { seed } from './seed.mjs';

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
    cwd: resolve(dataDir),
    env: {
      ...process.env,
      HOST: host,
      PORT: String(port + 1),
      CODE: code,
      DEBUG: '',
      NODE_NO_WARNINGS: '1',
    },
    stdio: quiet ? 'ignore' : ['ignore', 'ignore', 'inherit'],
  });
  await waitUntilUp(upstream);
  const state = { poolId: '' };
  const proxy = await startCompatProxy({ port, host, upstream, getPoolId: () => state.poolId });
  const publicEndpoint = `http://${host}:${port}`;
  const seeded = await seed({ endpoint: upstream, publicEndpoint, outputsPath });
  state.poolId = seeded.poolId;
  const stop = () => {
    proxy.close();
    emulator.kill();
  };
  return { ...seeded, endpoint: publicEndpoint, stop };
}

async function waitUntilUp(endpoint) {
  for (let attempt = 0; attempt < 100; attempt++) {
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

if (import.meta.url === `file://${process.argv[1]}`) {
  const identity = await startIdentity();
  console.log(
    `Identity service on ${identity.endpoint} (pool ${identity.poolId}, client ${identity.clientId}).`,
  );
  console.log(
    'Seeded: admin@example.com / Smokehouse#Admin1 (admin), customer@example.com / Smokehouse#Guest1.',
  );
  console.log('Wrote amplify_outputs.json. Ctrl+C stops it.');
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      identity.stop();
      process.exit(0);
    });
  }
}
