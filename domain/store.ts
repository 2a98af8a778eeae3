import type { ContactDetails, OpeningHours, SystemSetting } from './types';

/**
 * The store's own details (GET /api/store), composed from the admin's system settings, the one
 * place they are kept: what the footer, /contact, /help, invoices and e-mails show, and the
 * currency and time zone every price and date is printed in. Nothing secret belongs here.
 */
export interface StoreDetails {
  name: string;
  contact: ContactDetails;
  hours: OpeningHours[];
  /** ISO 4217 code; prices are entered and charged in it, never converted. */
  currency: string;
  /** IANA zone, e.g. 'America/Chicago': order dates and "today" are this zone's. */
  timeZone: string;
}

/** The system settings the store details are made of, by part. */
export const storeSettingIds = {
  name: 'store-name',
  email: 'contact-email',
  phone: 'contact-phone',
  address: 'street-address',
  city: 'city',
  state: 'state',
  zip: 'zip',
  currency: 'currency',
  timeZone: 'timezone',
} as const;

/** The opening-hours rows: each is one setting, its label fixed. */
export const openingHourSettings = [
  { id: 'hours-weekdays', days: 'Mon–Fri' },
  { id: 'hours-saturday', days: 'Sat' },
  { id: 'hours-sunday', days: 'Sun' },
] as const;

/** The public part of the settings; an unknown or missing one reads as ''. */
export function storeDetailsFrom(settings: readonly SystemSetting[]): StoreDetails {
  const byId = new Map(settings.map((setting) => [setting.id, String(setting.value)]));
  const value = (id: string) => byId.get(id) ?? '';
  return {
    name: value(storeSettingIds.name),
    contact: {
      phone: value(storeSettingIds.phone),
      email: value(storeSettingIds.email),
      address: value(storeSettingIds.address),
      city: value(storeSettingIds.city),
      state: value(storeSettingIds.state),
      zip: value(storeSettingIds.zip),
    },
    hours: openingHourSettings.map(({ id, days }) => ({ days, hours: value(id) })),
    currency: value(storeSettingIds.currency) || 'USD',
    timeZone: value(storeSettingIds.timeZone) || 'America/Chicago',
  };
}
