import type { StoreApi } from 'zustand/vanilla';
import type { AuthState } from './auth-store';
import { hasStoredSession } from './stored-session';

/** Amplify's storage keys for the user pool's tokens all start with this. */
const amplifyKeyPrefix = 'CognitoIdentityServiceProvider.';

/** Amplify writes several keys per sign-in or sign-out: check once they have all landed. */
export const otherTabSettleMs = 150;

/**
 * Whether this tab should read the session again after a storage change made in another tab:
 * a change to Amplify's keys (or storage cleared) while this tab knows who is signed in, or
 * a session appearing while this tab thinks nobody is.
 */
export function shouldRecheck(
  key: string | null,
  status: AuthState['status'],
  sessionStored: boolean,
): boolean {
  if (key !== null && !key.startsWith(amplifyKeyPrefix)) return false;
  if (status === 'unknown') return false;
  return status === 'signedIn' || sessionStored;
}

/**
 * Another tab signed in, signed out or refreshed its tokens: read the session again, so
 * every tab shows the same account (the header, the guard, the per-account stores follow
 * the auth store). Amplify keeps its tokens in localStorage, so the other tab's change is
 * what this tab's Amplify reads too. Returns the function that stops listening.
 */
export function followSignInsInOtherTabs(
  store: StoreApi<AuthState>,
  clientId?: string,
  target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window,
): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const recheck = () => {
    timer = undefined;
    store
      .getState()
      .refresh()
      .catch((error: unknown) => console.error('Could not read the session again:', error));
  };
  const onStorage = (event: StorageEvent) => {
    if (!shouldRecheck(event.key, store.getState().status, hasStoredSession(clientId))) return;
    clearTimeout(timer);
    timer = setTimeout(recheck, otherTabSettleMs);
  };
  target.addEventListener('storage', onStorage);
  return () => {
    clearTimeout(timer);
    target.removeEventListener('storage', onStorage);
  };
}
