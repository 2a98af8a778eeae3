#!/usr/bin/env node
// Prints the closing lines from the Vitest JSON reports of the last `npm test`: the counts, then
// each failed test with the first line of its error, what a browser action waited for, and the
// test's line. They are the run's last lines, so a log cut to its tail (a CI page) still says
// what failed and why.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';

const dir = 'reports';
const shownFailures = 20;
const files = existsSync(dir) ? readdirSync(dir).filter((f) => /^vitest-.*\.json$/.test(f)) : [];
let passed = 0;
let failed = 0;
let skipped = 0;
const failures = [];
for (const file of files) {
  const report = JSON.parse(readFileSync(`${dir}/${file}`, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests + (report.numTodoTests ?? 0);
  for (const result of report.testResults ?? []) {
    for (const test of result.assertionResults ?? []) {
      if (test.status !== 'failed') continue;
      const lines = (test.failureMessages?.[0] ?? '').split('\n');
      const firstLine = lines.find((line) => line.trim()) ?? 'no message';
      // A browser action's error says what it waited for; the stack, where the test was.
      const waited = lines.find((line) => /^\s*- waiting for /.test(line));
      const where = lines
        .map((line) => /\(?(\/[^\s()]+\.(?:ts|tsx|mjs)):(\d+):\d+\)?\s*$/.exec(line))
        .find((match) => match && !match[1].includes('/node_modules/'));
      failures.push(
        [
          `  - ${relative(process.cwd(), result.name)} > ${test.fullName}`,
          `      ${firstLine.trim().slice(0, 300)}`,
          ...(waited ? [`      ${waited.trim().slice(0, 300)}`] : []),
          ...(where ? [`      at ${relative(process.cwd(), where[1])}:${where[2]}`] : []),
        ].join('\n'),
      );
    }
  }
}
if (failures.length > 0) {
  console.log(`Failed tests${failures.length > shownFailures ? ` (first ${shownFailures})` : ''}:`);
  console.log(failures.slice(0, shownFailures).join('\n'));
}
console.log(`Tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
