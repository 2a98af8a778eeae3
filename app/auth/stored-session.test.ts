import { describe, expect, it } from 'vitest';
import { hasStoredSession, lastAuthUserKey } from './stored-session';

function storage(entries: Record<string, string>) {
  const keys = Object.keys(entries);
  return {
    length: keys.length,
    key: (index: number) => keys[index] ?? null,
    getItem: (key: string) => entries[key] ?? null,
  };
}

describe('stored session', () => {
  it("finds Amplify's last-user key for the app client", () => {
    expect(lastAuthUserKey('abc')).toBe('CognitoIdentityServiceProvider.abc.LastAuthUser');
    const withSession = storage({ 'CognitoIdentityServiceProvider.abc.LastAuthUser': 'user-1' });
    expect(hasStoredSession('abc', withSession)).toBe(true);
    expect(hasStoredSession('other-client', withSession)).toBe(false);
  });

  it('accepts any app client when no client id is known', () => {
    const withSession = storage({
      'ff.cart': '{}',
      'CognitoIdentityServiceProvider.xyz.LastAuthUser': 'user-2',
    });
    expect(hasStoredSession(undefined, withSession)).toBe(true);
  });

  it('is false for empty storage, empty values, foreign keys and no storage at all', () => {
    expect(hasStoredSession('abc', storage({}))).toBe(false);
    expect(
      hasStoredSession(
        undefined,
        storage({ 'CognitoIdentityServiceProvider.abc.LastAuthUser': '' }),
      ),
    ).toBe(false);
    expect(hasStoredSession(undefined, storage({ 'ff.cart': '{}' }))).toBe(false);
    expect(hasStoredSession('abc', undefined)).toBe(false);
  });

  it('is false when storage throws', () => {
    const throwing = {
      length: 1,
      key: () => {
        throw new Error('blocked');
      },
      getItem: () => {
        throw new Error('blocked');
      },
    };
    expect(hasStoredSession('abc', throwing)).toBe(false);
    expect(hasStoredSession(undefined, throwing)).toBe(false);
  });
});
