import { z } from 'zod';
import { clubDiscountPercent } from './constants';
import { paymentSourceSchema } from './order-schemas';

/** The Smokehouse Club on the server: what joining sends, what a member's record reads as. */

/** The tiers whose members get the spec's 20% off purchases ('Save 20% with Premium subscription'). */
export const discountTierIds: readonly string[] = ['smoke-master', 'grill-legend'];

export const membershipStatuses = ['active', 'paused', 'ended'] as const;
export type MembershipStatus = (typeof membershipStatuses)[number];

/** What happens at the next renewal instead of a plain charge: `tier:<id>` moves to that tier. */
export type PendingChange = 'pause' | 'cancel' | 'resume' | `tier:${string}` | null;

export const joinRequestSchema = z.object({
  tierId: z.string({ error: 'Choose a tier' }).trim().min(1, 'Choose a tier').max(60),
  payment: paymentSourceSchema,
});

export const membershipActionSchema = z.discriminatedUnion(
  'action',
  [
    z.object({ action: z.literal('pause') }),
    z.object({ action: z.literal('resume') }),
    z.object({ action: z.literal('cancel') }),
    z.object({
      action: z.literal('change-tier'),
      tierId: z.string({ error: 'Choose a tier' }).trim().min(1, 'Choose a tier').max(60),
    }),
  ],
  { error: 'Choose pause, resume, cancel or change-tier' },
);

export type JoinRequest = z.output<typeof joinRequestSchema>;
export type MembershipAction = z.output<typeof membershipActionSchema>;

/** A member's record as the API answers it (dates as ISO strings). */
export interface Membership {
  tierId: string;
  tierName: string;
  priceCents: number;
  status: MembershipStatus;
  startedAt: string;
  /** The next renewal: the end of the period paid for. */
  currentPeriodEnd: string;
  pendingChange: PendingChange;
  /** The pending tier's name when `pendingChange` is `tier:<id>`. */
  pendingTierName?: string;
  card?: { brand: string; last4: string };
  /**
   * The renewal the bank would not take without the member: not applied (no member discount)
   * until they confirm it. The client secret and the saved card's PaymentMethod (what Stripe.js
   * confirms the intent with) only in the member's own view.
   */
  paymentToConfirm?: {
    paymentIntentId: string;
    amountCents: number;
    clientSecret?: string;
    paymentMethodId?: string;
  };
}

/**
 * How long a renewal waits for the member's confirmation before the membership ends (as a
 * cancelled one does, at the period's end) and the payment is cancelled: a week, the e-mail's
 * promise. The spec names no figure.
 */
export const renewalConfirmDays = 7;

/** POST /api/membership/renewal/confirm: the member confirmed the renewal's payment. */
export const confirmRenewalSchema = z.object({
  paymentIntentId: z
    .string({ error: 'Name the payment to confirm' })
    .trim()
    .min(1, 'Name the payment to confirm')
    .max(255, 'That is not a payment of this store'),
});

/** GET /api/membership: the member's record (null when never joined) and the discount it gives now. */
export interface MembershipView {
  membership: Membership | null;
  discountPercent: number;
}

/**
 * One calendar month after `date`, on the same day of the month, or the month's last day when
 * it has fewer (Jan 31 → Feb 28, or 29 in a leap year). Counted from the anchor, so a member
 * who joined on the 31st is billed on the 31st again whenever the month has one.
 */
export function addMonths(anchor: Date, months: number): Date {
  const year = anchor.getUTCFullYear();
  const month = anchor.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const result = new Date(anchor);
  result.setUTCFullYear(year, month, Math.min(anchor.getUTCDate(), lastDay));
  return result;
}

/** The discount a membership gives at `now`: 20% while a discount tier is active, else 0. */
export function discountPercentOf(
  membership: Pick<Membership, 'tierId' | 'status'> | null,
): number {
  if (!membership || membership.status !== 'active') return 0;
  return discountTierIds.includes(membership.tierId) ? clubDiscountPercent : 0;
}

/* ---------- The console's list of club members ---------- */

/** What an admin may do to a member's membership: each waits for the next renewal, as the member's own. */
export const memberAdminActions = ['pause', 'resume', 'cancel'] as const;
export type MemberAdminAction = (typeof memberAdminActions)[number];

/** GET /api/memberships?tier=&status=&q=: every filter optional; `q` finds e-mails containing it. */
export const memberListQuerySchema = z.object({
  tier: z.string().trim().max(60, 'A tier id is at most 60 characters').optional(),
  status: z.enum(membershipStatuses, { error: 'Choose active, paused or ended' }).optional(),
  q: z.string().trim().max(254, 'Search for at most 254 characters').optional(),
});
export type MemberListQuery = z.output<typeof memberListQuerySchema>;

/** One member as the console lists it: the account and its membership. */
export interface ClubMember extends Membership {
  /** The account's user pool subject: the path of the admin's actions. */
  sub: string;
  /** Where the member's notices go; empty when the account's e-mail was never known. */
  email: string;
}

/** The whole club's figures, whatever the filters: members paying now and what they bring in. */
export interface ClubTotals {
  activeMembers: number;
  /** The sum of the active members' monthly prices, in cents. */
  monthlyRevenueCents: number;
}

/** GET /api/memberships: the members the filters match, newest first, and the club's totals. */
export interface ClubMemberList {
  members: ClubMember[];
  totals: ClubTotals;
}
