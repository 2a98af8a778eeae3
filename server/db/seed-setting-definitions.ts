import { eq, inArray } from 'drizzle-orm';
import { openingHourSettings, storeSettingIds } from '../../domain/store';
import type {
  ContactDetails,
  OpeningHours,
  SecuritySetting,
  SystemSetting,
} from '../../domain/types';
import { securitySettings, systemSettings } from '../../fixtures/admin';
import type { Tx } from './client';
import { adminSettings, siteContent } from './schema';

/**
 * A database seeded by an earlier release keeps its stored settings documents, so on every
 * start the settings the release defines are brought in line: names, types, options,
 * categories and descriptions come from this release; the values an admin set (a system
 * setting's value, a switch's on/off) are kept. A setting new to the database gets its seed
 * value, or for the store's contact and hours the value the old 'contact-details' and
 * 'opening-hours' content held, which they replace as the one source.
 */
export async function syncSettingDefinitions(tx: Tx): Promise<void> {
  const stored = await tx
    .select({ key: adminSettings.key, value: adminSettings.value })
    .from(adminSettings)
    .where(inArray(adminSettings.key, ['system', 'security']))
    .for('update');
  const byKey = new Map(stored.map((row) => [row.key, row.value]));
  const system = byKey.get('system') as SystemSetting[] | undefined;
  if (system) {
    const old = await formerContactContent(tx);
    await save(tx, 'system', mergeSystemSettings(system, old));
  }
  const security = byKey.get('security') as SecuritySetting[] | undefined;
  if (security) await save(tx, 'security', mergeSecuritySettings(security));
}

async function save(tx: Tx, key: 'system' | 'security', value: unknown) {
  await tx.update(adminSettings).set({ value }).where(eq(adminSettings.key, key));
}

/** The values the retired content documents hold, by the setting id that now keeps each. */
async function formerContactContent(tx: Tx): Promise<Map<string, string>> {
  const rows = await tx
    .select({ key: siteContent.key, value: siteContent.value })
    .from(siteContent)
    .where(inArray(siteContent.key, ['contact-details', 'opening-hours']));
  const values = new Map<string, string>();
  for (const row of rows) {
    if (row.key === 'contact-details') {
      const contact = row.value as Partial<ContactDetails>;
      const parts = { ...storeSettingIds } as Record<string, string>;
      for (const field of ['email', 'phone', 'address', 'city', 'state', 'zip'] as const) {
        const value = contact[field];
        if (typeof value === 'string' && value) values.set(parts[field]!, value);
      }
    } else {
      const hours = row.value as OpeningHours[];
      for (const { id, days } of openingHourSettings) {
        const match = Array.isArray(hours) ? hours.find((row) => row.days === days) : undefined;
        if (match?.hours) values.set(id, match.hours);
      }
    }
  }
  return values;
}

/** This release's settings, in its order, each with the stored value when there is one. */
export function mergeSystemSettings(
  stored: readonly SystemSetting[],
  former: ReadonlyMap<string, string> = new Map(),
): SystemSetting[] {
  const values = new Map(stored.map((setting) => [setting.id, setting.value]));
  return systemSettings.map((setting) => ({
    ...setting,
    value: values.get(setting.id) ?? former.get(setting.id) ?? setting.value,
  }));
}

/** This release's switches and their descriptions, each on or off as the admin left it. */
export function mergeSecuritySettings(stored: readonly SecuritySetting[]): SecuritySetting[] {
  const enabled = new Map(stored.map((setting) => [setting.id, setting.enabled]));
  return securitySettings.map((setting) => ({
    ...setting,
    enabled: enabled.get(setting.id) ?? setting.enabled,
  }));
}
