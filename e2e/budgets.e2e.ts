import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { budgetProblems, firstLoadByRoute, isPublicRoute } from '../scripts/bench-lib.mjs';
import { firstLoadSizes, sizeOfFiles } from '../scripts/first-load.mjs';
import { outDir } from './out-dir';

/**
 * Every public route's first-load JS (gzip) against budgets.json, on the build the e2e tests
 * run (E2E_OUT_DIR). Bytes are deterministic, so this is a test, not a timing; raising a
 * budget is a reviewed change to budgets.json (`npm run bench -- --write-budgets`).
 */
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

/**
 * Code needed only after an interaction stays out of the home page's first load:
 * the schema library, the mobile menu's dialog and modal, the toast region, the header's
 * search box and the rating slider. Each marker is a string only that code carries.
 */
describe('the first load of /', () => {
  it('holds no zod, Dialog, Modal, toast region, search box or slider', () => {
    const manifest = JSON.parse(
      readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'),
    ) as Parameters<typeof firstLoadByRoute>[0];
    const home = firstLoadByRoute(manifest, readFileSync('app/routes.ts', 'utf8')).find(
      ({ route }) => route === '/',
    )!;
    const code = home.js.map((file) => readFileSync(join(outDir, file), 'utf8')).join('\n');
    const markers = [
      '$ZodObject',
      'react-aria-Dialog',
      'react-aria-ModalOverlay',
      'react-aria-ToastRegion',
      'react-aria-SearchField',
      'react-aria-Slider',
    ];
    expect(markers.filter((marker) => code.includes(marker))).toEqual([]);
  });
});

/**
 * A first visit's service worker precaches the shell and the pages most visits browse, not
 * every chunk: at most twice what the home page itself loads (its JS and CSS, gzip). The
 * console's and checkout's chunks are cached when first used.
 */
describe('the service worker precache', () => {
  it('holds the home page and the shop, not the console or checkout, within twice the home page', () => {
    const worker = readFileSync(join(outDir, 'sw.js'), 'utf8');
    const precached = [...worker.matchAll(/url:"([^"]+)"/g)].map(([, url]) => url!);
    const manifest = JSON.parse(
      readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'),
    ) as Record<string, { file: string }> & Parameters<typeof firstLoadByRoute>[0];
    const routes = firstLoadByRoute(manifest, readFileSync('app/routes.ts', 'utf8'));
    const routeOf = (path: string) => routes.find(({ route }) => route === path)!;
    /** The route's own chunk (its route module), which no other page loads. */
    const ownChunk = (path: string) => manifest[`app/${routeOf(path).module}.tsx`]!.file;

    expect(precached).toContain('index.html');
    for (const path of ['/', '/shop']) {
      const { js, css } = routeOf(path);
      expect(precached).toEqual(expect.arrayContaining([...js, ...css]));
    }
    for (const path of ['/admin', '/admin/orders', '/checkout', '/profile', '/contact']) {
      expect(precached).not.toContain(ownChunk(path));
    }
    const home = firstLoadSizes(outDir).find(({ route }) => route === '/')!;
    const precachedBytes = sizeOfFiles(
      outDir,
      precached.filter((url) => /\.(js|css)$/.test(url)),
    ).gzip;
    expect(precachedBytes).toBeLessThanOrEqual(2 * (home.js.gzip + home.css.gzip));
  });
});
