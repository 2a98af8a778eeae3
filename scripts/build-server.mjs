#!/usr/bin/env node
// Compiles the server into plain JavaScript that `node` runs with nothing else loaded:
// <out>/main.js (`npm run serve`) and <out>/migrate.js (`npm run db:migrate`). The project's own
// code (server/, domain/, the fixtures it seeds from, the path aliases) is bundled; every package
// stays an import, resolved at run time from the production dependencies. Drizzle's migrations
// are copied beside, where the bundled code looks for them (`./migrations` next to main.js).
//
// Usage: node scripts/build-server.mjs [out directory, default dist-server]
import { build } from 'esbuild';
import { cpSync, readFileSync, rmSync } from 'node:fs';
import { aliases } from './aliases.mjs';

const outdir = process.argv[2] ?? 'dist-server';
const aliasPattern = new RegExp(`^(${aliases.map(({ name }) => name).join('|')})/`);

/** Bare imports that are not the project's aliases are packages: left for Node to resolve. */
const packagesExternal = {
  name: 'packages-external',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, ({ path }) =>
      aliasPattern.test(path) ? undefined : { path, external: true },
    );
  },
};

/** Imported only where a missing package is caught (server/log.ts: pretty logs in development). */
const optional = new Set(['pino-pretty']);

rmSync(outdir, { recursive: true, force: true });
const { metafile } = await build({
  entryPoints: { main: 'server/main.ts', migrate: 'server/migrate.ts' },
  outdir,
  bundle: true,
  // One file per entry, no shared chunks: code that finds files next to itself
  // (`new URL('./migrations', import.meta.url)`) then finds them next to main.js.
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  tsconfig: 'tsconfig.json',
  sourcemap: 'linked',
  plugins: [packagesExternal],
  logLevel: 'warning',
  metafile: true,
});

// A production install (`npm install --omit=dev`, the container image) has only `dependencies`.
const { dependencies } = JSON.parse(readFileSync('package.json', 'utf8'));
const packageOf = (path) =>
  path
    .split('/')
    .slice(0, path.startsWith('@') ? 2 : 1)
    .join('/');
const imported = Object.values(metafile.outputs).flatMap(({ imports }) =>
  imports.filter(({ external, path }) => external && !path.startsWith('node:')),
);
const missing = [...new Set(imported.map(({ path }) => packageOf(path)))].filter(
  (name) => !(name in dependencies) && !optional.has(name),
);
if (missing.length > 0) {
  console.error(`The server imports ${missing.join(', ')}, not in package.json's dependencies.`);
  process.exit(1);
}
cpSync('server/db/migrations', `${outdir}/migrations`, { recursive: true });
console.log(`The server is compiled in ${outdir}/ (main.js, migrate.js).`);
