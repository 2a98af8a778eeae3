import {
  apiKeySample,
  notificationChannels,
  notificationSettings as seedNotificationSettings,
  notificationTemplates as seedTemplates,
  securityEvents,
  securitySettings as seedSecuritySettings,
  systemSettings as seedSystemSettings,
  systemStatus,
} from '../../fixtures/admin';
import type {
  NotificationSetting,
  NotificationTemplate,
  SecuritySetting,
  SystemSetting,
} from '../../domain/types';
import { collection, type Collection } from './collection';

const security = collection<SecuritySetting>({
  name: 'security-settings',
  version: 1,
  seed: () => structuredClone(seedSecuritySettings),
});
const notifications = collection<NotificationSetting>({
  name: 'notification-settings',
  version: 1,
  seed: () => structuredClone(seedNotificationSettings),
});
const templates = collection<NotificationTemplate>({
  name: 'notification-templates',
  version: 1,
  seed: () => structuredClone(seedTemplates),
});
const system = collection<SystemSetting>({
  name: 'system-settings',
  version: 1,
  seed: () => structuredClone(seedSystemSettings),
});

/** Switches one boolean setting and returns the saved record. */
async function setEnabled<T extends { id: string; enabled: boolean }>(
  settings: Collection<T>,
  id: string,
  enabled: boolean,
): Promise<T> {
  const setting = await settings.get(id);
  if (!setting) throw new Error(`Unknown setting ${id}`);
  return settings.put({ ...setting, enabled });
}

export const listSecuritySettings = () => security.list();
export const setSecuritySetting = (id: string, enabled: boolean) =>
  setEnabled(security, id, enabled);
export const listSecurityEvents = async () => structuredClone(securityEvents);
export const getApiKey = async () => structuredClone(apiKeySample);

export const listNotificationSettings = () => notifications.list();
export const setNotificationSetting = (id: string, enabled: boolean) =>
  setEnabled(notifications, id, enabled);
export const listNotificationTemplates = () => templates.list();
export const listNotificationChannels = async () => structuredClone(notificationChannels);
export const listSystemStatus = async () => structuredClone(systemStatus);

export const listSystemSettings = () => system.list();

/** Saves the edited values together (the settings screen's Save Changes). */
export async function saveSystemSettings(
  values: Record<string, string | number>,
): Promise<SystemSetting[]> {
  const current = await system.list();
  return system.replaceAll(
    current.map((setting) =>
      setting.id in values ? { ...setting, value: values[setting.id]! } : setting,
    ),
  );
}
