import { describe, expect, it } from 'vitest';
import { failureLines } from './failure-lines.mjs';

describe('failureLines', () => {
  it('keeps an unhandled rejection and where it was thrown, without colours', () => {
    const output = [
      ' ✓ e2e/cart.e2e.ts (4 tests) 9000ms',
      '',
      '\u001b[31m⎯⎯⎯⎯ Unhandled Rejection ⎯⎯⎯⎯\u001b[39m',
      'Error: socket hang up',
      ' ❯ e2e/harness.ts:41:9',
      '',
      ' Test Files  40 passed (40)',
    ].join('\n');
    expect(failureLines(output)).toEqual([
      '  ⎯⎯⎯⎯ Unhandled Rejection ⎯⎯⎯⎯',
      '  Error: socket hang up',
      '   ❯ e2e/harness.ts:41:9',
      '   Test Files  40 passed (40)',
    ]);
  });

  it('says nothing for a clean run, and stops at its limit on a noisy one', () => {
    expect(failureLines(' ✓ a.test.ts (1 test)\n Test Files  1 passed (1)')).toEqual([]);
    expect(failureLines(Array.from({ length: 500 }, () => 'Error: again').join('\n'))).toHaveLength(
      40,
    );
  });
});
