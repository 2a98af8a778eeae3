import type { StoreApi } from 'zustand/vanilla';
import { authStore, type AuthState } from '../auth/auth-store';
/** The owner id of a visitor without an account: nothing of theirs is on the server. */
export const browserProfileId = 'browser';

/** Whose profile data a screen shows: the signed-in account's, else the browser's own. */
export function ownerIdOf(state: Pick<AuthState, 'account'>): string {
  return state.account?.userId ?? browserProfileId;
}

/**
 * How long a loader waits for a stored session to be restored before showing the browser's
 * profile. Restoring loads the sign-in code, which takes seconds on a busy phone: showing the
 * guest's empty profile meanwhile would offer a signed-in customer forms that cannot save. A
 * restore that fails answers at once (signed out); only one that hangs meets this limit.
 */
export const sessionWaitMs = 30_000;

/**
 * The owner once the auth store knows who is signed in. It starts `init()` (idempotent; it
 * loads nothing unless this browser holds a session) and waits for the answer, at most
 * `sessionWaitMs`; the screen re-reads when the account changes later.
 */
export async function resolveOwnerId(
  store: StoreApi<AuthState> = authStore,
  waitMs = sessionWaitMs,
): Promise<string> {
  const state = store.getState();
  if (state.status !== 'unknown') return ownerIdOf(state);
  void state.init().catch(() => undefined);
  await new Promise<void>((resolve) => {
    const timer = setTimeout(done, waitMs);
    const stop = store.subscribe((next) => {
      if (next.status !== 'unknown') done();
    });
    function done() {
      clearTimeout(timer);
      stop();
      resolve();
    }
    if (store.getState().status !== 'unknown') done();
  });
  return ownerIdOf(store.getState());
}
