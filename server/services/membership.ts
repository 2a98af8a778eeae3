import { and, desc, eq, ilike, isNotNull, isNull, lte, ne, sql } from 'drizzle-orm';
import {
  addMonths,
  discountPercentOf,
  type ClubMember,
  type ClubMemberList,
  type JoinRequest,
  type MemberAdminAction,
  type MemberListQuery,
  type Membership,
  type MembershipAction,
  type MembershipView,
  type PendingChange,
  renewalConfirmDays,
} from '../../domain/membership';
import { paths } from '../../domain/paths';
import { readers, writers } from '../../domain/permissions';
import type { MembershipTier } from '../../domain/types';
import { signedIn } from './account';
import { authorize, type Caller } from '../caller';
import type { Db, Tx } from '../db/client';
import { membershipEvents, memberships, paymentMethods, siteContent } from '../db/schema';
import { Conflict, Forbidden, Invalid, NotFound, PaymentRequired } from '../errors';
import {
  joinedMail,
  memberChangedMail,
  renewalDeclinedMail,
  renewalExpiredMail,
  renewalToConfirmMail,
  renewedMail,
} from '../mail/membership-mail';
import type { MailOutbox } from '../mail/outbox';
import { storeDetailsForMail } from './settings';
import {
  PaymentAuthenticationRequired,
  PaymentDeclined,
  PaymentSourceInvalid,
  type PaymentProvider,
} from '../payments/provider';
import { chargedTransaction, type ChargeInTransaction } from './charged-transaction';

type MembershipRow = typeof memberships.$inferSelect;

/** A catch-up never charges more than a year of missed renewals in one go. */
const maxRenewalsAtOnce = 12;

async function clubTiers(db: Db | Tx): Promise<MembershipTier[]> {
  const [row] = await db
    .select({ value: siteContent.value })
    .from(siteContent)
    .where(eq(siteContent.key, 'club'));
  return (row?.value as { tiers?: MembershipTier[] } | undefined)?.tiers ?? [];
}

function toMembership(
  row: MembershipRow,
  tiers: readonly MembershipTier[],
  /** The member's own view: the client secret their browser confirms the payment with. */
  own = false,
): Membership {
  const nameOf = (id: string) => tiers.find((tier) => tier.id === id)?.name ?? id;
  const membership: Membership = {
    tierId: row.tierId,
    tierName: nameOf(row.tierId),
    priceCents: row.priceCents,
    status: row.status,
    startedAt: row.startedAt.toISOString(),
    currentPeriodEnd: row.currentPeriodEnd.toISOString(),
    pendingChange: row.pendingChange ?? null,
  };
  if (row.pendingChange?.startsWith('tier:')) {
    membership.pendingTierName = nameOf(row.pendingChange.slice('tier:'.length));
  }
  if (row.cardLast4) membership.card = { brand: row.cardBrand, last4: row.cardLast4 };
  if (row.renewalIntentId) {
    membership.paymentToConfirm = {
      paymentIntentId: row.renewalIntentId,
      amountCents: row.renewalAmountCents ?? row.priceCents,
      ...(own && row.renewalClientSecret
        ? { clientSecret: row.renewalClientSecret, paymentMethodId: row.paymentMethodId }
        : {}),
    };
  }
  return membership;
}

async function logEvent(
  tx: Db | Tx,
  row: Pick<MembershipRow, 'sub' | 'tierId'>,
  kind: string,
  at: Date,
  charge?: { amountCents: number; chargeId: string },
) {
  await tx.insert(membershipEvents).values({
    sub: row.sub,
    tierId: row.tierId,
    kind,
    at,
    amountCents: charge?.amountCents ?? 0,
    chargeId: charge?.chargeId ?? null,
  });
}

/** Whether a charge made it into the membership's history (a commit whose answer was lost). */
async function chargeLogged(db: Db, chargeId: string): Promise<boolean> {
  const [event] = await db
    .select({ id: membershipEvents.id })
    .from(membershipEvents)
    .where(eq(membershipEvents.chargeId, chargeId));
  return !!event;
}

