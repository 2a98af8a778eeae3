#!/usr/bin/env node
// Benchmark, not a test: builds for production, prints each route's first-load
// bytes (raw and gzip), then runs Lighthouse (mobile) on key pages against the
// production server (server/main.ts: the build and the API, on a seeded database of
// its own) with Debian's Chromium, then the API's speed (scripts/bench-api.ts; alone
// with `-- --api-only`). Prints numbers, never fails on them.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { tsImport } from 'tsx/esm/api';
import { chromiumArgs, firstLoadByRoute, lighthouseTargets } from './bench-lib.mjs';

const port = Number(process.env.BENCH_PORT ?? 4174);
const skipLighthouse = process.argv.includes('--no-lighthouse');
const apiOnly = process.argv.includes('--api-only');

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

const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8'));
const routesSource = readFileSync('app/routes.ts', 'utf8');
const sizeOf = (file) => {
  const bytes = readFileSync(`dist/${file}`);
  return { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
};
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

const rows = firstLoadByRoute(manifest, routesSource).map(({ route, js, css }) => {
  const total = (files) =>
    files
      .map(sizeOf)
      .reduce((a, b) => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip }), { raw: 0, gzip: 0 });
  return { route, js: total(js), css: total(css), files: js.length + css.length };
});

console.log('\nFirst load per route (JS and CSS the browser fetches before the route renders):');
console.table(
  Object.fromEntries(
    rows.map((r) => [
      r.route,
      {
        'JS raw': kb(r.js.raw),
        'JS gzip': kb(r.js.gzip),
        'CSS raw': kb(r.css.raw),
        'CSS gzip': kb(r.css.gzip),
        files: r.files,
      },
    ]),
  ),
);

const firstLoadJs = (route) => rows.find((row) => row.route === route)?.js.gzip ?? NaN;
console.log(
  `First-load JS (gzip): / ${kb(firstLoadJs('/'))}, a product page (/shop/:id) ${kb(firstLoadJs('/shop/:id'))}`,
);

const report = { date: new Date().toISOString(), routes: rows, lighthouse: [] };

if (!skipLighthouse) {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-data-'));
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    stdio: 'ignore',
    detached: true,
    env: { ...process.env, PORT: String(port), STATIC_DIR: 'dist', DATA_DIR: dataDir },
  });
  try {
    await waitForServer(`http://localhost:${port}/api/health`);
    mkdirSync('reports', { recursive: true });
    for (const path of lighthouseTargets(routesSource)) {
      const url = `http://localhost:${port}${path}`;
      const out = `reports/lighthouse${path.replaceAll('/', '_') || '_home'}.json`;
      execFileSync(
        'npx',
        [
          'lighthouse',
          url,
          '--quiet',
          '--only-categories=performance',
          '--form-factor=mobile',
          '--output=json',
          `--output-path=${out}`,
          `--chrome-flags=--headless=new ${chromiumArgs.join(' ')}`,
        ],
        {
          stdio: 'inherit',
          env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
        },
      );
      const lhr = JSON.parse(readFileSync(out, 'utf8'));
      const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
      report.lighthouse.push({
        path,
        score: Math.round((lhr.categories.performance.score ?? 0) * 100),
        lcpMs: Math.round(audit('largest-contentful-paint')),
        cls: Number(audit('cumulative-layout-shift').toFixed(3)),
        tbtMs: Math.round(audit('total-blocking-time')),
        fcpMs: Math.round(audit('first-contentful-paint')),
      });
    }
  } finally {
    process.kill(-server.pid);
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log('\nLighthouse, mobile (simulated slow 4G, 4x CPU slowdown):');
  console.table(
    Object.fromEntries(
      report.lighthouse.map(({ path, ...metrics }) => [
        path,
        {
          score: metrics.score,
          'LCP ms': metrics.lcpMs,
          CLS: metrics.cls,
          'TBT ms': metrics.tbtMs,
          'FCP ms': metrics.fcpMs,
        },
      ]),
    ),
  );
}

report.api = await apiBench();
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
