/**
 * Who is signed in, for the header, the account screens and the admin guard. Amplify is
 * loaded only when needed: by `init()` when this browser holds a session, or by any action.
 *
 * Hook point for per-account data (guest-cart merge, profile keyed by user id):
 *
 *   const stop = onAccountChange((account, previous) => {
 *     if (account) mergeGuestCartInto(account.userId);   // signed in (or switched account)
 *     else forgetAccountData(previous!.userId);          // signed out
 *   });
 *
 * The listener runs whenever the signed-in account's id changes, not on the first
 * resolution from 'unknown' to signed out.
 */
import type {
  ConfirmSignUpOutput,
  ResendSignUpCodeOutput,
  ResetPasswordOutput,
  SignInOutput,
  SignUpOutput,
} from 'aws-amplify/auth';
import outputs from 'virtual:amplify-outputs';
import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type * as AuthClientModule from './client';
import type { Account, AuthEvent } from './client';
import { hasStoredSession } from './stored-session';

type AuthClient = typeof AuthClientModule;

export type AuthStatus = 'unknown' | 'signedOut' | 'signedIn';

export const adminGroup = 'admin';

export interface AuthState {
  status: AuthStatus;
  account: Account | null;
  /** Member of the admin group (ID token's `cognito:groups`). */
  isAdmin: boolean;
  /** Once at start-up: reads the session if this browser has one, else signed out. No Amplify otherwise. */
  init: () => Promise<void>;
  /** Loads Amplify, listens to its auth events and reads the account (the gated host's wrapper calls it). */
  refresh: () => Promise<Account | null>;
  signIn: (email: string, password: string) => Promise<SignInOutput>;
  /** Answers the new-password step of an invited account's first sign-in. */
  confirmNewPassword: (newPassword: string) => Promise<SignInOutput>;
  signUp: (email: string, password: string, name?: string) => Promise<SignUpOutput>;
  /** Confirms the code, then signs in automatically when the service offers it. */
  confirmSignUp: (email: string, code: string) => Promise<ConfirmSignUpOutput>;
  resendSignUpCode: (email: string) => Promise<ResendSignUpCodeOutput>;
  resetPassword: (email: string) => Promise<ResetPasswordOutput>;
  confirmResetPassword: (email: string, code: string, newPassword: string) => Promise<void>;
  signOut: () => Promise<void>;
  /** The access token the API checks; null when signed out (Amplify is loaded only if signed in). */
  accessToken: () => Promise<string | null>;
  /** The ID token, for the one call that needs the account's name (writing a review); null when signed out. */
  idToken: () => Promise<string | null>;
}

interface AuthStoreOptions {
  loadClient?: () => Promise<AuthClient>;
  storedSession?: () => boolean;
}

/** What must reach the server while the session lasts (the cart's last change): signing out waits for it. */
const signOutTasks = new Set<() => Promise<unknown>>();

/** Runs `task` (and waits for it) before every sign-out; returns the function that removes it. */
export function beforeSignOut(task: () => Promise<unknown>): () => void {
  signOutTasks.add(task);
  return () => signOutTasks.delete(task);
}

export function createAuthStore({
  loadClient = () => import('./client'),
  storedSession = () => hasStoredSession(outputs?.auth?.user_pool_client_id),
}: AuthStoreOptions = {}): StoreApi<AuthState> {
  return createStore<AuthState>()((set, get) => {
    let connection: Promise<AuthClient> | undefined;
    let initialised = false;

    const setAccount = (account: Account | null) =>
      set({
        status: account ? 'signedIn' : 'signedOut',
        account,
        isAdmin: account?.groups.includes(adminGroup) ?? false,
      });

    const onAuthEvent = (client: AuthClient, event: AuthEvent) => {
      if (event.type === 'signedIn' || event.type === 'tokenRefresh') void get().refresh();
      if (event.type === 'signedOut') setAccount(null);
      // A refresh that failed for lack of network keeps the session.
      if (event.type === 'tokenRefresh_failure' && !client.isNetworkError(event.error)) {
        setAccount(null);
      }
    };

    /** Loads and configures the client once, and subscribes to its events. */
    const connect = () => {
      connection ??= loadClient().then((client) => {
        client.configureAuth();
        client.listenToAuthEvents((event) => onAuthEvent(client, event));
        return client;
      });
      connection.catch(() => (connection = undefined));
      return connection;
    };

    return {
      status: 'unknown',
      account: null,
      isAdmin: false,
      init: async () => {
        if (initialised || get().status !== 'unknown') return;
        initialised = true;
        if (!storedSession()) return setAccount(null);
        try {
          await get().refresh();
        } catch (error) {
          console.error('Could not restore the session:', error);
          setAccount(null);
        }
      },
      refresh: async () => {
        const account = await (await connect()).currentAccount();
        setAccount(account);
        return account;
      },
      signIn: async (email, password) => {
        const result = await (await connect()).signIn(email, password);
        if (result.isSignedIn) await get().refresh();
        return result;
      },
      confirmNewPassword: async (newPassword) => {
        const result = await (await connect()).confirmNewPassword(newPassword);
        if (result.isSignedIn) await get().refresh();
        return result;
      },
      signUp: async (email, password, name) => (await connect()).signUp(email, password, name),
      confirmSignUp: async (email, code) => {
        const client = await connect();
        const result = await client.confirmSignUp(email, code);
        if (result.nextStep.signUpStep === 'COMPLETE_AUTO_SIGN_IN') {
          const signedIn = await client.autoSignIn();
          if (signedIn.isSignedIn) await get().refresh();
        }
        return result;
      },
      resendSignUpCode: async (email) => (await connect()).resendSignUpCode(email),
      resetPassword: async (email) => (await connect()).resetPassword(email),
      confirmResetPassword: async (email, code, newPassword) =>
        (await connect()).confirmResetPassword(email, code, newPassword),
      signOut: async () => {
        await Promise.allSettled([...signOutTasks].map((task) => task()));
        await (await connect()).signOut();
        setAccount(null);
      },
      accessToken: async () => {
        await get().init();
        if (get().status !== 'signedIn') return null;
        return (await connect()).accessToken();
      },
      idToken: async () => {
        await get().init();
        if (get().status !== 'signedIn') return null;
        return (await connect()).idToken();
      },
    };
  });
}

/** The app's one auth store. */
export const authStore = createAuthStore();

/** The auth state for screens; pass a selector to re-render only on what you read. */
export function useAuth(): AuthState;
export function useAuth<T>(selector: (state: AuthState) => T): T;
export function useAuth<T>(selector?: (state: AuthState) => T) {
  return useStore(authStore, selector ?? ((state) => state as unknown as T));
}

/**
 * Calls `listener(account, previous)` whenever the signed-in account changes (sign-in,
 * sign-out, another account). Returns the unsubscribe function.
 */
export function onAccountChange(
  listener: (account: Account | null, previous: Account | null) => void,
  store: StoreApi<AuthState> = authStore,
): () => void {
  return store.subscribe((state, previousState) => {
    if (state.account?.userId !== previousState.account?.userId) {
      listener(state.account, previousState.account);
    }
  });
}
