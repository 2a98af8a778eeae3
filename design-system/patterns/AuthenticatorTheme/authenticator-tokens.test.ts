import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { authenticatorTokensCss } from './authenticator-tokens';

describe('authenticator-tokens.css', () => {
  it('is the theme as Amplify would inject it (else: npx tsx scripts/write-authenticator-tokens.ts)', () => {
    const committed = readFileSync(new URL('./authenticator-tokens.css', import.meta.url), 'utf8');
    expect(committed).toBe(authenticatorTokensCss());
  });

  it('scopes the variables to the theme, with our tokens', () => {
    const css = authenticatorTokensCss();
    expect(css).toContain('[data-amplify-theme="forge-and-flame"]');
    expect(css).toContain('var(--color-ember-700)');
  });
});