/** Holds one account's joins to one at a time, from before its membership is read to the commit. */
async function lockMembershipOf(tx: Tx, sub: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`membership:${sub}`}, 0))`);
}

/**
 * Renews every membership whose period has ended by `now` (one account's with `sub`): a pending
 * cancel ends it, a pending pause pauses it with no charge, a tier change moves to the new
 * tier's price; otherwise the stored payment method pays the next month. A declined renewal ends
 * the membership; each charge and each decline is e-mailed to the member through the outbox, in
 * the renewal's transaction. Paused memberships keep their renewal date without paying until
 * they are resumed.
 */
export async function renewMemberships(
  db: Db,
  provider: PaymentProvider,
  mailer: MailOutbox,
  now: Date,
  sub?: string,
  /** The store's address, for the link in a renewal-to-confirm e-mail. */
  publicUrl = 'http://localhost:3000',
): Promise<void> {
  const due = and(
    ne(memberships.status, 'ended'),
    lte(memberships.currentPeriodEnd, now),
    // A renewal waiting for the member's confirmation is not charged again.
    isNull(memberships.renewalIntentId),
    sub === undefined ? undefined : eq(memberships.sub, sub),
  );
  const mailed = await chargedTransaction(
    db,
    provider,
    async (tx, charge) => {
      const rows = await tx.select().from(memberships).where(due).for('update');
      if (rows.length === 0) return false;
      const tiers = await clubTiers(tx);
      let wrote = false;
      for (const row of rows) {
        const renewed = await renewOne(tx, charge, tiers, row, now);
        if (
          !row.email ||
          (renewed.chargedCents.length === 0 && !renewed.declined && !renewed.toConfirm)
        ) {
          continue;
        }
        const store = await storeDetailsForMail(tx);
        const membership = toMembership(renewed.row, tiers);
        for (const amount of renewed.chargedCents) {
          await mailer.send(await renewedMail(row.email, membership, amount, store), { tx });
        }
        if (renewed.declined) {
          await mailer.send(await renewalDeclinedMail(row.email, membership, store), { tx });
        }
        if (renewed.toConfirm) {
          const confirmUrl = new URL(`${paths.smokehouseClub()}#confirm-renewal`, publicUrl).href;
          await mailer.send(await renewalToConfirmMail(row.email, membership, store, confirmUrl), {
            tx,
          });
        }
        wrote = true;
      }
      return wrote;
    },
    (chargeId) => chargeLogged(db, chargeId),
  );
  if (mailed) mailer.wake();
}

async function renewOne(
  tx: Tx,
  charge: ChargeInTransaction,
  tiers: readonly MembershipTier[],
  start: MembershipRow,
  now: Date,
): Promise<{
  row: MembershipRow;
  status: MembershipRow['status'];
  declined?: boolean;
  /** The bank wants the member to confirm this renewal's payment. */
  toConfirm?: boolean;
  /** What each renewal charged, oldest first. */
  chargedCents: number[];
}> {
  let row = { ...start };
  const chargedCents: number[] = [];
  for (let i = 0; i < maxRenewalsAtOnce && row.currentPeriodEnd <= now; i++) {
    const at = row.currentPeriodEnd;
    const change = row.pendingChange;
    const next = {
      periodsElapsed: row.periodsElapsed + 1,
      currentPeriodEnd: addMonths(row.billingAnchorAt, row.periodsElapsed + 1),
      pendingChange: null as PendingChange,
    };
    if (change === 'cancel') {
      row = { ...row, status: 'ended', endedAt: at, pendingChange: null };
      await logEvent(tx, row, 'ended', at);
      break;
    }
    if (change === 'pause' || (row.status === 'paused' && change !== 'resume')) {
      if (row.status !== 'paused') await logEvent(tx, row, 'paused', at);
      row = { ...row, ...next, status: 'paused' };
      continue;
    }
    if (change?.startsWith('tier:')) {
      const tier = tiers.find((t) => t.id === change.slice('tier:'.length));
      if (tier) row = { ...row, tierId: tier.id, priceCents: tier.priceCents };
    }
    try {
      const charged = await charge({
        source: { paymentMethodId: row.paymentMethodId },
        amountCents: row.priceCents,
        offSession: true,
      });
      row = { ...row, ...next, status: 'active' };
      await logEvent(tx, row, 'renewed', at, {
        amountCents: row.priceCents,
        chargeId: charged.chargeId,
      });
      chargedCents.push(row.priceCents);
    } catch (error) {
      if (error instanceof PaymentAuthenticationRequired) {
        // Not renewed yet: the period stays ended (no member discount) until the member
        // confirms the payment from the e-mailed link; a tier change is already applied.
        row = {
          ...row,
          pendingChange: change?.startsWith('tier:') ? null : row.pendingChange,
          renewalIntentId: error.paymentIntentId,
          renewalClientSecret: error.clientSecret,
          renewalAmountCents: row.priceCents,
          renewalAskedAt: now,
        };
        await logEvent(tx, row, 'renewal-needs-confirmation', at);
        await saveRow(tx, row, now);
        return { row, status: row.status, toConfirm: true, chargedCents };
      }
      if (!(error instanceof PaymentDeclined || error instanceof PaymentSourceInvalid)) throw error;
      row = { ...row, status: 'ended', endedAt: at, pendingChange: null };
      await logEvent(tx, row, 'renewal-declined', at);
      await saveRow(tx, row, now);
      return { row, status: 'ended', declined: true, chargedCents };
    }
  }
  await saveRow(tx, row, now);
  return { row, status: row.status, chargedCents };
}

