#!/usr/bin/env node
// Benchmark, not a test: builds for production and the floor app (scripts/bench-floor/: React,
// react-dom and the router only), prints each route's first-load bytes counted from the build's
// static import graph (raw and gzip) and its ratio to the floor, then starts the production
// server (server/main.ts: the build and the API, on a seeded database of its own) and measures
// a real cold Chromium load of the key pages (scripts/measured-load.mjs: the scripts fetched
// before the page is interactive and in the 5 s after it, against the floor, the goals
// and the static count), then with `-- --lighthouse` Lighthouse (mobile, median of 3 runs) on
// those pages with Debian's Chromium, then the API's speed (scripts/bench-api.ts; alone with
// `-- --api-only`; skipped with `-- --no-api`). Prints numbers, never fails on them.
import { execFileSync, spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { tsImport } from 'tsx/esm/api';
import { build } from 'vite';
import {
  afterInteractiveMs,
  countDifference,
  drift,
  driftTolerance,
  firstLoadByRoute,
  formatRatio,
  goalVerdict,
  isPublicRoute,
  keyRoutes,
  lighthouseCells,
  lighthouseTargets,
  median,
  samplePath,
  sumBytes,
} from './bench-lib.mjs';
import { chromiumArgs, chromiumExecutable } from './chromium.mjs';
import { entryJsSize, firstLoadSizes } from './first-load.mjs';
import { measureLoads } from './measured-load.mjs';

const port = Number(process.env.BENCH_PORT ?? 4174);
// Lighthouse takes minutes (3 runs of 5 pages): only when asked for.
const runLighthouse = process.argv.includes('--lighthouse');
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

console.log(
  `Load average (1, 5, 15 min) at the start: ${loadavg()
    .map((n) => n.toFixed(2))
    .join(', ')}`,
);
if (process.argv.includes('--no-build')) {
  // Reuses the last build (dist/, dist-prerender/, dist-server/): only when nothing changed since.
  console.log('Reusing the last production build (--no-build)…');
} else {
  console.log('Building for production…');
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  execFileSync('npx', ['tsx', 'scripts/build-prerender.ts', 'dist'], { stdio: 'inherit' });
  execFileSync(process.execPath, ['scripts/build-server.mjs'], { stdio: 'inherit' });
}
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
console.log('Static count of the key pages (first-load JS gzip against the floor):');
console.table(
  Object.fromEntries(
    keyRoutes.map(({ route, goal }) => [
      samplePath(route),
      {
        'JS gzip': kb(firstLoadJs(route)),
        '× floor': formatRatio(firstLoadJs(route) / floor.gzip),
        goal: `≤ ${goal}×`,
        met: goalVerdict(firstLoadJs(route) / floor.gzip, goal),
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

const dataDir = mkdtempSync(join(tmpdir(), 'bench-data-'));
mkdirSync('reports', { recursive: true });
// The compiled server, as `npm run serve` runs it; what it prints goes to a log for when it fails.
const serverLog = openSync('reports/bench-server.log', 'w');
// A test deployment (as the API bench and the e2e suite start it): production refuses to start
// without mail, a user pool and real payments otherwise, and Vite's build has set NODE_ENV.
const { testDeploymentEnv, writeUnusedPoolOutputs } = await tsImport(
  '../server/test/test-deployment.ts',
  import.meta.url,
);
const amplifyOutputs = writeUnusedPoolOutputs(dataDir);
const serverEnv = {
  ...process.env,
  NODE_ENV: 'production',
  ...testDeploymentEnv,
  ALLOW_NO_MAIL: '1',
  PUBLIC_URL: `http://localhost:${port}`,
  AMPLIFY_OUTPUTS: amplifyOutputs,
  PORT: String(port),
  STATIC_DIR: 'dist',
  DATA_DIR: join(dataDir, 'data'),
};
// Its own PGlite database, whatever the shell points at.
delete serverEnv.DATABASE_URL;
const server = spawn(process.execPath, ['scripts/run-compiled.mjs', 'main'], {
  stdio: ['ignore', serverLog, serverLog],
  detached: true,
  env: serverEnv,
});
try {
  await waitForServer(`http://localhost:${port}/api/health`, server);
  report.measured = await measuredLoads();
  if (runLighthouse) {
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
        cpuIndex: Math.round(mid((r) => r.cpuIndex)),
        seo: Math.round(mid((r) => r.seo)),
      });
    }
  }
} finally {
  try {
    process.kill(-server.pid);
  } catch {
    console.error('The production server had stopped early: see reports/bench-server.log');
  }
  rmSync(dataDir, { recursive: true, force: true });
}
if (runLighthouse) {
  console.log(
    `\nLighthouse, mobile (default throttling: simulated slow 4G, 4x CPU slowdown), median of ${lighthouseRuns} runs; the goals hold on an idle machine:`,
  );
  console.table(
    Object.fromEntries(
      report.lighthouse.map(({ path, ...metrics }) => [
        path,
        { ...lighthouseCells(metrics), 'FCP ms': metrics.fcpMs, 'CPU index': metrics.cpuIndex },
      ]),
    ),
  );
  console.log(
    "CPU index: Lighthouse's benchmarkIndex of the machine during the runs (higher is faster; a loaded machine's is lower, and its TBT and LCP higher).",
  );
} else {
  console.log('\nLighthouse skipped (npm run bench -- --lighthouse runs it).');
}
console.log(
  `Load average (1, 5, 15 min) at the end: ${loadavg()
    .map((n) => n.toFixed(2))
    .join(', ')}`,
);

if (!process.argv.includes('--no-api')) report.api = await apiBench();
writeReport(report);

/**
 * Cold Chromium loads of the key pages on the running server: prints, per page, the scripts
 * fetched before it was interactive (against the floor, the goal and the static count) and
 * those fetched in the 5 s after it, chunk by chunk with why.
 */
async function measuredLoads() {
  const manifest = JSON.parse(readFileSync(join('dist', '.vite', 'manifest.json'), 'utf8'));
  const sources = new Map(Object.entries(manifest).map(([key, { file }]) => [file, key]));
  const sourceOf = (file) => sources.get(file) ?? file;
  const pages = await measureLoads(
    `http://localhost:${port}`,
    keyRoutes.map(({ route }) => samplePath(route)),
    manifest,
  );
  const results = pages.map((page, index) => {
    const { route, goal } = keyRoutes[index];
    const before = sumBytes(page.before);
    const after = sumBytes(page.after);
    const staticCount = firstLoadJs(route);
    return {
      ...page,
      route,
      goal,
      beforeBytes: before,
      afterBytes: after,
      ratio: before / floor.gzip,
      staticBytes: staticCount,
      drift: drift(staticCount, before),
    };
  });
  const encodings = new Set(
    results.flatMap((r) => [...r.before, ...r.after].map((s) => s.encoding)),
  );
  console.log(
    `\nMeasured: a cold Chromium load of each page (new context, no cache, service workers blocked), scripts as transferred (${[...encodings].join(', ')}).`,
  );
  for (const signal of new Set(results.map((r) => r.signal))) {
    const paths = results.filter((r) => r.signal === signal).map((r) => r.path);
    console.log(`Interactive = ${signal}: ${paths.join(', ')}`);
  }
  console.log(
    `(a) before interactive, against the floor and the goal; the static count beside it, flagged when they differ by more than ${driftTolerance * 100}%:`,
  );
  console.table(
    Object.fromEntries(
      results.map((r) => [
        r.path,
        {
          'interactive at': `${r.interactiveMs} ms`,
          scripts: r.before.length,
          'JS gz': kb(r.beforeBytes),
          '× floor': formatRatio(r.ratio),
          goal: `≤ ${r.goal}×`,
          met: goalVerdict(r.ratio, r.goal),
          static: kb(r.staticBytes),
          drift: `${r.drift.percent > 0 ? '+' : ''}${r.drift.percent}%${r.drift.flagged ? ' DRIFT' : ''}`,
        },
      ]),
    ),
  );
  const staticJs = new Map(
    firstLoadByRoute(manifest, routesSource).map(({ route, js }) => [route, js]),
  );
  for (const r of results) {
    const { onlyMeasured, onlyStatic } = countDifference(
      staticJs.get(r.route) ?? [],
      r.before.map(({ file }) => file),
    );
    const fetched = (file) => r.before.find((script) => script.file === file);
    const parts = [
      ...onlyMeasured.map(
        (file) => `+ ${sourceOf(file)} ${kb(fetched(file).bytes)} (${fetched(file).why})`,
      ),
      ...onlyStatic.map((file) => `- ${sourceOf(file)} (in the static count, not fetched)`),
    ];
    if (parts.length > 0) console.log(`  ${r.path}, measured vs static: ${parts.join('; ')}`);
  }
  console.log(
    `(b) fetched in the ${afterInteractiveMs / 1000} s after interactive, with no visitor action:`,
  );
  console.table(
    Object.fromEntries(
      results.map((r) => [
        r.path,
        {
          scripts: r.after.length,
          'JS gz': kb(r.afterBytes),
          '× floor': formatRatio(r.afterBytes / floor.gzip),
          '(a)+(b) × floor': formatRatio((r.beforeBytes + r.afterBytes) / floor.gzip),
          'later, not counted': r.later.length,
        },
      ]),
    ),
  );
  for (const r of results.filter((r) => r.after.length > 0)) {
    console.log(`${r.path}, after interactive:`);
    for (const script of r.after) {
      const at = Math.round(script.startTime - r.interactiveAt);
      console.log(
        `  +${at} ms  ${kb(script.bytes).padStart(8)}  ${sourceOf(script.file)}  (${script.why})`,
      );
    }
  }
  return results.map(({ before, after, later, ...r }) => ({
    ...r,
    before: before.map(({ file, bytes, why }) => ({ file, source: sourceOf(file), bytes, why })),
    after: after.map(({ file, bytes, why, startTime }) => ({
      file,
      source: sourceOf(file),
      bytes,
      why,
      msAfterInteractive: Math.round(startTime - r.interactiveAt),
    })),
    later: later.map(({ file }) => file),
  }));
}

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
        cpuIndex: lhr.environment?.benchmarkIndex ?? NaN,
      };
    } catch (error) {
      if (attempt >= 3) {
        console.error(`Lighthouse failed on ${path} three times: ${error.message}`);
        return {
          score: NaN,
          seo: NaN,
          lcpMs: NaN,
          cls: NaN,
          tbtMs: NaN,
          fcpMs: NaN,
          cpuIndex: NaN,
        };
      }
    }
  }
}

async function waitForServer(url, server) {
  // A new database runs initdb and the seed first (about 5 s; 30 s and more on a loaded machine).
  for (let attempt = 0; attempt < 1800; attempt++) {
    if (server.exitCode !== null) {
      throw new Error('The production server exited: see reports/bench-server.log');
    }
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The production server did not start at ${url}`);
}
