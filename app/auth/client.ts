/**
 * The app's only door to Amplify Auth. Always load it with `import('./client')`: public
 * pages must not carry Amplify in their first load (performance).
 */
import { Amplify, type ResourcesConfig } from 'aws-amplify';
import {
  autoSignIn as amplifyAutoSignIn,
  confirmResetPassword as amplifyConfirmResetPassword,
  confirmSignIn as amplifyConfirmSignIn,
  confirmSignUp as amplifyConfirmSignUp,
  fetchAuthSession,
  getCurrentUser,
  resendSignUpCode as amplifyResendSignUpCode,
  resetPassword as amplifyResetPassword,
  signIn as amplifySignIn,
  signOut as amplifySignOut,
  signUp as amplifySignUp,
  signInWithRedirect,
  type SignInInput,
} from 'aws-amplify/auth';
import { Hub, parseAmplifyConfig } from 'aws-amplify/utils';
import bundledOutputs from 'virtual:amplify-outputs';
import { ConfigError } from './config-error';
import type { SocialProvider } from './social';

/** The password flows the app uses; the local identity service lacks SRP. */
export type PasswordAuthFlow = 'USER_PASSWORD_AUTH' | 'USER_SRP_AUTH';

/** The signed-in account, as screens and the admin guard read it. */
export interface Account {
  /** The user pool's `sub`: the key for the account's own data (orders, addresses, …). */
  userId: string;
  email: string;
  name?: string;
  /** From the ID token's `cognito:groups`. */
  groups: string[];
  loginId: string;
  authFlowType: string;
}

