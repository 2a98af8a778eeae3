import { defineAuth, secret } from '@aws-amplify/backend';

/**
 * Where the hosted sign-in returns to after a social sign-in or sign-out: the root of each
 * site. The `.example` host is a placeholder: put the shop's real
 * domains here before deploying.
 */
const siteRoots = ['http://localhost:5173/', 'https://www.forgeandflame.example/'];

/**
 * The real user pool for Amplify Gen 2 (`npx ampx sandbox` / a branch deploy writes its
 * amplify_outputs.json, which replaces the local identity service's). Not deployed here.
 * Provider credentials are secrets: `npx ampx sandbox secret set GOOGLE_CLIENT_ID`, …
 */
export const auth = defineAuth({
  loginWith: {
    email: {
      verificationEmailStyle: 'CODE',
      verificationEmailSubject: 'Your Forge & Flame confirmation code',
      verificationEmailBody: (createCode) =>
        `Your Forge & Flame confirmation code is ${createCode()}. It may take a minute to arrive.`,
    },
    externalProviders: {
      google: {
        clientId: secret('GOOGLE_CLIENT_ID'),
        clientSecret: secret('GOOGLE_CLIENT_SECRET'),
        scopes: ['email', 'openid', 'profile'],
        attributeMapping: { email: 'email', fullname: 'name' },
      },
      facebook: {
        clientId: secret('FACEBOOK_CLIENT_ID'),
        clientSecret: secret('FACEBOOK_CLIENT_SECRET'),
        scopes: ['email', 'public_profile'],
        attributeMapping: { email: 'email', fullname: 'name' },
      },
      loginWithAmazon: {
        clientId: secret('LOGINWITHAMAZON_CLIENT_ID'),
        clientSecret: secret('LOGINWITHAMAZON_CLIENT_SECRET'),
        scopes: ['profile'],
        attributeMapping: { email: 'email', fullname: 'name' },
      },
      signInWithApple: {
        clientId: secret('SIWA_CLIENT_ID'),
        teamId: secret('SIWA_TEAM_ID'),
        keyId: secret('SIWA_KEY_ID'),
        privateKey: secret('SIWA_PRIVATE_KEY'),
        scopes: ['email', 'name'],
        attributeMapping: { email: 'email', fullname: 'name' },
      },
      scopes: ['EMAIL', 'OPENID', 'PROFILE'],
      callbackUrls: siteRoots,
      logoutUrls: siteRoots,
    },
  },
  userAttributes: {
    email: { required: true, mutable: true },
    fullname: { required: false, mutable: true },
  },
  accountRecovery: 'EMAIL_ONLY',
  multifactor: { mode: 'OPTIONAL', totp: true },
  // Members of admin open /admin-console and /admin/*; the app reads `cognito:groups`.
  groups: ['admin', 'editor'],
});
