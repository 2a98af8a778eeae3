#!/usr/bin/env node
// `npm run serve` (main) and `npm run db:migrate` (migrate): runs the compiled server from
// dist-server/ (scripts/build-server.mjs, part of `npm run build`) in this very process, so the
// signals a process manager sends reach it. Stack traces point at the TypeScript sources.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const entry = process.argv[2];
if (entry !== 'main' && entry !== 'migrate') {
  process.stderr.write('Usage: node scripts/run-compiled.mjs main|migrate\n');
  process.exit(1);
}
const file = new URL(`../dist-server/${entry}.js`, import.meta.url);
if (!existsSync(file)) {
  process.stderr.write(
    `No compiled server at ${fileURLToPath(file)}: run \`npm run build\` first.\n`,
  );
  process.exit(1);
}
process.setSourceMapsEnabled(true);
await import(file.href);
