import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { readers, writers } from '../../domain/permissions';
import {
  systemSettingValueSchema,
  type settingToggleInputSchema,
  type systemSettingValuesInputSchema,
} from '../../domain/settings-schemas';
import type {
  ApiKeySample,
  NotificationChannel,
  NotificationSetting,
  NotificationTemplate,
  SecurityEvent,
  SecuritySetting,
  SystemSetting,
  SystemStatusItem,
} from '../../domain/types';
import { brand } from '../../domain/brand';
import { storeDetailsFrom, type StoreDetails } from '../../domain/store';
import { authorize, type Caller } from '../caller';
import type { Db, Tx } from '../db/client';
import { adminSettings } from '../db/schema';
import { Invalid, NotFound } from '../errors';

/** What `admin_settings` holds under each key. */
export interface AdminSettingsDocuments {
  system: SystemSetting[];
  security: SecuritySetting[];
  notifications: NotificationSetting[];
  'notification-templates': NotificationTemplate[];
  /** `activeCount` is worked out from `notifications` on every read. */
  'notification-channels': NotificationChannel[];
  'security-events': SecurityEvent[];
  'api-key': ApiKeySample;
  'system-status': SystemStatusItem[];
}
type DocumentKey = keyof AdminSettingsDocuments;

export type SystemSettingValues = z.output<typeof systemSettingValuesInputSchema>;
export type SettingToggle = z.output<typeof settingToggleInputSchema>;

async function read<K extends DocumentKey>(
  db: Db | Tx,
  key: K,
  options: { forUpdate?: boolean } = {},
): Promise<AdminSettingsDocuments[K]> {
  const query = db
    .select({ value: adminSettings.value })
    .from(adminSettings)
    .where(eq(adminSettings.key, key));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  // The first start seeds every key (server/db/seed-site.ts).
  if (!row) throw new NotFound(`The ${key} settings are missing`);
  return row.value as AdminSettingsDocuments[K];
}

async function write<K extends DocumentKey>(tx: Tx, key: K, value: AdminSettingsDocuments[K]) {
  await tx
    .update(adminSettings)
    .set({ value, updatedAt: new Date() })
    .where(eq(adminSettings.key, key));
}

/* ---------- System settings ---------- */

export async function listSystemSettings(db: Db, caller: Caller | null) {
  authorize(caller, readers.settings);
  return read(db, 'system');
}

/**
 * Saves the edited values together (the settings screen's Save Changes): every value is
 * checked against its setting's rule first, and nothing is saved unless all pass.
 */
export function saveSystemSettings(db: Db, caller: Caller | null, values: SystemSettingValues) {
  authorize(caller, writers.settings);
  return db.transaction(async (tx) => {
    const settings = await read(tx, 'system', { forUpdate: true });
    const byId = new Map(settings.map((setting) => [setting.id, setting]));
    const fields: Record<string, string> = {};
    const accepted = new Map<string, string | number>();
    for (const [id, value] of Object.entries(values)) {
      const setting = byId.get(id);
      if (!setting) {
        fields[id] = 'There is no such setting';
        continue;
      }
      const parsed = systemSettingValueSchema(setting).safeParse(value);
      if (parsed.success) accepted.set(id, parsed.data);
      else fields[id] = parsed.error.issues[0]?.message ?? `${setting.name} is not valid`;
    }
    if (Object.keys(fields).length > 0) throw new Invalid(fields);
    const next = settings.map((setting) =>
      accepted.has(setting.id) ? { ...setting, value: accepted.get(setting.id)! } : setting,
    );
    await write(tx, 'system', next);
    return next;
  });
}

/* ---------- The store's public details ---------- */

/** GET /api/store: the store's name, contact, hours, currency and time zone; anyone may read. */
export async function getStoreDetails(db: Db | Tx): Promise<StoreDetails> {
  return storeDetailsFrom(await read(db, 'system'));
}

/**
 * The store's details for an e-mail written in an order's transaction: a database started
 * without its seed (SEED=0) has no settings yet, and that must not refuse the order; its
 * e-mail then names the brand, with no contact details.
 */
export async function storeDetailsForMail(tx: Db | Tx): Promise<StoreDetails> {
  const [row] = await tx
    .select({ value: adminSettings.value })
    .from(adminSettings)
    .where(eq(adminSettings.key, 'system'));
  const details = storeDetailsFrom((row?.value as SystemSetting[] | undefined) ?? []);
  return { ...details, name: details.name || brand.name };
}

/**
 * The currency the store charges in (USD, EUR, GBP or CAD), read in the charge's own
 * transaction: a database without its seed charges in USD.
 */
export async function storeCurrency(tx: Db | Tx): Promise<string> {
  return (await storeDetailsForMail(tx)).currency;
}

/**
 * The store's name as the admin last saved it, for what the server writes itself: page titles
 * of its first paint, the e-mail sender's name, the gift card's line. Without settings, the brand's.
 */
export async function currentStoreName(db: Db | Tx): Promise<string> {
  return (await storeDetailsForMail(db)).name;
}

/* ---------- Switches (security and notification settings) ---------- */

async function toggle<K extends 'security' | 'notifications'>(
  db: Db,
  key: K,
  id: string,
  { enabled }: SettingToggle,
  notFound: string,
): Promise<AdminSettingsDocuments[K][number]> {
  return db.transaction(async (tx) => {
    const settings = await read(tx, key, { forUpdate: true });
    const setting = settings.find((entry) => entry.id === id);
    if (!setting) throw new NotFound(notFound);
    const saved = { ...setting, enabled };
    await write(
      tx,
      key,
      settings.map((entry) => (entry.id === id ? saved : entry)) as AdminSettingsDocuments[K],
    );
    return saved;
  });
}

export async function listSecuritySettings(db: Db, caller: Caller | null) {
  authorize(caller, readers.settings);
  return read(db, 'security');
}

export function setSecuritySetting(db: Db, caller: Caller | null, id: string, body: SettingToggle) {
  authorize(caller, writers.settings);
  return toggle(db, 'security', id, body, 'Security setting not found');
}

export async function listNotificationSettings(db: Db, caller: Caller | null) {
  authorize(caller, readers.settings);
  return read(db, 'notifications');
}

export function setNotificationSetting(
  db: Db,
  caller: Caller | null,
  id: string,
  body: SettingToggle,
) {
  authorize(caller, writers.settings);
  return toggle(db, 'notifications', id, body, 'Notification setting not found');
}

/* ---------- Read-only samples ---------- */

/** The console's activity feed reads these too, so editors may. */
export async function listSecurityEvents(db: Db, caller: Caller | null) {
  authorize(caller, readers.securityActivity);
  return read(db, 'security-events');
}

export async function getApiKey(db: Db, caller: Caller | null) {
  authorize(caller, readers.settings);
  return read(db, 'api-key');
}

export async function listNotificationTemplates(db: Db, caller: Caller | null) {
  authorize(caller, readers.settings);
  return read(db, 'notification-templates');
}

/** The channel cards; each counts the settings of its type that are switched on now. */
export async function listNotificationChannels(db: Db, caller: Caller | null) {
  authorize(caller, readers.settings);
  const [channels, settings] = await Promise.all([
    read(db, 'notification-channels'),
    read(db, 'notifications'),
  ]);
  return channels.map((channel) => ({
    ...channel,
    activeCount: settings.filter((setting) => setting.type === channel.id && setting.enabled)
      .length,
  }));
}

export async function listSystemStatus(db: Db, caller: Caller | null) {
  authorize(caller, readers.settings);
  return read(db, 'system-status');
}
