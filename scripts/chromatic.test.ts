import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { chromaticArgs } from './chromatic-args.mjs';

// The installed CLI's own help (offline): the flags it knows, and which need --only-changed.
const help = execFileSync('node_modules/.bin/chromatic', ['--help'], { encoding: 'utf8' });
const helpLines = help.split('\n').filter((line) => /^\s+--/.test(line));
const knownFlags = new Set(helpLines.map((line) => /^\s+(--[a-z-]+)/.exec(line)![1]));
const needsOnlyChanged = helpLines
  .filter((line) => line.includes('Requires --only-changed'))
  .map((line) => /^\s+(--[a-z-]+)/.exec(line)![1]);

const flagsOf = (args: string[]) =>
  args.filter((arg) => arg.startsWith('--')).map((arg) => arg.split('=')[0]);

interface Step {
  uses?: string;
  with?: Record<string, unknown>;
}
const workflow = parse(readFileSync('.github/workflows/chromatic.yml', 'utf8')) as {
  jobs: Record<string, { steps: Step[] }>;
};
const actionStep = Object.values(workflow.jobs)
  .flatMap((job) => job.steps)
  .find((step) => step.uses?.startsWith('chromaui/action@'))!;
/** The action's inputs are the CLI's flags in camelCase. */
const actionFlags = Object.keys(actionStep.with ?? {}).map(
  (input) => `--${input.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`,
);

describe('Chromatic options', () => {
  it('reads the flags from the CLI help', () => {
    expect(knownFlags).toContain('--only-changed');
    expect(needsOnlyChanged).toContain('--externals');
  });

  it.each([
    ['scripts/chromatic.mjs', flagsOf(chromaticArgs())],
    ['scripts/chromatic.mjs with TurboSnap', flagsOf(chromaticArgs({ turboSnap: true }))],
    ['chromatic.yml', actionFlags],
  ])('%s uses only flags the CLI knows', (_, flags) => {
    expect(flags.filter((flag) => !knownFlags.has(flag))).toEqual([]);
  });

  it('runs the action whose version is the installed CLI', () => {
    const installed = JSON.parse(readFileSync('node_modules/chromatic/package.json', 'utf8')) as {
      version: string;
    };
    expect(actionStep.uses).toBe(`chromaui/action@v${installed.version}`);
  });

  it('fails on visual changes and keeps TurboSnap off until asked', () => {
    expect(flagsOf(chromaticArgs())).not.toContain('--exit-zero-on-changes');
    expect(flagsOf(chromaticArgs())).not.toContain('--only-changed');
    expect(actionFlags).not.toContain('--exit-zero-on-changes');
    expect(actionStep.with?.onlyChanged).toBe("${{ vars.CHROMATIC_TURBOSNAP == 'true' }}");
  });

  it('declares public/ as externals whenever TurboSnap is on, and only then (the CLI requires it)', () => {
    expect(chromaticArgs({ turboSnap: true })).toEqual(
      expect.arrayContaining(['--only-changed', '--externals', 'public/**']),
    );
    expect(chromaticArgs({ extra: ['--only-changed'] })).toEqual(
      expect.arrayContaining(['--externals', 'public/**']),
    );
    for (const args of [chromaticArgs(), chromaticArgs({ extra: ['--dry-run'] })]) {
      for (const flag of needsOnlyChanged) expect(flagsOf(args)).not.toContain(flag);
    }
    expect(actionStep.with?.externals).toBe(
      "${{ vars.CHROMATIC_TURBOSNAP == 'true' && 'public/**' || '' }}",
    );
  });
});
