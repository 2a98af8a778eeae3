#!/usr/bin/env node
// Prints the closing lines from the Vitest JSON reports of the last `npm test`: the counts, then
// each failed test with the first line of its error. They are the run's last lines, so a log
// cut to its tail (a CI page) still says what failed and why.
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
      const firstLine = (test.failureMessages?.[0] ?? '').split('\n').find((line) => line.trim());
      failures.push(
        `  - ${relative(process.cwd(), result.name)} > ${test.fullName}\n      ${(firstLine ?? 'no message').trim().slice(0, 300)}`,
      );
    }
  }
}
if (failures.length > 0) {
  console.log(`Failed tests${failures.length > shownFailures ? ` (first ${shownFailures})` : ''}:`);
  console.log(failures.slice(0, shownFailures).join('\n'));
}
console.log(`Tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