async function saveRow(tx: Tx, row: MembershipRow, now: Date) {
  await tx
    .update(memberships)
    .set({
      tierId: row.tierId,
      priceCents: row.priceCents,
      status: row.status,
      periodsElapsed: row.periodsElapsed,
      currentPeriodEnd: row.currentPeriodEnd,
      pendingChange: row.pendingChange,
      renewalIntentId: row.renewalIntentId,
      renewalClientSecret: row.renewalClientSecret,
      renewalAmountCents: row.renewalAmountCents,
      renewalAskedAt: row.renewalAskedAt,
      endedAt: row.endedAt,
      updatedAt: now,
    })
    .where(eq(memberships.sub, row.sub));
}

/**
 * Applies the renewal waiting on `paymentIntentId`, now paid: the next period, the charge in
 * the history. Once: the row no longer names the intent after, so the member's confirm and
 * Stripe's `payment_intent.succeeded` (whichever comes second) change nothing. True when applied.
 */
export async function completeConfirmedRenewal(
  tx: Tx,
  paymentIntentId: string,
  now: Date,
  /** The member's receipt ('membership renewed'), written in this transaction: one e-mail. */
  mailer?: MailOutbox,
): Promise<boolean> {
  const [row] = await tx
    .select()
    .from(memberships)
    .where(eq(memberships.renewalIntentId, paymentIntentId))
    .for('update');
  if (!row) return false;
  const at = row.currentPeriodEnd;
  const renewed: MembershipRow = {
    ...row,
    status: 'active',
    periodsElapsed: row.periodsElapsed + 1,
    currentPeriodEnd: addMonths(row.billingAnchorAt, row.periodsElapsed + 1),
    renewalIntentId: null,
    renewalClientSecret: null,
    renewalAmountCents: null,
    renewalAskedAt: null,
  };
  const amountCents = row.renewalAmountCents ?? row.priceCents;
  await logEvent(tx, renewed, 'renewed', at, { amountCents, chargeId: paymentIntentId });
  await saveRow(tx, renewed, now);
  if (mailer && row.email) {
    const membership = toMembership(renewed, await clubTiers(tx));
    const store = await storeDetailsForMail(tx);
    await mailer.send(await renewedMail(row.email, membership, amountCents, store), { tx });
  }
  return true;
}

/**
 * Renewals that waited for the member's confirmation longer than `renewalConfirmDays` (one
 * account's with `sub`): the payment is cancelled at the provider and the membership ends as a
 * cancelled one does, at the end of its last paid period, with one e-mail. A payment the member
 * confirmed in the meantime (the cancel leaves a paid one as it is) renews instead.
 */
export async function expireWaitingRenewals(
  db: Db,
  provider: PaymentProvider,
  mailer: MailOutbox,
  now: Date,
  sub?: string,
): Promise<void> {
  const cutoff = new Date(now.getTime() - renewalConfirmDays * 24 * 60 * 60 * 1000);
  const waiting = await db
    .select({ intentId: memberships.renewalIntentId })
    .from(memberships)
    .where(
      and(
        isNotNull(memberships.renewalIntentId),
        lte(memberships.renewalAskedAt, cutoff),
        sub === undefined ? undefined : eq(memberships.sub, sub),
      ),
    );
  let mailed = false;
  for (const { intentId } of waiting) {
    if (!intentId) continue;
    // Outside the transaction: the provider first, so a payment confirmed meanwhile is seen.
    await provider.cancel(intentId);
    const outcome = await provider.check(intentId);
    const sent = await db.transaction(async (tx) => {
      if (outcome.status === 'paid') {
        return completeConfirmedRenewal(tx, intentId, now, mailer);
      }
      const [row] = await tx
        .select()
        .from(memberships)
        .where(eq(memberships.renewalIntentId, intentId))
        .for('update');
      if (!row) return false; // Confirmed or expired by another instance meanwhile.
      const ended: MembershipRow = {
        ...row,
        status: 'ended',
        endedAt: row.currentPeriodEnd,
        pendingChange: null,
        renewalIntentId: null,
        renewalClientSecret: null,
        renewalAmountCents: null,
        renewalAskedAt: null,
      };
      await logEvent(tx, ended, 'renewal-expired', now);
      await saveRow(tx, ended, now);
      if (!row.email) return false;
      const store = await storeDetailsForMail(tx);
      const membership = toMembership(ended, await clubTiers(tx));
      await mailer.send(await renewalExpiredMail(row.email, membership, store), { tx });
      return true;
    });
    mailed ||= sent;
  }
  if (mailed) mailer.wake();
}

