// Cognito's lockout for failed password sign-ins, which cognito-local lacks: after five
// failures a user is locked out for 1 s, doubling with each further failure up to about
// 15 minutes; attempts while locked out are answered 'Password attempts exceeded' and do not
// count. A successful sign-in, or 15 minutes without attempts, starts the count again.
// Kept in memory: the local service forgets lockouts when it restarts.

export const freeFailures = 5;
export const longestLockoutMs = 15 * 60 * 1000;
export const forgetAfterMs = 15 * 60 * 1000;
export const incorrectCredentials = 'Incorrect username or password.';
export const attemptsExceeded = 'Password attempts exceeded';

/** How long the `failures`-th failure in a row locks the user out (none before the fifth). */
export function lockoutMs(failures) {
  if (failures < freeFailures) return 0;
  return Math.min(2 ** (failures - freeFailures) * 1000, longestLockoutMs);
}

const isWrongPassword = (error) =>
  error?.code === 'NotAuthorizedException' && error.message === incorrectCredentials;

/** @param {{ now?: () => number }} [options] */
export function createSignInLockout({ now = Date.now } = {}) {
  /** @type {Map<string, { failures: number, lockedUntil: number, lastAttempt: number }>} */
  const users = new Map();
  /** The attempt in progress per user: one at a time, so parallel guesses wait their turn. */
  const inProgress = new Map();

  function forgetQuietUsers(at) {
    for (const [key, state] of users) {
      if (at - state.lastAttempt >= forgetAfterMs) users.delete(key);
    }
  }

  async function guarded(key, attempt) {
    const at = now();
    if (users.size > 10_000) forgetQuietUsers(at);
    let state = users.get(key);
    if (state && at - state.lastAttempt >= forgetAfterMs) state = undefined;
    if (state) state.lastAttempt = at;
    if (state && at < state.lockedUntil) {
      throw Object.assign(new Error(attemptsExceeded), {
        code: 'NotAuthorizedException',
        status: 400,
      });
    }
    try {
      const result = await attempt();
      users.delete(key);
      return result;
    } catch (error) {
      if (isWrongPassword(error)) {
        const failedAt = now();
        const failures = (state?.failures ?? 0) + 1;
        users.set(key, {
          failures,
          lockedUntil: failedAt + lockoutMs(failures),
          lastAttempt: failedAt,
        });
      }
      throw error;
    }
  }

  return {
    /**
     * Runs one password sign-in of `user` (its `attempt` throws NotAuthorizedException
     * 'Incorrect username or password.' for a wrong password), unless the user is locked out.
     */
    attempt(user, attempt) {
      const key = user.toLowerCase();
      const previous = inProgress.get(key) ?? Promise.resolve();
      const current = previous.then(() => guarded(key, attempt));
      const settled = current.catch(() => {});
      inProgress.set(key, settled);
      settled.then(() => {
        if (inProgress.get(key) === settled) inProgress.delete(key);
      });
      return current;
    },
  };
}
