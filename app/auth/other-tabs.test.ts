import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStore } from 'zustand/vanilla';
import type { AuthState } from './auth-store';
import { followSignInsInOtherTabs, otherTabSettleMs, shouldRecheck } from './other-tabs';

const tokenKey = 'CognitoIdentityServiceProvider.client.user.idToken';

describe('sessions changed in another tab', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("re-reads only for Amplify's keys, once this tab knows its own state", () => {
    expect(shouldRecheck('ff.cart', 'signedIn', true)).toBe(false);
    expect(shouldRecheck(tokenKey, 'unknown', true)).toBe(false);
    expect(shouldRecheck(tokenKey, 'signedIn', false)).toBe(true);
    expect(shouldRecheck(tokenKey, 'signedOut', true)).toBe(true);
    expect(shouldRecheck(tokenKey, 'signedOut', false)).toBe(false);
    // localStorage.clear() in another tab.
    expect(shouldRecheck(null, 'signedIn', false)).toBe(true);
  });

  it('reads the session once after a burst of changes', () => {
    vi.useFakeTimers();
    const refresh = vi.fn(async () => null);
    const store = createStore<AuthState>(() => ({ status: 'signedIn', refresh }) as never);
    const listeners: ((event: StorageEvent) => void)[] = [];
    const target = {
      addEventListener: (_type: string, listener: (event: StorageEvent) => void) =>
        listeners.push(listener),
      removeEventListener: vi.fn(),
    };
    const stop = followSignInsInOtherTabs(store, 'client', target as never);
    for (const key of [
      tokenKey,
      `${tokenKey}x`,
      'CognitoIdentityServiceProvider.client.LastAuthUser',
    ]) {
      listeners[0]?.({ key } as StorageEvent);
    }
    vi.advanceTimersByTime(otherTabSettleMs);
    expect(refresh).toHaveBeenCalledOnce();
    stop();
    expect(target.removeEventListener).toHaveBeenCalled();
  });
});
