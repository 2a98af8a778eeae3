import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contrastRatio, meetsAA } from '../lib/contrast';
import { colorPairs } from './color-pairs';

const theme = readFileSync(new URL('../tokens/theme.css', import.meta.url), 'utf8');
const declarations = new Map(
  [...theme.matchAll(/--color-([\w-]+):\s*([^;]+);/g)].map((m) => [m[1]!, m[2]!.trim()]),
);

/** Follows var(--color-x) aliases down to a hex value, as the browser would. */
function resolve(token: string): string {
  const value = declarations.get(token);
  if (!value) throw new Error(`Unknown colour token: ${token}`);
  const alias = /^var\(--color-([\w-]+)\)$/.exec(value);
  return alias ? resolve(alias[1]!) : value;
}

describe('palette contrast', () => {
  it.each(colorPairs)('$text on $background ($usage) reaches AA', (pair) => {
    const ratio = contrastRatio(resolve(pair.text), resolve(pair.background));
    expect(ratio, `${pair.text} on ${pair.background} is ${ratio.toFixed(2)}:1`).toSatisfy(
      (r: number) => meetsAA(r, pair.kind ?? 'text'),
    );
  });
});
