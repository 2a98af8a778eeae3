import type {
  AccountSettings,
  NotificationPreference,
  PaymentCard,
  SavedAddress,
} from '../../domain/types';
import { api } from './api';

/**
 * A signed-in customer's addresses, saved cards, notification preferences and settings, kept
 * by the store server per account (/api/me). A visitor without an account has none: those
 * screens ask them to sign in.
 */

const me = (path: string) => `/me/${path}`;

export const listAddresses = () => api<SavedAddress[]>(me('addresses'), { signedIn: true });

/** Creates (no id) or changes (an id) an address; the server keeps exactly one default. */
export function saveAddress(address: SavedAddress): Promise<SavedAddress[]> {
  const { id, type, address: street, city, state, zip, isDefault } = address;
  const body = { type, address: street, city, state, zip, isDefault };
  return id
    ? api(me(`addresses/${encodeURIComponent(id)}`), { method: 'PUT', body, signedIn: true })
    : api(me('addresses'), { method: 'POST', body, signedIn: true });
}

export const deleteAddress = (id: string) =>
  api<SavedAddress[]>(me(`addresses/${encodeURIComponent(id)}`), {
    method: 'DELETE',
    signedIn: true,
  });

export async function setDefaultAddress(id: string): Promise<SavedAddress[]> {
  const address = (await listAddresses()).find((a) => a.id === id);
  if (!address) throw new Error('That address is gone');
  return saveAddress({ ...address, isDefault: true });
}

export const listCards = () => api<PaymentCard[]>(me('cards'), { signedIn: true });

/** Saves a card from the payment provider's token: the number never reaches the store. */
export const saveCard = (token: string) =>
  api<PaymentCard[]>(me('cards'), { method: 'POST', body: { token }, signedIn: true });

export const deleteCard = (id: string) =>
  api<PaymentCard[]>(me(`cards/${encodeURIComponent(id)}`), { method: 'DELETE', signedIn: true });

export const setDefaultCard = (id: string) =>
  api<PaymentCard[]>(me(`cards/${encodeURIComponent(id)}`), {
    method: 'PUT',
    body: { isDefault: true },
    signedIn: true,
  });

export const listNotificationPreferences = () =>
  api<NotificationPreference[]>(me('notification-preferences'), { signedIn: true });

export async function setNotificationPreference(
  id: string,
  channel: 'email' | 'sms',
  enabled: boolean,
): Promise<NotificationPreference[]> {
  const current = (await listNotificationPreferences()).find((p) => p.id === id);
  if (!current) throw new Error(`Unknown preference ${id}`);
  const next = { id, email: current.email, sms: current.sms, [channel]: enabled };
  return api(me('notification-preferences'), { method: 'PUT', body: [next], signedIn: true });
}

export const getAccountSettings = () => api<AccountSettings>(me('settings'), { signedIn: true });

export const saveAccountSettings = (values: AccountSettings) =>
  api<AccountSettings>(me('settings'), { method: 'PUT', body: values, signedIn: true });
