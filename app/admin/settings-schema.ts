import { z } from 'zod';
import type { SystemSetting, SystemSettingCategory } from '../../domain/types';
import { emailField } from '../commerce/checkout-schema';

/** The settings sidebar, in order. */
export const settingCategories = [
  { id: 'general', label: 'General' },
  { id: 'appearance', label: 'Appearance' },
  { id: 'email', label: 'Email' },
  { id: 'notifications', label: 'Notifications' },
  { id: 'security', label: 'Security' },
] as const satisfies readonly { id: SystemSettingCategory; label: string }[];

export const defaultSettingCategory: SystemSettingCategory = 'general';

/** The `category` search parameter, read safely: anything unknown is 'general'. */
export function settingCategoryOf(value: string | null): SystemSettingCategory {
  return settingCategories.find((category) => category.id === value)?.id ?? defaultSettingCategory;
}

export const hexColorMessage = 'Enter a colour as #rrggbb, e.g. #e5b53a';
export const hexColorPattern = /^#[0-9a-f]{6}$/i;

/** Numbers with their own rules; any other number setting is a whole number from 0. */
const numberRules: Record<string, { min: number; max?: number; message: string }> = {
  'smtp-port': { min: 1, max: 65535, message: 'Enter a port from 1 to 65535' },
  'session-timeout': { min: 1, message: 'The session timeout must be at least 1 minute' },
  'max-login-attempts': { min: 1, message: 'Allow at least 1 login attempt' },
};

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
    );
}

function fieldFor(setting: SystemSetting): z.ZodType<string | number, string | number> {
  const required = z.string().trim().min(1, `${setting.name} is required`);
  switch (setting.type) {
    case 'number':
      return numberField(setting);
    case 'email':
      return z.string().trim().min(1, `${setting.name} is required`).pipe(emailField);
    case 'color':
      return required.regex(hexColorPattern, hexColorMessage);
    case 'select': {
      const options = setting.options ?? [];
      return required.refine(
        (value) => options.includes(value),
        `Choose one of: ${options.join(', ')}`,
      );
    }
    case 'text':
      return required.max(120, `${setting.name} can be at most 120 characters`);
  }
}

/** One rule per setting, keyed by the setting's id (the form's field names). */
export function systemSettingsSchema(settings: readonly SystemSetting[]) {
  return z.object(Object.fromEntries(settings.map((setting) => [setting.id, fieldFor(setting)])));
}

export type SystemSettingValues = Record<string, string | number>;

export const settingValues = (settings: readonly SystemSetting[]): SystemSettingValues =>
  Object.fromEntries(settings.map((setting) => [setting.id, setting.value]));

/** Only what was edited, so Save Changes writes the changes and nothing else. */
export function changedValues(
  settings: readonly SystemSetting[],
  values: SystemSettingValues,
): SystemSettingValues {
  return Object.fromEntries(
    settings
      .filter((setting) => setting.id in values && values[setting.id] !== setting.value)
      .map((setting) => [setting.id, values[setting.id]!]),
  );
}

/** The category of the first invalid field, to show it when Save Changes finds an error. */
export function categoryOfFirstError(
  settings: readonly SystemSetting[],
  invalidIds: readonly string[],
): SystemSettingCategory | undefined {
  return settings.find((setting) => invalidIds.includes(setting.id))?.category;
}
