import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../aliases.mjs';

const eslint = new ESLint({ cwd: repoRoot });

async function syntaxErrors(code: string, filePath = 'e2e/fake.e2e.ts') {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-syntax');
}

describe('response listeners in browser tests (eslint.config.js)', { timeout: 30_000 }, () => {
  beforeAll(() => eslint.lintText('', { filePath: 'e2e/warm-up.ts' }), 120_000);

  it('refuses a listener that reads a body, for each event and each read', async () => {
    for (const [event, read] of [
      ['response', 'text'],
      ['response', 'json'],
      ['requestfinished', 'body'],
    ]) {
      const code = `declare const page: { on(e: string, f: (r: any) => void): void };
const bodies: unknown[] = [];
page.on('${event}', (r) => { bodies.push(r.${read}()); });
export {};
`;
      const errors = await syntaxErrors(code);
      expect(errors, `${event} ${read}`).toHaveLength(1);
      expect(errors[0]?.message).toContain('responsesDuring');
    }
  });

  it('lets a listener collect, and a body be read awaited after the action', async () => {
    const code = `declare const page: { on(e: string, f: (r: any) => void): void; goto(p: string): Promise<void> };
const seen: any[] = [];
page.on('response', (r) => { seen.push(r); });
await page.goto('/');
export const bodies = await Promise.all(seen.map((r) => r.text()));
`;
    expect(await syntaxErrors(code)).toEqual([]);
  });
});
