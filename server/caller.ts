import { isMemberOfAny } from '../domain/permissions';
import { Forbidden, Unauthorized } from './errors';

/** Who is calling, from a verified token only: the user pool's subject, e-mail and groups. */
export interface Caller {
  sub: string;
  email?: string;
  /** The `name` claim: ID tokens carry it, access tokens do not. */
  name?: string;
  /** The access token's `username` (an e-mail with the local pool, a uuid with Cognito's e-mail sign-in). */
  username?: string;
  groups: string[];
  /** When the token was issued (`iat`, seconds): older than a revocation, it is refused. */
  issuedAt?: number;
}

/** What a customer-facing author line says when the token names nobody. */
export const anonymousAuthorName = 'Customer';

/**
 * The name shown beside what the caller writes, from the verified token only: its `name`, else
 * the local part of its e-mail (the `email` claim, or a `username` that is an e-mail), else
 * 'Customer'. Never the request body, so nobody can review under another name.
 */
export function displayNameOf(caller: Caller): string {
  const name = caller.name?.trim();
  if (name) return name.slice(0, 120);
  const email = [caller.email, caller.username].find((value) => value?.includes('@'));
  const localPart = email?.slice(0, email.lastIndexOf('@')).trim();
  return localPart ? localPart.slice(0, 120) : anonymousAuthorName;
}

/** The service-side check of domain/permissions.ts's rule: anonymous → 401, outside the groups → 403. */
export function authorize(caller: Caller | null, allowed: readonly string[]): Caller {
  if (!caller) throw new Unauthorized();
  if (!isMemberOfAny(caller.groups, allowed)) throw new Forbidden();
  return caller;
}
