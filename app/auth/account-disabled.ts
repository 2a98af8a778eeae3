import { paths } from '@domain/paths';
import { authStore } from './auth-store';
import type { LoginLocationState } from './login-location';

type GoToLogin = (to: string, state: LoginLocationState) => unknown;

let goToLogin: GoToLogin | undefined;
let signingOut: Promise<void> | undefined;

/** How the app shows /login once a disabled account is signed out (main.tsx: the router). */
export function onAccountDisabled(go: GoToLogin): void {
  goToLogin = go;
}

/**
 * The API refused this browser's account as disabled (app/data/api.ts): signs it out and shows
 * /login with the reason. Once however many requests were refused together: the first waits
 * for it; the others, and those the sign-out itself makes (the cart's last save), do not.
 */
export async function signOutDisabledAccount(): Promise<void> {
  if (signingOut) return;
  signingOut = (async () => {
    await authStore.getState().signOut();
    await goToLogin?.(paths.login(), { accountDisabled: true });
  })();
  try {
    await signingOut;
  } finally {
    signingOut = undefined;
  }
}
