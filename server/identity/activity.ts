import { eq, inArray } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import type { Db } from '../db/client';
import { accountActivity } from '../db/schema';
import type { AppEnv } from '../env';
import { AccountDisabled, Unauthorized } from '../errors';
import type { IdentityDirectory } from './directory';

/** How often one process writes an account's Last Login (the time is shown to the minute). */
const lastSeenEveryMs = 60_000;

export const revokedMessage = 'Your access has changed since you signed in: sign in again';

/**
 * After `authenticate`: refuses a token issued before the account's tokens were revoked (an
 * admin disabled it or took a group away), and notes when the account was last seen. A refused
 * token of a disabled account says so (the user pool is asked only then): the app signs it out
 * with that message instead of asking it to sign in again.
 */
export function trackAccounts(db: Db, directory?: Pick<IdentityDirectory, 'getUser'>) {
  const written = new Map<string, number>();
  return createMiddleware<AppEnv>(async (c, next) => {
    const caller = c.get('caller');
    if (!caller) return next();
    const [row] = await db
      .select({ validAfter: accountActivity.tokensValidAfter })
      .from(accountActivity)
      .where(eq(accountActivity.sub, caller.sub));
    const validAfter = row?.validAfter?.getTime();
    // `iat` has whole seconds: a token of the revocation's own second is refused too.
    if (validAfter !== undefined && (caller.issuedAt ?? 0) * 1000 <= validAfter) {
      const account = await directory?.getUser(caller.sub).catch(() => undefined);
      throw account?.status === 'inactive'
        ? new AccountDisabled()
        : new Unauthorized(revokedMessage);
    }
    const now = Date.now();
    if (now - (written.get(caller.sub) ?? 0) > lastSeenEveryMs) {
      written.set(caller.sub, now);
      await db
        .insert(accountActivity)
        .values({ sub: caller.sub, lastSeenAt: new Date(now) })
        .onConflictDoUpdate({
          target: accountActivity.sub,
          set: { lastSeenAt: new Date(now) },
        });
    }
    return next();
  });
}

/** From now on, the account's earlier tokens are refused (they carry the old groups). */
export async function revokeTokens(db: Db, sub: string, now = new Date()): Promise<void> {
  const validAfter = now;
  await db
    .insert(accountActivity)
    .values({ sub, tokensValidAfter: validAfter })
    .onConflictDoUpdate({ target: accountActivity.sub, set: { tokensValidAfter: validAfter } });
}

/** Last Login per account, as the API last saw it. */
export async function lastSeen(db: Db, subs: string[]): Promise<Map<string, Date>> {
  if (subs.length === 0) return new Map();
  const rows = await db
    .select({ sub: accountActivity.sub, at: accountActivity.lastSeenAt })
    .from(accountActivity)
    .where(inArray(accountActivity.sub, subs));
  return new Map(rows.flatMap((r) => (r.at ? [[r.sub, r.at] as const] : [])));
}
