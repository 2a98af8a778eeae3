import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { directoryOperations } from './pool-operations';

describe('directoryOperations', () => {
  it('are the SDK commands the directory sends, no more and no fewer', () => {
    const source = readFileSync(new URL('./directory.ts', import.meta.url), 'utf8');
    const sent = new Set([...source.matchAll(/new (\w+)Command\(/g)].map((match) => match[1]));
    expect([...sent].sort()).toEqual([...directoryOperations].sort());
  });
});
