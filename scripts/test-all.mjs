#!/usr/bin/env node
// `npm test`: every suite, in lanes that share the machine's cores well, with each suite's
// minutes printed at the end. A failing suite does not stop the others (one red story must not
// hide the API and e2e results); the exit code is non-zero if any failed.
//
// Lanes run side by side; the suites in a lane run one after another. The e2e suite mostly
// waits on its browser and servers, so the API tests and the Storybook build run beside it.
// The runs on Node 22 and 24 (npm run test:node-lts) come last, on their own: in the lane beside
// e2e they made every later e2e file 45-60% slower; alone, the two versions side by side take
// about 8 min (measured: 7.9). The CI workflow runs them as a job of their own.
// The story tests do not: beside e2e on 2 cores (load 10-13) every e2e file took 2-3 times as
// long and a walk through every route outlasted its 3 minutes.
// TEST_SEQUENTIAL=1 runs every suite one after another (to time each on its own).
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync } from 'node:fs';
import { failureLines } from './failure-lines.mjs';

const stages = [
  [['typecheck'], ['lint']],
  [['test:unit']],
  [['test:stories']],
  [['test:e2e'], ['test:api', 'test:storybook-build']],
  [['test:node-lts']],
];

const sequential = process.env.TEST_SEQUENTIAL === '1';
const results = [];
mkdirSync('reports', { recursive: true });

/** Runs one npm script; streams its output, or keeps it in reports/<name>.log to print after. */
function run(script, { buffered }) {
  const started = Date.now();
  const log = `reports/${script.replace(':', '-')}.log`;
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], { stdio: ['inherit', 'pipe', 'pipe'] });
    // Every suite's output is kept (a failure without a failed test is explained from it, below);
    // a streaming suite's also goes to the terminal as it comes.
    const file = createWriteStream(log);
    child.stdout.pipe(file);
    child.stderr.pipe(file);
    if (!buffered) {
      child.stdout.pipe(process.stdout);
      child.stderr.pipe(process.stderr);
    }
    child.on('close', (code, signal) => {
      const status = code ?? (signal ? 1 : 0);
      results.push({ script, status, seconds: Math.round((Date.now() - started) / 1000) });
      if (buffered) {
        process.stdout.write(`\n── ${script} (ran beside another suite; its output) ──\n`);
        process.stdout.write(readFileSync(log, 'utf8'));
      }
      resolve(status);
    });
  });
}

async function lane(scripts, buffered) {
  for (const script of scripts) await run(script, { buffered });
}

const started = Date.now();
for (const stage of stages) {
  if (sequential || stage.length === 1) {
    for (const scripts of stage) await lane(scripts, false);
  } else {
    // The first lane streams (its progress shows live); the others print when they end.
    await Promise.all(stage.map((scripts, index) => lane(scripts, index > 0)));
  }
}

const minutes = (seconds) => `${(seconds / 60).toFixed(1)} min`;
console.log('\nSuite times:');
for (const { script, status, seconds } of results) {
  console.log(`  ${status === 0 ? 'ok    ' : 'FAILED'} ${script.padEnd(22)} ${minutes(seconds)}`);
}
for (const { script, status } of results) {
  if (status === 0) continue;
  const reasons = failureLines(readFileSync(`reports/${script.replace(':', '-')}.log`, 'utf8'));
  if (reasons.length > 0)
    console.log(`Why ${script} failed (from its output):\n${reasons.join('\n')}`);
}
console.log(`  all suites: ${minutes(Math.round((Date.now() - started) / 1000))}`);
process.exit(results.some(({ status }) => status !== 0) ? 1 : 0);
