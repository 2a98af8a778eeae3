import {
  hexColorMessage,
  hexColorPattern,
  systemSettingsSchema,
} from '../../domain/settings-schemas';
import type { SystemSetting, SystemSettingCategory } from '../../domain/types';

/** The settings sidebar, in order. */
export const settingCategories = [
  { id: 'general', label: 'General' },
  { id: 'store', label: 'Store details' },
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

/** The rules live in domain/ so the server checks the same values as the form. */
export { hexColorMessage, hexColorPattern, systemSettingsSchema };

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
