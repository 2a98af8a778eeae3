import { formatMoney } from '../../design-system/lib/money';
import {
  renewalConfirmDays,
  type MemberAdminAction,
  type Membership,
} from '../../domain/membership';
import type { StoreDetails } from '../../domain/store';
import { composeMail, link, paragraph } from './template';

/** '30 June 2027' in the store's time zone: the day a change takes effect. */
const renewalDay = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone }).format(new Date(iso));

const monthly = (membership: Membership, store: StoreDetails) =>
  `${formatMoney(membership.priceCents, store.currency)}/month`;

const cardOf = (membership: Membership) =>
  membership.card
    ? `your ${membership.card.brand} ending in ${membership.card.last4}`
    : 'your card';

const club = (store: StoreDetails) => `${store.name} Smokehouse Club`;

/** 'Welcome to the Smokehouse Club': the tier, what was charged to which card, the next renewal. */
export function joinedMail(to: string, membership: Membership, store: StoreDetails) {
  return composeMail({
    to,
    subject: `Welcome to the ${club(store)}`,
    store,
    blocks: [
      paragraph(`You are now a ${membership.tierName} member of the ${club(store)}.`),
      paragraph(
        `We charged ${formatMoney(membership.priceCents, store.currency)} to ${cardOf(membership)} for your first month.` +
          ` Your membership renews on ${renewalDay(membership.currentPeriodEnd, store.timeZone)} for ${monthly(membership, store)}.`,
      ),
      paragraph('You can pause, cancel or change your tier at any time from your profile.'),
    ],
  });
}

/** 'Your Smokehouse Club membership renewed': the amount charged, to which card, the next date. */
export function renewedMail(
  to: string,
  membership: Membership,
  amountCents: number,
  store: StoreDetails,
) {
  return composeMail({
    to,
    subject: `Your ${club(store)} membership renewed`,
    store,
    blocks: [
      paragraph(
        `Your ${membership.tierName} membership renewed: we charged ${formatMoney(amountCents, store.currency)} to ${cardOf(membership)}.`,
      ),
      paragraph(
        `The next renewal is on ${renewalDay(membership.currentPeriodEnd, store.timeZone)}.`,
      ),
      paragraph('You can pause or cancel at any time from your profile.'),
    ],
  });
}

/** 'Your Smokehouse Club renewal was declined': the membership has ended; how to join again. */
export function renewalDeclinedMail(to: string, membership: Membership, store: StoreDetails) {
  const card = membership.card ? ` ending in ${membership.card.last4}` : '';
  return composeMail({
    to,
    subject: 'Your Smokehouse Club renewal was declined',
    store,
    blocks: [
      paragraph(
        `We tried to renew your ${membership.tierName} membership (${monthly(membership, store)}), but your card${card} was declined.`,
      ),
      paragraph('Your membership has ended and the member discount no longer applies.'),
      paragraph(`You can join again at any time on the Smokehouse Club page of ${store.name}.`),
    ],
  });
}

/**
 * 'Your Smokehouse Club membership will pause': the membership was paused, resumed or cancelled
 * at its next renewal, by an admin ('We have paused…') or by the member ('You paused…'); what
 * happens then and what it costs.
 */
export function memberChangedMail(
  to: string,
  membership: Membership,
  action: MemberAdminAction,
  store: StoreDetails,
  by: 'admin' | 'member' = 'admin',
) {
  const on = renewalDay(membership.currentPeriodEnd, store.timeZone);
  const price = monthly(membership, store);
  const card = membership.card
    ? ` to your ${membership.card.brand} ending in ${membership.card.last4}`
    : '';
  const tier = `${membership.tierName} membership`;
  const who = by === 'admin' ? 'We have' : 'You have';
  const content = {
    pause: {
      subject: `Your ${club(store)} membership will pause`,
      lines: [
        `${who} paused your ${tier} from your next renewal on ${on}.`,
        'Your member benefits last until then. Nothing is charged while it is paused.',
        'You can resume it at any time from your profile.',
      ],
    },
    resume: {
      subject: `Your ${club(store)} membership will ${membership.status === 'paused' ? 'restart' : 'continue'}`,
      lines: [
        membership.status === 'paused'
          ? `${who} resumed your ${tier}: it restarts on ${on}, charging ${price}${card}.`
          : `Your ${tier} continues as before: it renews on ${on} for ${price}${card}.`,
      ],
    },
    cancel: {
      subject: `Your ${club(store)} membership will end`,
      lines: [
        `${who} cancelled your ${tier}: it ends at your next renewal on ${on}.`,
        'Your member benefits last until then, and nothing more is charged.',
        'Changed your mind? Resume it from your profile before then.',
      ],
    },
  }[action];
  return composeMail({
    to,
    subject: content.subject,
    store,
    blocks: content.lines.map(paragraph),
  });
}

/**
 * 'Confirm your Smokehouse Club renewal': the bank would not take the renewal without the
 * member; the link opens the club page, where they confirm the payment and the renewal completes.
 */
export function renewalToConfirmMail(
  to: string,
  membership: Membership,
  store: StoreDetails,
  confirmUrl: string,
) {
  const amount = formatMoney(
    membership.paymentToConfirm?.amountCents ?? membership.priceCents,
    store.currency,
  );
  return composeMail({
    to,
    subject: `Confirm your ${club(store)} renewal`,
    store,
    blocks: [
      paragraph(
        `Your bank asks you to confirm the ${amount} renewal of your ${membership.tierName} membership on ${cardOf(membership)}. Nothing has been charged yet.`,
      ),
      paragraph(
        'Until you confirm it, your membership is not renewed and the member discount does not apply.',
      ),
      link('Confirm the payment', confirmUrl),
    ],
  });
}

/**
 * 'Your Smokehouse Club renewal was not confirmed': the member did not confirm the payment
 * their bank asked about within the week; the membership has ended and nothing was charged.
 */
export function renewalExpiredMail(to: string, membership: Membership, store: StoreDetails) {
  return composeMail({
    to,
    subject: `Your ${club(store)} renewal was not confirmed`,
    store,
    blocks: [
      paragraph(
        `Your bank asked you to confirm the renewal of your ${membership.tierName} membership (${monthly(membership, store)}), and it was not confirmed within ${renewalConfirmDays} days. Nothing was charged.`,
      ),
      paragraph('Your membership has ended and the member discount no longer applies.'),
      paragraph(`You can join again at any time on the Smokehouse Club page of ${store.name}.`),
    ],
  });
}
