import { describe, expect, it } from 'vitest';
import { createAuthStore } from '../auth/auth-store';
import type * as AuthClientModule from '../auth/client';
import { browserProfileId } from './owner';
import { ownerIdOf, resolveOwnerId } from './owner';

const account = {
  userId: 'user-pat',
  email: 'pat@example.com',
  groups: [],
  loginId: 'pat@example.com',
  authFlowType: 'USER_PASSWORD_AUTH',
};

function fakeClient(current: typeof account | null) {
  return {
    configureAuth: () => undefined,
    listenToAuthEvents: () => () => undefined,
    currentAccount: async () => current,
    isNetworkError: () => false,
  } as unknown as typeof AuthClientModule;
}

describe('profile owner', () => {
  it("is the signed-in account, else the browser's own profile", () => {
    expect(ownerIdOf({ account: null })).toBe(browserProfileId);
    expect(ownerIdOf({ account: account as never })).toBe('user-pat');
  });

  it('waits for a restored session before answering', async () => {
    const store = createAuthStore({
      loadClient: async () => fakeClient(account),
      storedSession: () => true,
    });
    expect(await resolveOwnerId(store)).toBe('user-pat');
  });

  it('answers with the browser profile when no session is stored', async () => {
    const store = createAuthStore({
      loadClient: async () => fakeClient(null),
      storedSession: () => false,
    });
    expect(await resolveOwnerId(store)).toBe(browserProfileId);
  });

  it('gives up waiting after the time limit', async () => {
    const store = createAuthStore({
      loadClient: () => new Promise(() => undefined),
      storedSession: () => true,
    });
    expect(await resolveOwnerId(store, 20)).toBe(browserProfileId);
  });
});
