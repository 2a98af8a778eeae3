import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { budgetProblems, isPublicRoute } from '../scripts/bench-lib.mjs';
import { firstLoadSizes } from '../scripts/first-load.mjs';

/**
 * Every public route's first-load JS (gzip) against budgets.json, on the build the e2e tests
 * run (E2E_OUT_DIR). Bytes are deterministic, so this is a test, not a timing; raising a
 * budget is a reviewed change to budgets.json (`npm run bench -- --write-budgets`).
 */
const outDir = process.env.E2E_OUT_DIR ?? 'dist-e2e';
const budgets = JSON.parse(readFileSync('budgets.json', 'utf8')) as {
  routes: Record<string, number>;
};

describe('first-load budgets', () => {
  it('keeps every public route within 5% of its budget, and every one has a budget', () => {
    const measured = firstLoadSizes(outDir)
      .filter(isPublicRoute)
      .map(({ route, js }) => ({ route, gzip: js.gzip }));
    expect(measured.length).toBeGreaterThan(10);
    expect(budgetProblems(measured, budgets.routes)).toEqual([]);
  });
});
