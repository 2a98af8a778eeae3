import { formatMoney } from '../../design-system/lib/money';
import { brand } from '../../domain/brand';
import type { MemberAdminAction, Membership } from '../../domain/membership';
import type { StoreDetails } from '../../domain/store';
import { escapeHtml, type Mail } from './mailer';

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

/** '30 June 2027' in the store's time zone: the day a change takes effect. */
const renewalDay = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone }).format(new Date(iso));

/**
 * 'Your Smokehouse Club membership will pause': an admin paused, resumed or cancelled the
 * membership at its next renewal; what happens then, what it costs, in text and HTML.
 */
export function memberChangedMail(
  to: string,
  membership: Membership,
  action: MemberAdminAction,
  store: StoreDetails,
): Mail {
  const on = renewalDay(membership.currentPeriodEnd, store.timeZone);
  const price = `${formatMoney(membership.priceCents, store.currency)}/month`;
  const card = membership.card
    ? ` to your ${membership.card.brand} ending in ${membership.card.last4}`
    : '';
  const tier = `${membership.tierName} membership`;
  const content = {
    pause: {
      subject: `Your ${store.name} Smokehouse Club membership will pause`,
      lines: [
        `We have paused your ${tier} from your next renewal on ${on}.`,
        'Your member benefits last until then. Nothing is charged while it is paused.',
        'You can resume it at any time from your profile.',
      ],
    },
    resume: {
      subject: `Your ${store.name} Smokehouse Club membership will ${membership.status === 'paused' ? 'restart' : 'continue'}`,
      lines: [
        membership.status === 'paused'
          ? `We have resumed your ${tier}: it restarts on ${on}, charging ${price}${card}.`
          : `Your ${tier} continues as before: it renews on ${on} for ${price}${card}.`,
      ],
    },
    cancel: {
      subject: `Your ${store.name} Smokehouse Club membership will end`,
      lines: [
        `We have cancelled your ${tier}: it ends at your next renewal on ${on}.`,
        'Your member benefits last until then, and nothing more is charged.',
        'Changed your mind? Resume it from your profile before then.',
      ],
    },
  }[action];
  const signOff = `Questions? Reply to this e-mail or write to ${store.contact.email}.`;
  const closing = `${store.name}`;
  return {
    to,
    subject: content.subject,
    replyTo: store.contact.email,
    text: [...content.lines, '', signOff, '', closing].join('\n'),
    html: [...content.lines, signOff, closing]
      .map((line) => `<p>${escapeHtml(line)}</p>`)
      .join('\n'),
  };
}