/**
 * The member confirmed the renewal's payment (Stripe.js in their browser, or the test
 * provider's confirm step): once the provider says it is paid, the renewal is applied. A
 * renewal already applied (by the webhook, or a second press) answers the membership as it is.
 */
export async function confirmRenewal(
  db: Db,
  provider: PaymentProvider,
  caller: Caller | null,
  paymentIntentId: string,
  now: Date,
  mailer?: MailOutbox,
): Promise<MembershipView> {
  const { sub } = signedIn(caller);
  const [owner] = await db
    .select({ sub: memberships.sub })
    .from(memberships)
    .where(eq(memberships.renewalIntentId, paymentIntentId));
  if (owner && owner.sub !== sub) throw new Forbidden('This payment is not for your membership');
  if (!owner) {
    const [done] = await db
      .select({ sub: membershipEvents.sub })
      .from(membershipEvents)
      .where(eq(membershipEvents.chargeId, paymentIntentId));
    if (done?.sub === sub) return getMembership(db, caller, now);
    if (done) throw new Forbidden('This payment is not for your membership');
    throw new NotFound('There is no renewal payment to confirm');
  }
  const charged = await provider.confirmedCharge(paymentIntentId);
  if (!charged) {
    throw new PaymentRequired(
      'Your bank has not confirmed this payment yet. Confirm it again, or use another card.',
    );
  }
  const applied = await db.transaction((tx) =>
    completeConfirmedRenewal(tx, paymentIntentId, now, mailer),
  );
  if (applied) mailer?.wake();
  return getMembership(db, caller, now);
}

/** The member discount the account has at `now`: 20% while a discount tier is active, else 0. */
export async function memberDiscountPercent(db: Db | Tx, sub: string | undefined, now: Date) {
  if (!sub) return 0;
  const [row] = await db.select().from(memberships).where(eq(memberships.sub, sub));
  // A period that ended without being renewed yet gives nothing: renewals run first.
  if (!row || row.currentPeriodEnd <= now) return 0;
  return discountPercentOf(row);
}

/** The caller's membership (null when they never joined) and the discount it gives now. */
export async function getMembership(
  db: Db,
  caller: Caller | null,
  now: Date,
): Promise<MembershipView> {
  const { sub } = signedIn(caller);
  const [row] = await db.select().from(memberships).where(eq(memberships.sub, sub));
  if (!row) return { membership: null, discountPercent: 0 };
  return {
    membership: toMembership(row, await clubTiers(db), true),
    discountPercent: await memberDiscountPercent(db, sub, now),
  };
}

/**
 * Joins a tier: charges its price for the first month now and keeps the reusable payment
 * method for renewals. A declined card records nothing (402). A current member changes tier
 * from the profile instead (409, also for a second join sent at the same moment: one account's
 * joins take turns, so only one is charged); an ended membership can be joined again.
 */
