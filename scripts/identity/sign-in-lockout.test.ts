import { describe, expect, it } from 'vitest';
import {
  attemptsExceeded,
  createSignInLockout,
  incorrectCredentials,
  lockoutMs,
} from './sign-in-lockout.mjs';

const wrongPassword = () =>
  Promise.reject(
    Object.assign(new Error(incorrectCredentials), { code: 'NotAuthorizedException' }),
  );
const rightPassword = () => Promise.resolve('signed in');

/** A lockout on a clock the test moves, and how one attempt of `user` ends. */
function setUp() {
  const clock = { now: 0 };
  const lockout = createSignInLockout({ now: () => clock.now });
  const outcome = (user: string, attempt: () => Promise<string>) =>
    lockout.attempt(user, attempt).then(
      (result: string) => result,
      (error: Error) => error.message,
    );
  return { clock, lockout, outcome };
}

describe('sign-in lockout', () => {
  it('locks out for 2^(n-5) s after the nth failure, up to 15 minutes', () => {
    expect([1, 4, 5, 6, 7, 14, 15, 40].map(lockoutMs)).toEqual([
      0, 0, 1000, 2000, 4000, 512_000, 900_000, 900_000,
    ]);
  });

  it('refuses even the right password while locked, without counting it', async () => {
    const { clock, outcome } = setUp();
    for (let i = 0; i < 5; i++) {
      expect(await outcome('casey', wrongPassword)).toBe(incorrectCredentials);
    }
    let reached = 0;
    const counted = () => {
      reached++;
      return rightPassword();
    };
    expect(await outcome('casey', counted)).toBe(attemptsExceeded);
    clock.now = 999;
    expect(await outcome('casey', counted)).toBe(attemptsExceeded);
    expect(reached).toBe(0);
    // The sixth failure, after the first lockout: two seconds this time.
    clock.now = 1000;
    expect(await outcome('casey', wrongPassword)).toBe(incorrectCredentials);
    clock.now = 2999;
    expect(await outcome('casey', rightPassword)).toBe(attemptsExceeded);
    clock.now = 3000;
    expect(await outcome('casey', rightPassword)).toBe('signed in');
    // A success starts the count again: four more failures lock nothing.
    for (let i = 0; i < 4; i++) await outcome('casey', wrongPassword);
    expect(await outcome('casey', rightPassword)).toBe('signed in');
  });

  it('forgets after 15 minutes without attempts, and keeps users apart', async () => {
    const { clock, outcome } = setUp();
    for (let i = 0; i < 14; i++) {
      clock.now += lockoutMs(i);
      await outcome('casey', wrongPassword);
    }
    expect(await outcome('casey', rightPassword)).toBe(attemptsExceeded);
    expect(await outcome('sam', rightPassword)).toBe('signed in');
    clock.now += 15 * 60 * 1000;
    expect(await outcome('casey', wrongPassword)).toBe(incorrectCredentials);
    expect(await outcome('casey', rightPassword)).toBe('signed in');
  });

  it('does not count other refusals (a disabled user, an unconfirmed one)', async () => {
    const { outcome } = setUp();
    const disabled = () =>
      Promise.reject(
        Object.assign(new Error('User is disabled.'), { code: 'NotAuthorizedException' }),
      );
    for (let i = 0; i < 10; i++) expect(await outcome('casey', disabled)).toBe('User is disabled.');
    expect(await outcome('casey', rightPassword)).toBe('signed in');
  });

  it('takes parallel guesses one at a time: forty at once check five', async () => {
    const { outcome } = setUp();
    let checked = 0;
    const guess = () => {
      checked++;
      return wrongPassword();
    };
    const answers = await Promise.all(Array.from({ length: 40 }, () => outcome('Casey', guess)));
    expect(checked).toBe(5);
    expect(answers.filter((a) => a === attemptsExceeded)).toHaveLength(35);
  });
});
