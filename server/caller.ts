import { isMemberOfAny } from '../domain/permissions';
import { Forbidden, Unauthorized } from './errors';

/** Who is calling, from a verified token only: the user pool's subject, e-mail and groups. */
export interface Caller {
  sub: string;
  email?: string;
  groups: string[];
}

/** The service-side check of domain/permissions.ts's rule: anonymous → 401, outside the groups → 403. */
export function authorize(caller: Caller | null, allowed: readonly string[]): Caller {
  if (!caller) throw new Unauthorized();
  if (!isMemberOfAny(caller.groups, allowed)) throw new Forbidden();
  return caller;
}
