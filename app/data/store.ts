import { setMoneyCurrency } from '../../design-system/lib/money';
import { telHref } from '../../design-system/patterns/LocationCard/LocationCard';
import type { StoreDetails } from '../../domain/store';
import type { ContactCard } from '../../domain/types';
import { setStoreTimeZone } from '../commerce/dates';
import { api } from './api';
import { rememberStoreName } from './known-store-name';

/**
 * The store's name, contact, hours, currency and time zone (GET /api/store, from the admin's
 * settings). Read once per page load and shared by every screen; a failed read is tried again
 * by the next caller. A reload shows an admin's change.
 */
let pending: Promise<StoreDetails> | undefined;

/**
 * Reads the store afresh on the next call: the server's first paint of each page does, so a
 * renamed store is painted with its new name.
 */
export function forgetStore() {
  pending = undefined;
}

function apply(store: StoreDetails): StoreDetails {
  // Prices and dates everywhere follow the store's currency and zone from here on.
  setMoneyCurrency(store.currency);
  setStoreTimeZone(store.timeZone);
  rememberStoreName(store.name);
  return store;
}

/**
 * The store as the server read it for the painted page (domain/painted-data.ts): the page
 * hydrates in its currency and zone, and no screen reads it again.
 */
export function primeStore(store: StoreDetails) {
  pending = Promise.resolve(apply(store));
}

export function getStore(): Promise<StoreDetails> {
  pending ??= api<StoreDetails>('/store').then(apply, (error: unknown) => {
    pending = undefined;
    throw error;
  });
  return pending;
}

/** The help page's Call and Email cards dial and write to the store's own number and address. */
export function withStoreContact(cards: ContactCard[], store: StoreDetails): ContactCard[] {
  const { phone, email } = store.contact;
  return cards.map((card) => {
    if (card.id === 'call') return { ...card, detail: phone, href: telHref(phone) };
    if (card.id === 'email') return { ...card, detail: email, href: `mailto:${email}` };
    return card;
  });
}
