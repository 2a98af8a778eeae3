import { Hub } from 'aws-amplify/utils';
import { configureAuth } from './client';

/** The callback page was opened without an answer from the hosted sign-in. */
export class NoSignInToComplete extends Error {
  constructor() {
    super('This page completes a sign-in started with a social account; none is under way.');
    this.name = 'NoSignInToComplete';
  }
}

/**
 * On /auth/callback: Amplify exchanges the code the hosted sign-in returned for the
 * account's tokens. Resolves with the state the sign-in carried (the page to return to),
 * rejects with what refused it (the visitor cancelled, the code was spent, …).
 */
export function completeSocialSignIn(location: Location = window.location) {
  const query = new URLSearchParams(location.search);
  if (!query.has('code') && !query.has('error')) return Promise.reject(new NoSignInToComplete());
  return new Promise<string | undefined>((resolve, reject) => {
    let returnTo: string | undefined;
    // Listening first: the exchange starts as soon as the listener below is loaded.
    const stop = Hub.listen('auth', ({ payload }) => {
      if (payload.event === 'customOAuthState') returnTo = payload.data;
      else if (payload.event === 'signInWithRedirect') {
        stop();
        resolve(returnTo);
      } else if (payload.event === 'signInWithRedirect_failure') {
        stop();
        reject(payload.data?.error ?? new Error('The sign-in did not complete.'));
      }
    });
    import('aws-amplify/auth/enable-oauth-listener')
      .then(() => configureAuth())
      .catch((error: unknown) => {
        stop();
        reject(error);
      });
  });
}
