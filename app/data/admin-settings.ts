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
import { api } from './api';

/**
 * The admin's settings live on the store server, so a change reaches every admin's browser.
 * Reads and writes carry the signed-in account's token: the server lets only admins read
 * them (the security activity: admins and editors, for the console).
 */
const signedIn = <T>(path: string) => api<T>(`/settings${path}`, { signedIn: true });

/** Switches one boolean setting and returns the saved record. */
const setEnabled = <T>(path: string, id: string, enabled: boolean) =>
  api<T>(`/settings${path}/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: { enabled },
    signedIn: true,
  });

export const listSecuritySettings = () => signedIn<SecuritySetting[]>('/security');
export const setSecuritySetting = (id: string, enabled: boolean) =>
  setEnabled<SecuritySetting>('/security', id, enabled);
export const listSecurityEvents = () => signedIn<SecurityEvent[]>('/security/events');
export const getApiKey = () => signedIn<ApiKeySample>('/security/api-key');

export const listNotificationSettings = () => signedIn<NotificationSetting[]>('/notifications');
export const setNotificationSetting = (id: string, enabled: boolean) =>
  setEnabled<NotificationSetting>('/notifications', id, enabled);
export const listNotificationTemplates = () =>
  signedIn<NotificationTemplate[]>('/notifications/templates');
export const listNotificationChannels = () =>
  signedIn<NotificationChannel[]>('/notifications/channels');
export const listSystemStatus = () => signedIn<SystemStatusItem[]>('/system-status');

export const listSystemSettings = () => signedIn<SystemSetting[]>('/system');

/** Saves the edited values together (the settings screen's Save Changes). */
export const saveSystemSettings = (values: Record<string, string | number>) =>
  api<SystemSetting[]>('/settings/system', { method: 'PUT', body: values, signedIn: true });