export async function joinClub(
  db: Db,
  provider: PaymentProvider,
  caller: Caller | null,
  request: JoinRequest,
  now: Date,
  /** Where renewal notices go (the account's e-mail; empty when unknown). */
  email = '',
  /** Writes the welcome e-mail in the join's transaction. */
  mailer?: MailOutbox,
): Promise<MembershipView> {
  const { sub } = signedIn(caller);
  const join = async (tx: Tx, charge: ChargeInTransaction) => {
    // With no membership row yet there is nothing to lock: concurrent joins would each charge.
    await lockMembershipOf(tx, sub);
    const tiers = await clubTiers(tx);
    const tier = tiers.find((t) => t.id === request.tierId);
    if (!tier) throw new Invalid({ tierId: 'Choose one of the club tiers' });
    const [current] = await tx
      .select()
      .from(memberships)
      .where(eq(memberships.sub, sub))
      .for('update');
    if (current && current.status !== 'ended') {
      throw new Conflict(
        'You are already a member. Change your tier, pause or cancel from your profile.',
      );
    }
    if ('paymentMethodId' in request.payment) {
      const [own] = await tx
        .select({ id: paymentMethods.id })
        .from(paymentMethods)
        .where(
          and(eq(paymentMethods.id, request.payment.paymentMethodId), eq(paymentMethods.sub, sub)),
        );
      if (!own) throw new Invalid({ card: 'Choose one of your saved cards' });
    }
    let charged;
    try {
      // A new card is kept on the account's Customer: renewals charge it off-session.
      charged = await charge({
        source: request.payment,
        amountCents: tier.priceCents,
        ...('token' in request.payment ? { saveFor: { sub, ...(email ? { email } : {}) } } : {}),
      });
    } catch (error) {
      if (error instanceof PaymentDeclined) throw new PaymentRequired(error.message);
      if (error instanceof PaymentSourceInvalid) throw new Invalid({ card: error.message });
      throw error;
    }
    const method = charged.paymentMethod;
    const record = {
      sub,
      email,
      tierId: tier.id,
      priceCents: tier.priceCents,
      status: 'active' as const,
      startedAt: now,
      billingAnchorAt: now,
      periodsElapsed: 1,
      currentPeriodEnd: addMonths(now, 1),
      paymentMethodId: method.id,
      cardBrand: method.brand,
      cardLast4: method.last4,
      pendingChange: null,
      renewalIntentId: null,
      renewalClientSecret: null,
      renewalAmountCents: null,
      renewalAskedAt: null,
      endedAt: null,
      updatedAt: now,
    };
    const [saved] = await tx
      .insert(memberships)
      .values(record)
      .onConflictDoUpdate({ target: memberships.sub, set: record })
      .returning();
    await logEvent(tx, record, 'joined', now, {
      amountCents: tier.priceCents,
      chargeId: charged.chargeId,
    });
    if (mailer && email) {
      const store = await storeDetailsForMail(tx);
      await mailer.send(await joinedMail(email, toMembership(saved!, tiers), store), { tx });
    }
  };
  await chargedTransaction(db, provider, join, (chargeId) => chargeLogged(db, chargeId));
  mailer?.wake();
  return getMembership(db, caller, now);
}

/** How a refusal names the membership: to its member, or to an admin. */
interface Voice {
  alreadyPaused: string;
  nothingToResume: string;
}

const memberVoice: Voice = {
  alreadyPaused: 'Your membership is already paused.',
  nothingToResume: 'Your membership is active: there is nothing to resume.',
};

const adminVoice: Voice = {
  alreadyPaused: 'This membership is already paused.',
  nothingToResume: 'This membership is active: there is nothing to resume.',
};

/**
 * What the next renewal does after a pause, resume or cancel, the one rule for members and
 * admins alike. Resume takes back a pending pause, cancel or tier change, or restarts a paused
 * membership at its next renewal.
 */
function pendingAfter(
  row: Pick<MembershipRow, 'status' | 'pendingChange'>,
  action: 'pause' | 'resume' | 'cancel',
  voice: Voice,
): PendingChange {
  switch (action) {
    case 'cancel':
      return 'cancel';
    case 'pause':
      if (row.status === 'paused') throw new Conflict(voice.alreadyPaused);
      return 'pause';
    case 'resume':
      // A paused membership restarts at its renewal; an active one keeps going as it is.
      if (row.status === 'paused') return 'resume';
      if (row.pendingChange) return null;
      throw new Conflict(voice.nothingToResume);
  }
}

/**
 * The member's own pause, resume, cancel or tier change: each waits for the renewal date.
 * Resume takes back a pending pause, cancel or tier change, or restarts a paused membership at
 * its next renewal. Only the caller's own membership can change: no request names another account.
 */
