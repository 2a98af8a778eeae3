#!/usr/bin/env node
// Prints one closing line from the Vitest JSON reports of the last `npm test`.
import { existsSync, readdirSync, readFileSync } from 'node:fs';

const dir = 'reports';
const files = existsSync(dir) ? readdirSync(dir).filter((f) => /^vitest-.*\.json$/.test(f)) : [];
let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of files) {
  const report = JSON.parse(readFileSync(`${dir}/${file}`, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests + (report.numTodoTests ?? 0);
}
console.log(`Tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