export interface AuthEvent {
  type: string;
  error?: unknown;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const nonEmptyString = (value: unknown): value is string =>
  typeof value === 'string' && value.trim() !== '';

/**
 * Amplify's configuration from Gen 2 outputs. `custom.userPoolEndpoint` (the local identity
 * service) becomes `Auth.Cognito.userPoolEndpoint`; `custom.authFlowType` picks the password
 * flow, otherwise Cognito's SRP flow is used, as a deployed pool's client allows.
 * @throws Error saying what is wrong with the outputs.
 */
export function amplifyConfigFrom(outputs: unknown): {
  config: ResourcesConfig;
  authFlowType: PasswordAuthFlow;
} {
  if (!isObject(outputs)) throw new Error('amplify_outputs.json is missing or not valid JSON');
  const auth = outputs.auth;
  if (!isObject(auth)) throw new Error('amplify_outputs.json has no "auth" section');
  for (const key of ['user_pool_id', 'user_pool_client_id'] as const) {
    if (!nonEmptyString(auth[key])) throw new Error(`amplify_outputs.json lacks auth.${key}`);
  }
  const custom = isObject(outputs.custom) ? outputs.custom : {};
  const config = parseAmplifyConfig(outputs as Parameters<typeof parseAmplifyConfig>[0]);
  const cognito = config.Auth?.Cognito;
  if (!cognito?.userPoolId) throw new Error('amplify_outputs.json has no Cognito user pool');
  if (custom.userPoolEndpoint !== undefined) {
    if (!nonEmptyString(custom.userPoolEndpoint) || !URL.canParse(custom.userPoolEndpoint)) {
      throw new Error('amplify_outputs.json has an invalid custom.userPoolEndpoint');
    }
    // parseAmplifyConfig returns a fresh object; Gen 2 outputs have no field for this.
    Object.assign(cognito, { userPoolEndpoint: custom.userPoolEndpoint });
  }
  const authFlowType =
    custom.authFlowType === 'USER_PASSWORD_AUTH' ? 'USER_PASSWORD_AUTH' : 'USER_SRP_AUTH';
  return { config, authFlowType };
}

let passwordAuthFlow: PasswordAuthFlow | undefined;

/**
 * Configures Amplify once, from the bundled amplify_outputs.json unless outputs are given.
 * @throws ConfigError with the user-facing message; the details go to the console.
 */
export function configureAuth(outputs: unknown = bundledOutputs): void {
  if (passwordAuthFlow) return;
  try {
    const { config, authFlowType } = amplifyConfigFrom(outputs);
    Amplify.configure(config);
    passwordAuthFlow = authFlowType;
  } catch (error) {
    console.error('Identity configuration error:', (error as Error).message);
    throw new ConfigError();
  }
}

/** The password flow for sign-in (also for the Authenticator's service overrides). */
export function authFlowType(): PasswordAuthFlow {
  configureAuth();
  return passwordAuthFlow!;
}

export function signIn(email: string, password: string) {
  return amplifySignIn({ username: email, password, options: { authFlowType: authFlowType() } });
}

/** An invited account's first sign-in: its own password answers NEW_PASSWORD_REQUIRED. */
export function confirmNewPassword(newPassword: string) {
  configureAuth();
  return amplifyConfirmSignIn({ challengeResponse: newPassword });
}

/**
 * The Authenticator's sign-in (its `services.handleSignIn` on gated hosts): what it was
 * given, with the app's password flow, which the local identity service needs.
 */
export function authenticatorSignIn(input: SignInInput) {
  return amplifySignIn({ ...input, options: { ...input.options, authFlowType: authFlowType() } });
}

/**
 * Leaves for the provider's sign-in through the pool's hosted page, which returns to
 * /auth/callback (app/screens/auth-callback) carrying `returnTo` for afterwards.
 */
export function signInWithProvider(provider: SocialProvider, returnTo: string) {
  configureAuth();
  return signInWithRedirect({ provider, customState: returnTo });
}

/** Creates the account; after confirmSignUp, autoSignIn() signs it in. */
export function signUp(email: string, password: string, name?: string) {
  return amplifySignUp({
    username: email,
    password,
    options: {
      userAttributes: name ? { email, name } : { email },
      autoSignIn: { authFlowType: authFlowType() },
    },
  });
}

export function confirmSignUp(email: string, code: string) {
  configureAuth();
  return amplifyConfirmSignUp({ username: email, confirmationCode: code });
}

/** Completes sign-up with a sign-in, when confirmSignUp's next step is COMPLETE_AUTO_SIGN_IN. */
export function autoSignIn() {
  configureAuth();
  return amplifyAutoSignIn();
}

export function resendSignUpCode(email: string) {
  configureAuth();
  return amplifyResendSignUpCode({ username: email });
}

export function resetPassword(email: string) {
  configureAuth();
  return amplifyResetPassword({ username: email });
}

export function confirmResetPassword(email: string, code: string, newPassword: string) {
  configureAuth();
  return amplifyConfirmResetPassword({ username: email, confirmationCode: code, newPassword });
}

export function signOut() {
  configureAuth();
  return amplifySignOut();
}

const stringClaim = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** The signed-in account, or null when nobody is signed in. */
export async function currentAccount(): Promise<Account | null> {
  configureAuth();
  let user: Awaited<ReturnType<typeof getCurrentUser>>;
  try {
    user = await getCurrentUser();
  } catch (error) {
    if ((error as Error).name === 'UserUnAuthenticatedException') return null;
    throw error;
  }
  const claims = (await fetchAuthSession()).tokens?.idToken?.payload;
  if (!claims) return null;
  const groups = claims['cognito:groups'];
  const loginId = user.signInDetails?.loginId ?? stringClaim(claims.email) ?? user.username;
  return {
    userId: user.userId,
    email: stringClaim(claims.email) ?? loginId,
    name: stringClaim(claims.name),
    groups: Array.isArray(groups) ? groups.filter((g): g is string => typeof g === 'string') : [],
    loginId,
    authFlowType: user.signInDetails?.authFlowType ?? authFlowType(),
  };
}

/** The signed-in account's access token for the store's API (refreshed when near expiry), or null. */
export async function accessToken(): Promise<string | null> {
  configureAuth();
  try {
    return (await fetchAuthSession()).tokens?.accessToken?.toString() ?? null;
  } catch {
    return null;
  }
}

/**
 * The signed-in account's ID token, or null. It names the account (`name`, `email`): the
 * server takes a review's author name from it, never from what the page sends.
 */
export async function idToken(): Promise<string | null> {
  configureAuth();
  try {
    return (await fetchAuthSession()).tokens?.idToken?.toString() ?? null;
  } catch {
    return null;
  }
}

/** Amplify's auth events (signedIn, signedOut, tokenRefresh, tokenRefresh_failure, …). */
export function listenToAuthEvents(listener: (event: AuthEvent) => void): () => void {
  return Hub.listen('auth', ({ payload }) => {
    const data: unknown = 'data' in payload ? payload.data : undefined;
    listener({ type: payload.event, error: isObject(data) ? data.error : undefined });
  });
}

/** A failure to reach the service, as opposed to the service refusing. */
export function isNetworkError(error: unknown) {
  return isObject(error) && error.name === 'NetworkError';
}
