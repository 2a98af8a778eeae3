/**
 * The social sign-ins a deployed pool offers, from amplify_outputs.json
 * (`auth.oauth.identity_providers`, written when amplify/auth switches them on). The local
 * identity service offers none, and the app then shows no social button.
 */

/** Amplify's name for each provider (signInWithRedirect), and the label its button shows. */
export type SocialProvider = 'Google' | 'Facebook' | 'Amazon' | 'Apple';

const byOutputName: Record<string, SocialProvider> = {
  GOOGLE: 'Google',
  FACEBOOK: 'Facebook',
  LOGIN_WITH_AMAZON: 'Amazon',
  SIGN_IN_WITH_APPLE: 'Apple',
};

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The providers the outputs name, in their order; none when the hosted sign-in is not set up. */
export function socialProvidersOf(outputs: unknown): SocialProvider[] {
  const auth = isObject(outputs) && isObject(outputs.auth) ? outputs.auth : undefined;
  const oauth = auth && isObject(auth.oauth) ? auth.oauth : undefined;
  if (!oauth || typeof oauth.domain !== 'string' || !Array.isArray(oauth.identity_providers)) {
    return [];
  }
  const named = oauth.identity_providers.flatMap((name) =>
    typeof name === 'string' && Object.hasOwn(byOutputName, name) ? [byOutputName[name]!] : [],
  );
  return [...new Set(named)];
}
