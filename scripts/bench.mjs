#!/usr/bin/env node
// Benchmark, not a test: builds for production and the floor app (scripts/bench-floor/: React,
// react-dom and the router only), prints each route's first-load bytes (raw and gzip) and its
// ratio to the floor, then runs Lighthouse (mobile, median of 3 runs) on key pages against the
// production server (server/main.ts: the build and the API, on a seeded database of
// its own) with Debian's Chromium, then the API's speed (scripts/bench-api.ts; alone
// with `-- --api-only`; skipped with `-- --no-api`). Prints numbers, never fails on them.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { tsImport } from 'tsx/esm/api';
import { build } from 'vite';
import { isPublicRoute, keyRoutes, lighthouseTargets, median, samplePath } from './bench-lib.mjs';
import { chromiumArgs, chromiumExecutable } from './chromium.mjs';
import { entryJsSize, firstLoadSizes } from './first-load.mjs';

const port = Number(process.env.BENCH_PORT ?? 4174);
const skipLighthouse = process.argv.includes('--no-lighthouse');
const apiOnly = process.argv.includes('--api-only');
const lighthouseRuns = 3;

if (apiOnly) {
  // Keeps the rest of the last full run's report; replaces its API part.
  const last = existsSync('reports/bench.json')
    ? JSON.parse(readFileSync('reports/bench.json', 'utf8'))
    : {};
  writeReport({ ...last, api: await apiBench() });
  process.exit(0);
}

console.log('Building for production…');
execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
execFileSync('npx', ['tsx', 'scripts/build-prerender.ts', 'dist'], { stdio: 'inherit' });
execFileSync(process.execPath, ['scripts/build-server.mjs'], { stdio: 'inherit' });
const floor = await buildFloor();

const routesSource = readFileSync('app/routes.ts', 'utf8');
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const ratio = (bytes) => Number((bytes / floor.gzip).toFixed(2));
const rows = firstLoadSizes('dist', routesSource);

console.log(
  `\nThe floor (React + react-dom + react-router, one route, built now): ${kb(floor.gzip)} JS gzip`,
);
console.log('First load per route (JS and CSS the browser fetches before the route renders):');
console.table(
  Object.fromEntries(
    rows.map((r) => [
      r.route,
      {
        'JS raw': kb(r.js.raw),
        'JS gzip': kb(r.js.gzip),
        '× floor': ratio(r.js.gzip),
        'CSS gzip': kb(r.css.gzip),
        files: r.files,
      },
    ]),
  ),
);

const firstLoadJs = (route) => rows.find((row) => row.route === route)?.js.gzip ?? NaN;
console.log("The issue's goals (first-load JS gzip against the floor):");
console.table(
  Object.fromEntries(
    keyRoutes.map(({ route, goal }) => [
      samplePath(route),
      {
        'JS gzip': kb(firstLoadJs(route)),
        '× floor': ratio(firstLoadJs(route)),
        goal: `≤ ${goal}×`,
        met: ratio(firstLoadJs(route)) <= goal ? 'yes' : 'NO',
      },
    ]),
  ),
);

if (process.argv.includes('--write-budgets')) {
  // Budgets of the public routes (e2e/budgets.e2e.ts): a reviewed change, never automatic.
  const routes = Object.fromEntries(
    rows.filter(isPublicRoute).map(({ route, js }) => [route, js.gzip]),
  );
  const note =
    'First-load JS (gzip bytes) per public route; e2e/budgets.e2e.ts fails a route 5% over. Written by npm run bench -- --write-budgets.';
  writeFileSync('budgets.json', `${JSON.stringify({ $comment: note, routes }, null, 2)}\n`);
  console.log('Budgets written to budgets.json');
}

const report = {
  date: new Date().toISOString(),
  floor,
  routes: rows.map((row) => ({ ...row, ratio: ratio(row.js.gzip) })),
  lighthouse: [],
};

