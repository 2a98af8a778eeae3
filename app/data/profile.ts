import {
  accountSettingsDefaults,
  notificationPreferences as seedPreferences,
  paymentCards as seedCards,
  savedAddresses as seedAddresses,
} from '../../fixtures/profile';
import type {
  AccountSettings,
  NotificationPreference,
  PaymentCard,
  SavedAddress,
} from '../../domain/types';
import { collection } from './collection';

/**
 * Profile data belongs to an owner: the signed-in account's id, or `browserProfileId` for a
 * visitor without an account (the browser's own profile, seeded with the sample data).
 */
export const browserProfileId = 'browser';

const seedFor =
  <T>(owner: string, seed: T[]) =>
  () =>
    owner === browserProfileId ? structuredClone(seed) : [];

const addresses = (owner: string) =>
  collection<SavedAddress>({
    name: `addresses:${owner}`,
    version: 1,
    seed: seedFor(owner, seedAddresses),
  });
const cards = (owner: string) =>
  collection<PaymentCard>({ name: `cards:${owner}`, version: 1, seed: seedFor(owner, seedCards) });
const preferences = (owner: string) =>
  collection<NotificationPreference>({
    name: `notification-preferences:${owner}`,
    version: 1,
    seed: () => structuredClone(seedPreferences),
  });
const settings = (owner: string) =>
  collection<AccountSettings & { id: 'settings' }>({
    name: `account-settings:${owner}`,
    version: 1,
    seed: () => [{ id: 'settings', ...accountSettingsDefaults }],
  });

/** Keeps exactly one default: the one just marked, or the first when the default went away. */
function withOneDefault<T extends { id: string; isDefault: boolean }>(
  items: T[],
  preferredId?: string,
): T[] {
  const defaultId =
    preferredId ?? items.find((item) => item.isDefault)?.id ?? items[0]?.id ?? undefined;
  return items.map((item) => ({ ...item, isDefault: item.id === defaultId }));
}

export const listAddresses = (owner: string) => addresses(owner).list();

export async function saveAddress(owner: string, address: SavedAddress): Promise<SavedAddress[]> {
  const store = addresses(owner);
  const saved = { ...address, id: address.id || `address-${crypto.randomUUID()}` };
  const others = (await store.list()).filter((a) => a.id !== saved.id);
  const next = [...others, saved];
  const isFirst = others.length === 0;
  return store.replaceAll(withOneDefault(next, saved.isDefault || isFirst ? saved.id : undefined));
}

export async function deleteAddress(owner: string, id: string): Promise<SavedAddress[]> {
  const store = addresses(owner);
  return store.replaceAll(withOneDefault((await store.list()).filter((a) => a.id !== id)));
}

export const setDefaultAddress = async (owner: string, id: string) =>
  addresses(owner).replaceAll(withOneDefault(await addresses(owner).list(), id));

export const listCards = (owner: string) => cards(owner).list();

/** Stores only what identifies a card to its owner: brand, last four digits, expiry. */
export async function saveCard(
  owner: string,
  card: { brand: string; last4: string; expiry: string; isDefault: boolean },
): Promise<PaymentCard[]> {
  if (!/^\d{4}$/.test(card.last4)) throw new Error('Only the last four digits may be stored.');
  const store = cards(owner);
  const saved: PaymentCard = {
    id: `card-${crypto.randomUUID()}`,
    brand: card.brand,
    last4: card.last4,
    expiry: card.expiry,
    isDefault: card.isDefault,
  };
  const existing = await store.list();
  const next = [...existing, saved];
  return store.replaceAll(
    withOneDefault(next, saved.isDefault || existing.length === 0 ? saved.id : undefined),
  );
}

export async function deleteCard(owner: string, id: string): Promise<PaymentCard[]> {
  const store = cards(owner);
  return store.replaceAll(withOneDefault((await store.list()).filter((c) => c.id !== id)));
}

export const setDefaultCard = async (owner: string, id: string) =>
  cards(owner).replaceAll(withOneDefault(await cards(owner).list(), id));

export const listNotificationPreferences = (owner: string) => preferences(owner).list();

export async function setNotificationPreference(
  owner: string,
  id: string,
  channel: 'email' | 'sms',
  enabled: boolean,
): Promise<NotificationPreference> {
  const store = preferences(owner);
  const preference = await store.get(id);
  if (!preference) throw new Error(`Unknown preference ${id}`);
  return store.put({ ...preference, [channel]: enabled });
}

export async function getAccountSettings(owner: string): Promise<AccountSettings> {
  const [stored] = await settings(owner).list();
  if (!stored) return { ...accountSettingsDefaults };
  const { language, currency, timezone, newsletter, twoFactor } = stored;
  return { language, currency, timezone, newsletter, twoFactor };
}

export async function saveAccountSettings(
  owner: string,
  values: AccountSettings,
): Promise<AccountSettings> {
  await settings(owner).replaceAll([{ id: 'settings', ...values }]);
  return values;
}
