// Compiles the store server to plain JavaScript (`npm run build` runs it; so does the e2e
// harness): server/main.ts and server/migrate.ts bundled with esbuild into <outDir>/main.js and
// <outDir>/migrate.js, npm packages left as imports (production installs them), and the
// committed migrations copied beside them, where server/db/schema-version.ts looks.
// Usage: node scripts/build-server.mjs [outDir=dist-server]
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The Node versions the compiled code must run on: the oldest we test. */
const target = 'node20.19';

/** Imported only when installed: pretty logs in development (server/log.ts). */
const optionalPackages = new Set(['pino-pretty']);

/**
 * Builds the server into `outDir` and returns the packages its code imports (its metafile's
 * external imports, by package name), which must all be production dependencies.
 * @param {string} outDir
 * @returns {Promise<{ outDir: string, packages: string[] }>}
 */
export async function buildServer(outDir = 'dist-server') {
  const out = resolve(root, outDir);
  rmSync(out, { recursive: true, force: true });
  const result = await build({
    absWorkingDir: root,
    entryPoints: { main: 'server/main.ts', migrate: 'server/migrate.ts' },
    outdir: out,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target,
    // Shared code in chunks beside the entries (not in a folder): import.meta.url then names
    // this folder wherever a module ends up.
    splitting: true,
    chunkNames: '[name]-[hash]',
    packages: 'external',
    sourcemap: true,
    sourcesContent: false,
    metafile: true,
    logLevel: 'warning',
  });
  cpSync(join(root, 'server/db/migrations'), join(out, 'migrations'), { recursive: true });
  // Node reads `type: module` from the nearest package.json; an image copies this folder alone.
  writeFileSync(join(out, 'package.json'), '{ "type": "module" }\n');
  const packages = new Set();
  for (const output of Object.values(result.metafile.outputs)) {
    for (const { path, external } of output.imports) {
      if (!external || path.startsWith('node:') || path.startsWith('.')) continue;
      const [scopeOrName, name] = path.split('/');
      const packageName = scopeOrName.startsWith('@') ? `${scopeOrName}/${name}` : scopeOrName;
      if (!optionalPackages.has(packageName)) packages.add(packageName);
    }
  }
  return { outDir: out, packages: [...packages].sort() };
}

/** The production dependencies package.json declares. */
export function productionDependencies() {
  const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  return Object.keys(manifest.dependencies ?? {});
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  const { outDir, packages } = await buildServer(process.argv[2]);
  const declared = new Set(productionDependencies());
  const missing = packages.filter((name) => !declared.has(name));
  if (missing.length > 0) {
    console.error(
      `The server imports packages that are not production dependencies: ${missing.join(', ')}. Move them to "dependencies" in package.json.`,
    );
    process.exit(1);
  }
  if (!existsSync(join(outDir, 'main.js'))) process.exit(1);
  console.log(
    `Server compiled into ${outDir} in ${Math.round(performance.now() - started)} ms (packages: ${packages.length})`,
  );
}
