import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The repository's root folder (this file sits in scripts/). */
export const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/**
 * The path aliases (`@ds` → `design-system`, …), read from tsconfig.json's `paths` so that tsc,
 * tsx (which honours `paths`), Vite, Vitest and ESLint all use one table.
 * @type {{ name: string, dir: string }[]}
 */
export const aliases = Object.entries(
  JSON.parse(readFileSync(new URL('../tsconfig.json', import.meta.url), 'utf8')).compilerOptions
    .paths,
).map(([key, targets]) => ({
  name: key.replace(/\/\*$/, ''),
  dir: String(targets[0]).replace(/\/\*$/, ''),
}));

/** The aliases as Vite `resolve.alias` entries, pointing at absolute folders. */
export const viteAliases = aliases.map(({ name, dir }) => ({
  find: name,
  replacement: fileURLToPath(new URL(`../${dir}`, import.meta.url)),
}));
