import { Hono } from 'hono';
import { memberListQuerySchema, type MemberAdminAction } from '../../domain/membership';
import { readers, writers } from '../../domain/permissions';
import { requireGroup } from '../auth';
import type { Caller } from '../caller';
import type { AppEnv } from '../env';
import { changeMemberAsAdmin, listMembers } from '../services/membership';
import { validate } from '../validate';
import { catchUpRenewals, type MembershipDeps } from './membership';
import { externalIdParam } from './params';

/**
 * /api/memberships: the Smokehouse Club's members for the console (filtered by tier, status and
 * e-mail, with the club's totals), and an admin's pause, resume or cancel at the next renewal,
 * recorded and e-mailed to the member. A member is named by their account's subject (the user
 * pool made it: `externalIdParam`).
 */
export const clubMemberRoutes = (deps: MembershipDeps) => {
  const findEmail = async (sub: string) =>
    (await deps.directory.getUser(sub).catch(() => undefined))?.email ?? '';
  /** A renewal that fell due is charged first, so the change applies to the period now. */
  const change = async (caller: Caller | null, sub: string, action: MemberAdminAction) => {
    const now = deps.clock.now();
    await catchUpRenewals(deps, sub, now);
    return changeMemberAsAdmin(deps.db, deps.mailer, caller, sub, action, now, findEmail);
  };
  const mayChange = requireGroup(...writers.members);
  return new Hono<AppEnv>()
    .get(
      '/',
      requireGroup(...readers.members),
      validate('query', memberListQuerySchema),
      async (c) => c.json(await listMembers(deps.db, c.get('caller'), c.req.valid('query'))),
    )
    .post('/:id/pause', mayChange, validate('param', externalIdParam), async (c) =>
      c.json(await change(c.get('caller'), c.req.valid('param').id, 'pause')),
    )
    .post('/:id/resume', mayChange, validate('param', externalIdParam), async (c) =>
      c.json(await change(c.get('caller'), c.req.valid('param').id, 'resume')),
    )
    .post('/:id/cancel', mayChange, validate('param', externalIdParam), async (c) =>
      c.json(await change(c.get('caller'), c.req.valid('param').id, 'cancel')),
    );
};
