import { formatMoney } from '../../design-system/lib/money';
import { brand } from '../../domain/brand';
import type { Membership } from '../../domain/membership';
import type { Mail } from './mailer';

/** 'Your Smokehouse Club renewal was declined': the membership has ended; how to join again. */
export function renewalDeclinedMail(to: string, membership: Membership): Mail {
  const card = membership.card ? ` ending in ${membership.card.last4}` : '';
  return {
    to,
    subject: 'Your Smokehouse Club renewal was declined',
    text: [
      `We tried to renew your ${membership.tierName} membership (${formatMoney(membership.priceCents)}/month), but your card${card} was declined.`,
      '',
      'Your membership has ended and the member discount no longer applies.',
      `You can join again at any time on the Smokehouse Club page of ${brand.name}.`,
    ].join('\n'),
  };
}