if (!skipLighthouse) {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-data-'));
  // The compiled server, as `npm run serve` runs it.
  const server = spawn(process.execPath, ['scripts/run-compiled.mjs', 'main'], {
    stdio: 'ignore',
    detached: true,
    env: { ...process.env, PORT: String(port), STATIC_DIR: 'dist', DATA_DIR: dataDir },
  });
  try {
    await waitForServer(`http://localhost:${port}/api/health`);
    mkdirSync('reports', { recursive: true });
    for (const path of lighthouseTargets(routesSource)) {
      const runs = [];
      for (let run = 1; run <= lighthouseRuns; run++) runs.push(lighthouse(path, run));
      const mid = (pick) => median(runs.map(pick));
      report.lighthouse.push({
        path,
        runs: runs.length,
        score: Math.round(mid((r) => r.score)),
        lcpMs: Math.round(mid((r) => r.lcpMs)),
        cls: Number(mid((r) => r.cls).toFixed(3)),
        tbtMs: Math.round(mid((r) => r.tbtMs)),
        fcpMs: Math.round(mid((r) => r.fcpMs)),
        seo: Math.round(mid((r) => r.seo)),
      });
    }
  } finally {
    process.kill(-server.pid);
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(
    `\nLighthouse, mobile (simulated slow 4G, 4x CPU slowdown), median of ${lighthouseRuns} runs:`,
  );
  console.table(
    Object.fromEntries(
      report.lighthouse.map(({ path, ...metrics }) => [
        path,
        {
          perf: metrics.score,
          'LCP ms': metrics.lcpMs,
          CLS: metrics.cls,
          'TBT ms': metrics.tbtMs,
          'FCP ms': metrics.fcpMs,
          SEO: metrics.seo,
        },
      ]),
    ),
  );
}

if (!process.argv.includes('--no-api')) report.api = await apiBench();
writeReport(report);

async function apiBench() {
  const { runApiBench, printApiBench } = await tsImport('./bench-api.ts', import.meta.url);
  const api = await runApiBench();
  printApiBench(api);
  return api;
}

function writeReport(report) {
  mkdirSync('reports', { recursive: true });
  writeFileSync('reports/bench.json', `${JSON.stringify(report, null, 2)}\n`);
  console.log('\nReport written to reports/bench.json');
}

/** The floor app (scripts/bench-floor/) built by Vite into a temporary directory. */
async function buildFloor() {
  const outDir = mkdtempSync(join(tmpdir(), 'bench-floor-'));
  try {
    await build({
      configFile: false,
      root: 'scripts/bench-floor',
      plugins: [react()],
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true, manifest: true },
    });
    return entryJsSize(outDir);
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

/** One Lighthouse run; a run that fails (NO_NAVSTART under load) is tried again, twice at most. */
function lighthouse(path, run) {
  const url = `http://localhost:${port}${path}`;
  const out = `reports/lighthouse${path.replaceAll('/', '_') || '_home'}-${run}.json`;
  for (let attempt = 1; ; attempt++) {
    try {
      execFileSync(
        'npx',
        [
          'lighthouse',
          url,
          '--quiet',
          '--only-categories=performance,seo',
          '--form-factor=mobile',
          '--output=json',
          `--output-path=${out}`,
          `--chrome-flags=--headless=new ${chromiumArgs.join(' ')}`,
        ],
        {
          stdio: 'inherit',
          env: { ...process.env, CHROME_PATH: chromiumExecutable },
        },
      );
      const lhr = JSON.parse(readFileSync(out, 'utf8'));
      const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
      if (lhr.runtimeError) throw new Error(lhr.runtimeError.message);
      return {
        score: (lhr.categories.performance.score ?? NaN) * 100,
        seo: (lhr.categories.seo.score ?? NaN) * 100,
        lcpMs: audit('largest-contentful-paint'),
        cls: audit('cumulative-layout-shift'),
        tbtMs: audit('total-blocking-time'),
        fcpMs: audit('first-contentful-paint'),
      };
    } catch (error) {
      if (attempt >= 3) {
        console.error(`Lighthouse failed on ${path} three times: ${error.message}`);
        return { score: NaN, seo: NaN, lcpMs: NaN, cls: NaN, tbtMs: NaN, fcpMs: NaN };
      }
    }
  }
}

async function waitForServer(url) {
  // A new database runs initdb and the seed first (about 5 s).
  for (let attempt = 0; attempt < 600; attempt++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The production server did not start at ${url}`);
}
