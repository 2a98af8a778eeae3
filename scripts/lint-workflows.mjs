#!/usr/bin/env node
// `npm run lint:workflows`: checks every GitHub Actions workflow and local action against
// GitHub's schemas with action-validator (offline), which takes one file per run.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const yaml = (name) => name.endsWith('.yml') || name.endsWith('.yaml');
const inDir = (dir, pick) =>
  existsSync(dir)
    ? readdirSync(dir)
        .filter(pick)
        .map((name) => join(dir, name))
    : [];

const files = [
  ...inDir('.github/workflows', yaml),
  ...inDir('.github/actions', () => true).flatMap((dir) =>
    inDir(dir, (name) => /^action\.ya?ml$/.test(name)),
  ),
];
if (files.length === 0) {
  console.error('No workflow files found under .github/.');
  process.exit(1);
}

let failed = 0;
for (const file of files) {
  const result = spawnSync(process.execPath, ['node_modules/@action-validator/cli/cli.mjs', file], {
    stdio: ['ignore', 'inherit', 'pipe'],
    encoding: 'utf8',
  });
  if (result.status !== 0) {
    failed += 1;
    console.error(`${file} is not a valid GitHub Actions file:\n${result.stderr}`);
  }
}
if (failed > 0) process.exit(1);
console.log(`${files.length} GitHub Actions files are valid.`);
