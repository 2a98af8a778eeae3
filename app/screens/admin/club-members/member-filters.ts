import type { ClubMember, MembershipStatus } from '@domain/membership';
import { formatCalendarDate, matchesQuery } from '@app/admin/format';
import { formatMoney } from '@ds/lib/money';

/** The status chips: every member (the default), or one status. */
export const memberStatusViews = [
  { id: 'all', label: 'All' },
  { id: 'active', label: 'Active' },
  { id: 'paused', label: 'Paused' },
  { id: 'ended', label: 'Ended' },
] as const satisfies readonly { id: MembershipStatus | 'all'; label: string }[];
export type MemberStatusView = (typeof memberStatusViews)[number]['id'];

export const memberStatusLabels: Record<MembershipStatus, string> = {
  active: 'Active',
  paused: 'Paused',
  ended: 'Ended',
};

export function readMemberStatusView(value: string | null): MemberStatusView {
  return memberStatusViews.some((view) => view.id === value) ? (value as MemberStatusView) : 'all';
}

export interface MemberFilters {
  /** A tier id, or 'all'. */
  tier: string;
  status: MemberStatusView;
  /** A part of the member's e-mail. */
  query: string;
}

/** The members the filters let through, in the list's order (the server's GET applies the same). */
export function membersIn(members: readonly ClubMember[], filters: MemberFilters) {
  return members.filter(
    (member) =>
      (filters.tier === 'all' || member.tierId === filters.tier) &&
      (filters.status === 'all' || member.status === filters.status) &&
      matchesQuery(filters.query, member.email),
  );
}

/** What the next renewal does, under the status: 'Pauses Dec 14, 2024'; null when it just renews. */
export function pendingLine(member: ClubMember): string | null {
  const on = formatCalendarDate(member.currentPeriodEnd);
  switch (member.pendingChange) {
    case 'pause':
      return `Pauses ${on}`;
    case 'cancel':
      return `Ends ${on}`;
    case 'resume':
      return `Restarts ${on}`;
    case null:
      return null;
    default:
      return `Moves to ${member.pendingTierName ?? 'another tier'} ${on}`;
  }
}

/** The admin's actions a member's record allows now (an ended membership has none). */
export function actionsFor(member: ClubMember) {
  if (member.status === 'ended') return { pause: false, resume: false, cancel: false };
  return {
    pause: member.status === 'active' && member.pendingChange !== 'pause',
    resume:
      member.status === 'paused'
        ? member.pendingChange !== 'resume'
        : member.pendingChange !== null,
    cancel: member.pendingChange !== 'cancel',
  };
}

/** '$39.00/month to Visa ending in 4242'. */
export function chargeOf(member: ClubMember): string {
  const price = `${formatMoney(member.priceCents)}/month`;
  return member.card ? `${price} to ${member.card.brand} ending in ${member.card.last4}` : price;
}
