// First-load bytes of a build's routes, read from its Vite manifest: the bench prints them and
// the budget test (e2e/budgets.e2e.ts) checks them against budgets.json.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { entryFiles, firstLoadByRoute } from './bench-lib.mjs';

const manifestOf = (outDir) =>
  JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'));

/** Raw and gzip (level 9) bytes of files in a build directory, summed. */
export function sizeOfFiles(outDir, files) {
  return files
    .map((file) => readFileSync(join(outDir, file)))
    .reduce(
      (sum, bytes) => ({
        raw: sum.raw + bytes.length,
        gzip: sum.gzip + gzipSync(bytes, { level: 9 }).length,
      }),
      { raw: 0, gzip: 0 },
    );
}

/** Each route of app/routes.ts with its first-load JS and CSS bytes in the build at outDir. */
export function firstLoadSizes(outDir, routesSource = readFileSync('app/routes.ts', 'utf8')) {
  return firstLoadByRoute(manifestOf(outDir), routesSource).map(({ route, module, js, css }) => ({
    route,
    module,
    js: sizeOfFiles(outDir, js),
    css: sizeOfFiles(outDir, css),
    files: js.length + css.length,
  }));
}

/** The JS bytes of a build's entry and its static imports (the floor app has one route). */
export function entryJsSize(outDir) {
  return sizeOfFiles(
    outDir,
    entryFiles(manifestOf(outDir)).filter((file) => file.endsWith('.js')),
  );
}
