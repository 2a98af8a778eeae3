import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { emailOfToken, loadUnsubscribeSecret, unsubscribeToken } from './unsubscribe';

describe('unsubscribe tokens', () => {
  it('name the address they were made for, in lower case', () => {
    const token = unsubscribeToken('s3cret', ' Pat@Example.com ');
    expect(emailOfToken('s3cret', token)).toBe('pat@example.com');
  });

  it('are refused under another secret, altered or malformed', () => {
    const token = unsubscribeToken('s3cret', 'pat@example.com');
    expect(emailOfToken('other', token)).toBeNull();
    const [, signature] = token.split('.');
    const other = Buffer.from('sam@example.com').toString('base64url');
    expect(emailOfToken('s3cret', `${other}.${signature}`)).toBeNull();
    for (const bad of ['', '.', 'abc', `${token}.x`, `${token.slice(0, -2)}`]) {
      expect(emailOfToken('s3cret', bad)).toBeNull();
    }
  });
});

describe('loadUnsubscribeSecret', () => {
  const dir = mkdtempSync(join(tmpdir(), 'ff-unsub-'));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('prefers the configured secret, else generates one once and reads it back', () => {
    const file = join(dir, 'data', 'unsubscribe-secret');
    expect(loadUnsubscribeSecret('given', file)).toBe('given');
    const generated = loadUnsubscribeSecret(undefined, file);
    expect(generated).toMatch(/^[\w-]{43}$/);
    expect(readFileSync(file, 'utf8').trim()).toBe(generated);
    expect(loadUnsubscribeSecret(undefined, file)).toBe(generated);
  });
});
