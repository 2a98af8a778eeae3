import { paths } from '../../domain/paths';

/**
 * What a deploy switches on, read from the environment of `npx ampx sandbox` or of the Amplify
 * console's build (Hosting > Environment variables). Nothing here is a secret: the providers'
 * credentials stay in Amplify's secrets (`npx ampx sandbox secret set GOOGLE_CLIENT_SECRET`, or
 * Hosting > Secrets), read by `secret(...)` at deploy time.
 */

/** The social providers Amplify Gen 2 offers, by the name AUTH_SOCIAL_PROVIDERS uses. */
export const socialProviderNames = ['google', 'facebook', 'amazon', 'apple'] as const;
export type SocialProviderName = (typeof socialProviderNames)[number];

/** The page a social sign-in returns to (app/screens/auth-callback), on each site origin. */
export const callbackPath = paths.authCallback();

export interface AuthSettings {
  /** AUTH_SOCIAL_PROVIDERS: none unless named, so a deploy needs no provider's secrets. */
  socialProviders: SocialProviderName[];
  /** AUTH_SITE_ORIGINS: where the hosted sign-in may return (callback) and sign out to. */
  siteOrigins: string[];
  /** AUTH_EMAIL_FROM (a verified SES identity): Cognito's codes go out through SES. */
  emailSender?: { fromEmail: string; fromName?: string; replyTo?: string };
}

const listOf = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');

const isSocialProvider = (name: string): name is SocialProviderName =>
  (socialProviderNames as readonly string[]).includes(name);

/** An http(s) origin with no path: 'https://www.example.com'. */
function originOf(value: string): string {
  if (!URL.canParse(value)) throw new Error(`AUTH_SITE_ORIGINS: "${value}" is not a URL`);
  const url = new URL(value);
  if (!['http:', 'https:'].includes(url.protocol) || url.origin !== value.replace(/\/$/, '')) {
    throw new Error(`AUTH_SITE_ORIGINS: "${value}" is not an origin like https://www.example.com`);
  }
  return url.origin;
}

/**
 * The deploy's auth settings.
 * @throws Error in one line naming the value that is wrong.
 */
export function authSettingsFrom(env: Record<string, string | undefined>): AuthSettings {
  const socialProviders = listOf(env.AUTH_SOCIAL_PROVIDERS).map((name) => {
    const lower = name.toLowerCase();
    if (!isSocialProvider(lower)) {
      throw new Error(
        `AUTH_SOCIAL_PROVIDERS: "${name}" is not one of ${socialProviderNames.join(', ')}`,
      );
    }
    return lower;
  });
  const origins = listOf(env.AUTH_SITE_ORIGINS).map(originOf);
  const settings: AuthSettings = {
    socialProviders: [...new Set(socialProviders)],
    siteOrigins: origins.length > 0 ? origins : ['http://localhost:5173'],
  };
  const fromEmail = env.AUTH_EMAIL_FROM?.trim();
  if (fromEmail) {
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(fromEmail)) {
      throw new Error(`AUTH_EMAIL_FROM: "${fromEmail}" is not an e-mail address`);
    }
    settings.emailSender = {
      fromEmail,
      ...(env.AUTH_EMAIL_FROM_NAME?.trim() && { fromName: env.AUTH_EMAIL_FROM_NAME.trim() }),
      ...(env.AUTH_EMAIL_REPLY_TO?.trim() && { replyTo: env.AUTH_EMAIL_REPLY_TO.trim() }),
    };
  }
  return settings;
}
