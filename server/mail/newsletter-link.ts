import { createHmac } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import { newsletterLinkDays } from '../../domain/message-schemas';
import { paths } from '../../domain/paths';

/**
 * The newsletter's confirmation link: a JWT (HS256) naming the address, for this purpose only,
 * that expires after `newsletterLinkDays`. Only the holder of the e-mail can confirm, so a
 * sign-up typed by anyone else subscribes nobody.
 */

const purpose = 'newsletter-confirmation';

/** A key of its own, derived from the server's mail-link secret (which also signs unsubscribes). */
const keyOf = (secret: string) => createHmac('sha256', secret).update(purpose).digest();

export function newsletterToken(secret: string, email: string, now: Date): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setAudience(purpose)
    .setSubject(email.trim())
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + newsletterLinkDays * 24 * 60 * 60)
    .sign(keyOf(secret));
}

export type NewsletterTokenCheck = { email: string } | { problem: 'invalid' | 'expired' };

/** The address a token was made for, or why it does not count. */
export async function checkNewsletterToken(
  secret: string,
  token: string,
  now: Date,
): Promise<NewsletterTokenCheck> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), {
      audience: purpose,
      algorithms: ['HS256'],
      currentDate: now,
      requiredClaims: ['exp', 'sub'],
    });
    return payload.sub?.includes('@') ? { email: payload.sub } : { problem: 'invalid' };
  } catch (error) {
    if (error instanceof errors.JWTExpired) return { problem: 'expired' };
    if (error instanceof errors.JOSEError) return { problem: 'invalid' };
    throw error;
  }
}

/** The app's confirmation page for a token. */
export function newsletterConfirmationUrl(publicUrl: string, token: string): string {
  return new URL(paths.newsletterConfirmation(token), publicUrl).href;
}