export async function changeMembership(
  db: Db,
  caller: Caller | null,
  action: MembershipAction,
  now: Date,
  /** Writes the pause, resume or cancel e-mail in the change's transaction. */
  mailer?: MailOutbox,
  /** The account's e-mail when the membership does not know it. */
  findEmail: () => Promise<string> = async () => '',
): Promise<MembershipView> {
  const { sub } = signedIn(caller);
  const mailed = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(memberships).where(eq(memberships.sub, sub)).for('update');
    if (!row || row.status === 'ended') throw new NotFound('You have no membership to change');
    let pending: PendingChange;
    if (action.action === 'change-tier') {
      const tier = (await clubTiers(tx)).find((t) => t.id === action.tierId);
      if (!tier) throw new Invalid({ tierId: 'Choose one of the club tiers' });
      if (tier.id === row.tierId) {
        throw new Invalid({ tierId: `You are already a ${tier.name} member` });
      }
      pending = `tier:${tier.id}`;
    } else {
      pending = pendingAfter(row, action.action, memberVoice);
    }
    const [saved] = await tx
      .update(memberships)
      .set({ pendingChange: pending, updatedAt: now })
      .where(eq(memberships.sub, sub))
      .returning();
    await logEvent(tx, row, `asked-${action.action}`, now);
    // A tier change is shown on the profile; pause, resume and cancel are confirmed by e-mail.
    if (!mailer || action.action === 'change-tier') return false;
    const to = row.email || (await findEmail());
    if (!to) return false;
    const member = toMembership(saved!, await clubTiers(tx));
    const store = await storeDetailsForMail(tx);
    await mailer.send(await memberChangedMail(to, member, action.action, store, 'member'), { tx });
    return true;
  });
  if (mailed) mailer?.wake();
  return getMembership(db, caller, now);
}

/* ---------- The console: every member, and an admin's changes ---------- */

/** `%` and `_` typed in a search are letters, not wildcards. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * The club's members for the console, newest first, filtered by tier, status and a part of
 * the e-mail; the totals count the whole club (active members and their monthly prices).
 */
export async function listMembers(
  db: Db,
  caller: Caller | null,
  query: MemberListQuery,
): Promise<ClubMemberList> {
  authorize(caller, readers.members);
  const filters = and(
    query.tier ? eq(memberships.tierId, query.tier) : undefined,
    query.status ? eq(memberships.status, query.status) : undefined,
    query.q ? ilike(memberships.email, likePattern(query.q)) : undefined,
  );
  const [rows, [totals], tiers] = await Promise.all([
    db.select().from(memberships).where(filters).orderBy(desc(memberships.startedAt)),
    db
      .select({
        activeMembers: sql<number>`count(*)::int`,
        monthlyRevenueCents: sql<number>`coalesce(sum(${memberships.priceCents}), 0)::int`,
      })
      .from(memberships)
      .where(eq(memberships.status, 'active')),
    clubTiers(db),
  ]);
  return {
    members: rows.map((row) => ({ sub: row.sub, email: row.email, ...toMembership(row, tiers) })),
    totals: totals ?? { activeMembers: 0, monthlyRevenueCents: 0 },
  };
}

/** Why an admin's change would change nothing: the renewal already does it. */
const alreadyPending: Record<'pause' | 'resume' | 'cancel', string> = {
  pause: 'This membership already pauses at its next renewal.',
  resume: 'This membership already restarts at its next renewal.',
  cancel: 'This membership already ends at its next renewal.',
};

/**
 * An admin pauses, resumes or cancels a member's membership at its next renewal, by the
 * member's rules; the change is recorded in the membership's history (`admin-<action>`) and
 * e-mailed to the member through the outbox, in the same transaction. A change that would
 * change nothing is refused (409), so the member never gets the same e-mail twice.
 */
export async function changeMemberAsAdmin(
  db: Db,
  mailer: MailOutbox,
  caller: Caller | null,
  sub: string,
  action: MemberAdminAction,
  now: Date,
  /** The account's e-mail when the membership does not know it (the user pool's). */
  findEmail: (sub: string) => Promise<string>,
): Promise<ClubMember> {
  authorize(caller, writers.members);
  const changed = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(memberships).where(eq(memberships.sub, sub)).for('update');
    if (!row) throw new NotFound('No such club member');
    if (row.status === 'ended') {
      throw new Conflict('This membership has ended: there is nothing to change.');
    }
    const pending = pendingAfter(row, action, adminVoice);
    if (pending === row.pendingChange) {
      throw new Conflict(alreadyPending[action]);
    }
    const [saved] = await tx
      .update(memberships)
      .set({ pendingChange: pending, updatedAt: now })
      .where(eq(memberships.sub, sub))
      .returning();
    await logEvent(tx, row, `admin-${action}`, now);
    const member = toMembership(saved!, await clubTiers(tx));
    const to = row.email || (await findEmail(sub));
    if (to) {
      const store = await storeDetailsForMail(tx);
      await mailer.send(await memberChangedMail(to, member, action, store), { tx });
    }
    return { sub, email: row.email, ...member };
  });
  mailer.wake();
  return changed;
}
