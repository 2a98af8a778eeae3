import { defineAuth, secret } from '@aws-amplify/backend';
import { brand } from '../../domain/brand';
import { groups } from '../../domain/permissions';
import { authSettingsFrom, callbackPath, type AuthSettings } from './settings';

const settings = authSettingsFrom(process.env);

/** Each social provider, built only when AUTH_SOCIAL_PROVIDERS names it: its secrets are then needed. */
const providers = {
  google: () => ({
    google: {
      clientId: secret('GOOGLE_CLIENT_ID'),
      clientSecret: secret('GOOGLE_CLIENT_SECRET'),
      scopes: ['email', 'openid', 'profile'],
      attributeMapping: { email: 'email', fullname: 'name' },
    },
  }),
  facebook: () => ({
    facebook: {
      clientId: secret('FACEBOOK_CLIENT_ID'),
      clientSecret: secret('FACEBOOK_CLIENT_SECRET'),
      scopes: ['email', 'public_profile'],
      attributeMapping: { email: 'email', fullname: 'name' },
    },
  }),
  amazon: () => ({
    loginWithAmazon: {
      clientId: secret('LOGINWITHAMAZON_CLIENT_ID'),
      clientSecret: secret('LOGINWITHAMAZON_CLIENT_SECRET'),
      scopes: ['profile'],
      attributeMapping: { email: 'email', fullname: 'name' },
    },
  }),
  apple: () => ({
    signInWithApple: {
      clientId: secret('SIWA_CLIENT_ID'),
      teamId: secret('SIWA_TEAM_ID'),
      keyId: secret('SIWA_KEY_ID'),
      privateKey: secret('SIWA_PRIVATE_KEY'),
      scopes: ['email', 'name'],
      attributeMapping: { email: 'email', fullname: 'name' },
    },
  }),
} as const;

/** The hosted sign-in's settings, or none when no social provider is on (nothing to redirect to). */
// The hosted sign-in's domain is Amplify's: it names it after the backend (a stable hash).
function externalProvidersOf({ socialProviders, siteOrigins }: AuthSettings) {
  if (socialProviders.length === 0) return undefined;
  return Object.assign(
    {
      scopes: ['EMAIL', 'OPENID', 'PROFILE'] as ('EMAIL' | 'OPENID' | 'PROFILE')[],
      // The callback page loads Amplify and completes the code exchange (app/screens/auth-callback).
      callbackUrls: siteOrigins.map((origin) => `${origin}${callbackPath}`),
      logoutUrls: siteOrigins.map((origin) => `${origin}/`),
    },
    ...socialProviders.map((name) => providers[name]()),
  );
}

const externalProviders = externalProvidersOf(settings);

/**
 * The real user pool for Amplify Gen 2 (`npx ampx sandbox` / a branch deploy writes its
 * amplify_outputs.json, which replaces the local identity service's). What the environment
 * switches on: amplify/auth/settings.ts.
 */
export const auth = defineAuth({
  loginWith: {
    email: {
      verificationEmailStyle: 'CODE',
      verificationEmailSubject: `Your ${brand.name} confirmation code`,
      verificationEmailBody: (createCode) =>
        `Your ${brand.name} confirmation code is ${createCode()}. It may take a minute to arrive.`,
    },
    ...(externalProviders && { externalProviders }),
  },
  userAttributes: {
    email: { required: true, mutable: true },
    fullname: { required: false, mutable: true },
  },
  accountRecovery: 'EMAIL_ONLY',
  multifactor: { mode: 'OPTIONAL', totp: true },
  // Members of admin run the console; editors write recipes and content. The app and the
  // server read `cognito:groups`.
  groups: [groups.admin, groups.editor],
  // Cognito's own sender allows about 50 e-mails a day: a shop sends through SES.
  ...(settings.emailSender && { senders: { email: settings.emailSender } }),
});
