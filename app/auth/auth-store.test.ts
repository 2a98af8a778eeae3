import { describe, expect, it, vi } from 'vitest';
import { beforeSignOut, createAuthStore, onAccountChange } from './auth-store';
import type { Account, AuthEvent } from './client';

const admin: Account = {
  userId: 'u-admin',
  email: 'admin@example.com',
  name: 'Avery Admin',
  groups: ['admin'],
  loginId: 'admin@example.com',
  authFlowType: 'USER_PASSWORD_AUTH',
};
const customer: Account = { ...admin, userId: 'u-customer', email: 'c@example.com', groups: [] };

/** A stand-in for ./client: one account, and a way to fire Amplify's Hub events. */
function fakeClient(initial: Account | null = null) {
  let account = initial;
  let emit: (event: AuthEvent) => void = () => {};
  const client = {
    configureAuth: vi.fn(),
    listenToAuthEvents: vi.fn((listener: (event: AuthEvent) => void) => {
      emit = listener;
      return () => {};
    }),
    isNetworkError: (error: unknown) => (error as Error | undefined)?.name === 'NetworkError',
    currentAccount: vi.fn(async () => account),
    signIn: vi.fn(async (email: string) => {
      account = email === admin.email ? admin : customer;
      return { isSignedIn: true, nextStep: { signInStep: 'DONE' } };
    }),
    confirmSignUp: vi.fn(async () => ({
      isSignUpComplete: true,
      nextStep: { signUpStep: 'COMPLETE_AUTO_SIGN_IN' },
    })),
    autoSignIn: vi.fn(async () => {
      account = customer;
      return { isSignedIn: true, nextStep: { signInStep: 'DONE' } };
    }),
    signOut: vi.fn(async () => {
      account = null;
    }),
  };
  const loadClient = vi.fn(async () => client as never);
  return { client, loadClient, emit: (event: AuthEvent) => emit(event) };
}

describe('auth store', () => {
  it('does not load Amplify at start-up when the browser holds no session', async () => {
    const { loadClient } = fakeClient();
    const store = createAuthStore({ loadClient, storedSession: () => false });
    expect(store.getState().status).toBe('unknown');
    await store.getState().init();
    expect(store.getState().status).toBe('signedOut');
    expect(loadClient).not.toHaveBeenCalled();
  });

  it('restores a stored session and reads admin from the groups', async () => {
    const { loadClient, client } = fakeClient(admin);
    const store = createAuthStore({ loadClient, storedSession: () => true });
    await store.getState().init();
    await store.getState().init();
    expect(store.getState()).toMatchObject({ status: 'signedIn', account: admin, isAdmin: true });
    expect(client.configureAuth).toHaveBeenCalledTimes(1);
    expect(client.listenToAuthEvents).toHaveBeenCalledTimes(1);
  });

  it('signs in, signs out and tells account listeners', async () => {
    const { loadClient } = fakeClient();
    const store = createAuthStore({ loadClient, storedSession: () => false });
    const changes: [string | undefined, string | undefined][] = [];
    onAccountChange(
      (account, previous) => changes.push([account?.userId, previous?.userId]),
      store,
    );
    await store.getState().init();
    await store.getState().signIn('c@example.com', 'secret');
    expect(store.getState()).toMatchObject({ status: 'signedIn', isAdmin: false });
    await store.getState().signOut();
    expect(store.getState()).toMatchObject({ status: 'signedOut', account: null });
    expect(changes).toEqual([
      ['u-customer', undefined],
      [undefined, 'u-customer'],
    ]);
  });

  it('finishes what must reach the server before signing out', async () => {
    const { loadClient, client } = fakeClient(customer);
    const store = createAuthStore({ loadClient, storedSession: () => true });
    await store.getState().init();
    const order: string[] = [];
    const remove = beforeSignOut(async () => {
      await Promise.resolve();
      order.push(`cart saved while ${store.getState().status}`);
    });
    client.signOut.mockImplementationOnce(async () => void order.push('signed out'));
    await store.getState().signOut();
    remove();
    expect(order).toEqual(['cart saved while signedIn', 'signed out']);
  });

  it('signs in automatically after confirming a sign-up', async () => {
    const { loadClient, client } = fakeClient();
    const store = createAuthStore({ loadClient, storedSession: () => false });
    await store.getState().confirmSignUp('c@example.com', '123456');
    expect(client.autoSignIn).toHaveBeenCalled();
    expect(store.getState().account).toEqual(customer);
  });

  it('follows Hub events: sign-in elsewhere, sign-out, refresh failures', async () => {
    const { loadClient, emit, client } = fakeClient(admin);
    const store = createAuthStore({ loadClient, storedSession: () => true });
    await store.getState().init();

    emit({ type: 'tokenRefresh_failure', error: { name: 'NetworkError' } });
    expect(store.getState().status).toBe('signedIn');
    emit({ type: 'tokenRefresh_failure', error: { name: 'NotAuthorizedException' } });
    expect(store.getState().status).toBe('signedOut');

    emit({ type: 'signedIn' });
    await vi.waitFor(() => expect(store.getState().status).toBe('signedIn'));
    expect(client.currentAccount).toHaveBeenCalledTimes(2);
    emit({ type: 'signedOut' });
    expect(store.getState()).toMatchObject({ status: 'signedOut', isAdmin: false });
  });

  it('falls back to signed out when the stored session cannot be read', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const loadClient = vi.fn(async () => {
      throw new Error('Configuration error (see console) – please contact the administrator');
    });
    const store = createAuthStore({ loadClient, storedSession: () => true });
    await store.getState().init();
    expect(store.getState().status).toBe('signedOut');
    expect(consoleError).toHaveBeenCalled();
    consoleError.mockRestore();
  });
});
