import { z } from 'zod';

/** The account settings' choices (currencies and time zones). */
export const languages = ['English (US)', 'Español (US)', 'Français (CA)'] as const;
export const currencies = ['USD', 'EUR', 'GBP', 'CAD'] as const;
export const timezones = ['America/Chicago', 'America/New_York', 'America/Los_Angeles'] as const;

export const settingsSchema = z.object({
  language: z.enum(languages, 'Choose a language'),
  currency: z.enum(currencies, 'Choose a currency'),
  timezone: z.enum(timezones, 'Choose a time zone'),
  newsletter: z.boolean(),
  twoFactor: z.boolean(),
});

export type SettingsForm = z.input<typeof settingsSchema>;
