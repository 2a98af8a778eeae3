import { Hono } from 'hono';
import {
  confirmRenewalSchema,
  joinRequestSchema,
  membershipActionSchema,
} from '../../domain/membership';
import { requireSignIn } from '../auth';
import type { Caller } from '../caller';
import type { Clock } from '../clock';
import type { Db } from '../db/client';
import type { AppEnv } from '../env';
import type { IdentityDirectory } from '../identity/directory';
import type { MailOutbox } from '../mail/outbox';
import type { PaymentProvider } from '../payments/provider';
import {
  changeMembership,
  confirmRenewal,
  expireWaitingRenewals,
  getMembership,
  joinClub,
  renewMemberships,
} from '../services/membership';
import { validate } from '../validate';

export interface MembershipDeps {
  db: Db;
  payments: PaymentProvider;
  mailer: MailOutbox;
  clock: Clock;
  /** Finds a member's e-mail when the token does not carry it. */
  directory: Pick<IdentityDirectory, 'getUser'>;
  /** The store's address, for the link in a renewal-to-confirm e-mail. */
  publicUrl?: string;
}

/** The member's e-mail for renewal notices: the token's, else the user pool's, else none. */
async function accountEmail(deps: MembershipDeps, caller: Caller): Promise<string> {
  const fromToken = [caller.email, caller.username].find((value) => value?.includes('@'));
  if (fromToken) return fromToken;
  const user = await deps.directory.getUser(caller.sub).catch(() => undefined);
  return user?.email ?? '';
}

/**
 * Charges the caller's due renewal (if any) before their membership is read or changed, and
 * ends it when a renewal waited too long for their confirmation.
 */
export async function catchUpRenewals(deps: MembershipDeps, sub: string | undefined, now: Date) {
  if (!sub) return;
  await renewMemberships(deps.db, deps.payments, deps.mailer, now, sub, deps.publicUrl);
  await expireWaitingRenewals(deps.db, deps.payments, deps.mailer, now, sub);
}

/**
 * /api/membership: the signed-in customer's own Smokehouse Club membership. Join (charges the
 * first month), read, and pause / resume / cancel / change tier at the next renewal. No path
 * names an account: nobody can reach anyone else's.
 */
export const membershipRoutes = (deps: MembershipDeps) =>
  new Hono<AppEnv>()
    .use(requireSignIn('Sign in to join the Smokehouse Club'))
    .get('/', async (c) => {
      const now = deps.clock.now();
      await catchUpRenewals(deps, c.get('caller')?.sub, now);
      return c.json(await getMembership(deps.db, c.get('caller'), now));
    })
    .post('/', validate('json', joinRequestSchema), async (c) => {
      const now = deps.clock.now();
      await catchUpRenewals(deps, c.get('caller')?.sub, now);
      const caller = c.get('caller')!;
      const email = await accountEmail(deps, caller);
      const joined = await joinClub(
        deps.db,
        deps.payments,
        caller,
        c.req.valid('json'),
        now,
        email,
        deps.mailer,
      );
      return c.json(joined, 201);
    })
    .post('/renewal/confirm', validate('json', confirmRenewalSchema), async (c) => {
      const now = deps.clock.now();
      return c.json(
        await confirmRenewal(
          deps.db,
          deps.payments,
          c.get('caller'),
          c.req.valid('json').paymentIntentId,
          now,
          deps.mailer,
        ),
      );
    })
    .patch('/', validate('json', membershipActionSchema), async (c) => {
      const now = deps.clock.now();
      await catchUpRenewals(deps, c.get('caller')?.sub, now);
      const caller = c.get('caller')!;
      return c.json(
        await changeMembership(deps.db, caller, c.req.valid('json'), now, deps.mailer, () =>
          accountEmail(deps, caller),
        ),
      );
    });
