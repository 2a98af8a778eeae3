#!/usr/bin/env node
// Publishes Storybook to Chromatic for teams with a project token. Needs the network,
// so it is never part of `npm test`, which catches visual changes offline.
import { spawnSync } from 'node:child_process';
import { chromaticArgs } from './chromatic-args.mjs';

const token = process.env.CHROMATIC_PROJECT_TOKEN;
if (!token) {
  console.error('Set CHROMATIC_PROJECT_TOKEN to publish to Chromatic (see README).');
  process.exit(1);
}
const args = chromaticArgs({
  turboSnap: process.env.CHROMATIC_TURBOSNAP === 'true',
  extra: process.argv.slice(2),
});
const result = spawnSync('npx', ['chromatic', ...args], {
  stdio: 'inherit',
  env: { ...process.env, CHROMATIC_PROJECT_TOKEN: token },
});
process.exit(result.status ?? 1);
