import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Mail } from './mailer';
import { paths } from '../../domain/paths';
import type { Database } from '../db/client';
import { sharedSecret } from '../db/shared-secret';

/**
 * Unsubscribe links: the token is the address (base64url) and an HMAC-SHA256 of it under the
 * server's secret, so nobody can unsubscribe an address they did not receive mail at.
 */

const normalise = (email: string) => email.trim().toLowerCase();
const signatureOf = (secret: string, email: string) =>
  createHmac('sha256', secret).update(`unsubscribe:${email}`).digest();

export function unsubscribeToken(secret: string, email: string): string {
  const address = normalise(email);
  const encoded = Buffer.from(address).toString('base64url');
  return `${encoded}.${signatureOf(secret, address).toString('base64url')}`;
}

/** The address a token was made for, or null when it is malformed or its signature is wrong. */
export function emailOfToken(secret: string, token: string): string | null {
  const [encoded, signature, ...rest] = token.split('.');
  if (!encoded || !signature || rest.length > 0) return null;
  const address = Buffer.from(encoded, 'base64url').toString('utf8');
  if (!address.includes('@') || normalise(address) !== address) return null;
  const given = Buffer.from(signature, 'base64url');
  const expected = signatureOf(secret, address);
  return given.length === expected.length && timingSafeEqual(given, expected) ? address : null;
}

/** The app's /unsubscribe page for an address. */
export function unsubscribeUrl(publicUrl: string, secret: string, email: string): string {
  const url = new URL(paths.unsubscribe(), publicUrl);
  url.searchParams.set('token', unsubscribeToken(secret, email));
  return url.href;
}

/** The link at the foot of the text, and the List-Unsubscribe header mail clients show. */
export function withUnsubscribe(mail: Mail, url: string): Mail {
  return {
    ...mail,
    text: `${mail.text}\n\n---\nNo longer want these e-mails? Unsubscribe: ${url}`,
    headers: { ...mail.headers, 'List-Unsubscribe': `<${url}>` },
  };
}

/**
 * UNSUBSCRIBE_SECRET when set; otherwise one generated into the data directory on first start
 * and read back later, so links in e-mails already sent keep working after a restart.
 */
export function loadUnsubscribeSecret(configured: string | undefined, file: string): string {
  if (configured) return configured;
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored) return stored;
  }
  const secret = randomBytes(32).toString('base64url');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/**
 * The secret every process on the database uses: UNSUBSCRIBE_SECRET when set; otherwise, on
 * PostgreSQL (which several processes may share), one stored in the database by the first;
 * on PGlite (one process), the file in the data directory as before.
 */
export async function unsubscribeSecretFor(
  configured: string | undefined,
  database: Pick<Database, 'db' | 'kind'>,
  file: string,
): Promise<string> {
  if (configured) return configured;
  if (database.kind === 'postgres') return sharedSecret(database.db, 'unsubscribe');
  return loadUnsubscribeSecret(undefined, file);
}
