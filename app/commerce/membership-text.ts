import type { Membership } from '../../domain/membership';
import { formatDate } from './dates';

/** A membership that still counts (active or paused); an ended one is as good as none. */
export const currentMembership = (membership: Membership | null | undefined) =>
  membership && membership.status !== 'ended' ? membership : null;

/**
 * What happens at the next renewal, in the member's words: 'Your membership will be cancelled
 * on Dec 25, 2026; the discount holds until then'.
 */
export function renewalNote(membership: Membership): string {
  const on = formatDate(membership.currentPeriodEnd);
  const change = membership.pendingChange;
  if (change === 'cancel') {
    return `Your membership will be cancelled on ${on}; the discount holds until then.`;
  }
  if (change === 'pause') {
    return `Your membership will be paused on ${on}; nothing is charged while it is paused.`;
  }
  if (change === 'resume')
    return `Your membership restarts on ${on}, when the next month is charged.`;
  if (change?.startsWith('tier:')) {
    return `You move to ${membership.pendingTierName ?? 'your new tier'} on ${on}, at its price.`;
  }
  if (membership.status === 'paused')
    return `Paused: nothing is charged. Resume to restart on ${on}.`;
  if (membership.status === 'ended') return 'This membership has ended.';
  return `Renews on ${on}.`;
}

/** The summary row of the member discount: 'Member discount (20%)'. */
export const memberDiscountLabel = (percent: number) => `Member discount (${percent}%)`;
