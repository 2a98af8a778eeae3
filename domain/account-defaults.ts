import type { AccountSettings, NotificationPreference } from './types';

/** What every account starts with until its owner changes it (the profile's defaults). */

export const notificationPreferences: NotificationPreference[] = [
  {
    id: 'order-updates',
    label: 'Order updates',
    description: 'Confirmations, shipping and delivery updates.',
    email: true,
    sms: true,
  },
  {
    id: 'weekly-specials',
    label: 'Weekly specials',
    description: 'This week’s deals and the Weekly Circular.',
    email: true,
    sms: false,
  },
  {
    id: 'new-recipes',
    label: 'New recipes',
    description: 'Fresh recipes and cooking tips from our pitmasters.',
    email: false,
    sms: false,
  },
  {
    id: 'club-news',
    label: 'Smokehouse Club news',
    description: 'Box previews, workshops and member events.',
    email: true,
    sms: false,
  },
];

export const accountSettingsDefaults: AccountSettings = {
  language: 'English (US)',
  currency: 'USD',
  timezone: 'America/Chicago',
  newsletter: true,
  twoFactor: false,
};
