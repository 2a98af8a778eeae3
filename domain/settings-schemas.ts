import { z } from 'zod';
import type { SystemSetting } from './types';

/**
 * The admin's settings (/api/settings/…): the rule for each system setting's value, shared by
 * the settings form and the server, and the bodies the server accepts.
 */

export const hexColorMessage = 'Enter a colour as #rrggbb, e.g. #e5b53a';
export const hexColorPattern = /^#[0-9a-f]{6}$/i;
export const maxSettingTextLength = 120;
/** The header lays out a store name of up to this many characters at 390 px (issue 31). */
export const maxStoreNameLength = 40;

/** Texts shorter than the general limit, by setting id. */
const textLengthLimits: Record<string, number> = {
  'store-name': maxStoreNameLength,
};

/** Numbers with their own rules; any other number setting is a whole number from 0. */
const numberRules: Record<string, { min: number; max?: number; message: string }> = {
  'smtp-port': { min: 1, max: 65535, message: 'Enter a port from 1 to 65535' },
  'session-timeout': { min: 1, message: 'The session timeout must be at least 1 minute' },
  'max-login-attempts': { min: 1, message: 'Allow at least 1 login attempt' },
  'low-stock-threshold': { min: 0, max: 999, message: 'Enter a whole number from 0 to 999' },
};

/**
 * Texts with their own pattern (the store's details); any other text is 1–120 characters after
 * trimming (the store name 1–40).
 */
const textRules: Record<string, { pattern: RegExp; message: string }> = {
  'contact-phone': {
    pattern: /^(?=(?:\D*\d){7,15}\D*$)[0-9+()\-. ]{7,25}$/,
    message: 'Enter a phone number, e.g. (312) 555-0100',
  },
  zip: { pattern: /^\d{5}(-\d{4})?$/, message: 'Enter a 5-digit ZIP code, e.g. 60607' },
};

/** Large enough for any setting, small enough to stay a safe integer. */
const maxSettingNumber = 1_000_000_000;

function numberField(setting: SystemSetting) {
  const rule = numberRules[setting.id] ?? {
    min: 0,
    message: `${setting.name} cannot be negative`,
  };
  return z
    .number({ message: `${setting.name} is required` })
    .refine((value) => !Number.isNaN(value), `${setting.name} is required`)
    .refine((value) => Number.isInteger(value), `${setting.name} must be a whole number`)
    .refine(
      (value) => value >= rule.min && (rule.max === undefined || value <= rule.max),
      rule.message,
    )
    .refine(
      (value) => value <= maxSettingNumber,
      `${setting.name} must be at most ${maxSettingNumber.toLocaleString('en-US')}`,
    );
}

/** The rule for one setting's value, from its type (and options). */
export function systemSettingValueSchema(
  setting: SystemSetting,
): z.ZodType<string | number, string | number> {
  const required = z
    .string({ message: `${setting.name} is required` })
    .trim()
    .min(1, `${setting.name} is required`);
  switch (setting.type) {
    case 'number':
      return numberField(setting);
    case 'email':
      return required
        .max(
          maxSettingTextLength,
          `${setting.name} can be at most ${maxSettingTextLength} characters`,
        )
        .pipe(z.email('Please enter a valid email'));
    case 'color':
      return required.regex(hexColorPattern, hexColorMessage);
    case 'select': {
      const options = setting.options ?? [];
      return required.refine(
        (value) => options.includes(value),
        `Choose one of: ${options.join(', ')}`,
      );
    }
    case 'text': {
      const limit = textLengthLimits[setting.id] ?? maxSettingTextLength;
      const text = required.max(limit, `${setting.name} can be at most ${limit} characters`);
      const rule = textRules[setting.id];
      return rule ? text.regex(rule.pattern, rule.message) : text;
    }
  }
}

/** Every setting's rule, keyed by the setting's id (the form's field names). */
export function systemSettingsSchema(settings: readonly SystemSetting[]) {
  return z.object(
    Object.fromEntries(settings.map((setting) => [setting.id, systemSettingValueSchema(setting)])),
  );
}

/**
 * PUT /api/settings/system: the edited values by setting id, saved together. Each value is
 * then checked against its setting's own rule on the server.
 */
export const systemSettingValuesInputSchema = z
  .record(
    z.string().min(1).max(80),
    z.union([z.string().max(1000), z.number()], { error: 'Send a text or a number' }),
  )
  .refine((values) => Object.keys(values).length <= 100, 'Send at most 100 settings');

/** PUT /api/settings/security/:id and /api/settings/notifications/:id. */
export const settingToggleInputSchema = z.object({
  enabled: z.boolean({ error: 'Send enabled as true or false' }),
});
