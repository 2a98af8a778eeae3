import { paths } from '../../domain/paths';

/**
 * Where signing in returns to: the guard's `?redirect=…`, else the page the visitor was on
 * before the account screens, else the profile.
 */

/** The account screens: never a place to return to after signing in. */
export const accountPaths: readonly string[] = [
  paths.login(),
  paths.register(),
  paths.forgotPassword(),
  paths.authCallback(),
];

export const defaultReturnPath = paths.profile();

/**
 * A path inside this app, or null: it must start with a single '/', so '?redirect=' can
 * never send anyone to another site ('//evil.example', 'https://…', '/\\evil.example').
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
    return null;
  }
  try {
    const url = new URL(value, 'http://app.invalid');
    if (url.origin !== 'http://app.invalid') return null;
    if (accountPaths.includes(url.pathname)) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

/** '/login?redirect=%2Fadmin%2Forders' for a guarded page. */
export function loginHref(returnTo?: string | null): string {
  return paths.login(safeReturnPath(returnTo) ?? undefined);
}

let lastPage: string | null = null;

/** Called on every navigation (app/main.tsx): remembers the last page outside the account screens. */
export function rememberPage(location: { pathname: string; search?: string; hash?: string }) {
  const path = safeReturnPath(`${location.pathname}${location.search ?? ''}${location.hash ?? ''}`);
  if (path) lastPage = path;
}

/** The page to show after signing in. */
export function returnPathAfterSignIn(redirect: string | null, previousPage = lastPage): string {
  return safeReturnPath(redirect) ?? safeReturnPath(previousPage) ?? defaultReturnPath;
}
