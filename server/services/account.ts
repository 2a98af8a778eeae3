import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  accountSettingsSchema,
  CartLineInput,
  favoriteKeySchema,
  notificationPreferencesInputSchema,
  SavedAddressInput,
} from '../../domain/account-schemas';
import {
  addressesLimitMessage,
  favoritesLimitMessage,
  maxFavorites,
  maxQuantity,
  maxSavedAddresses,
} from '../../domain/constants';
import { giftCardProductId } from '../../domain/order-schemas';
import { effectivePriceCents } from '../../domain/catalog';
import type {
  AccountSettings,
  FavoriteItem,
  NotificationPreference,
  PaymentCard,
  PostalAddress,
  SavedAddress,
} from '../../domain/types';
import { accountSettingsDefaults, notificationPreferences } from '../../domain/account-defaults';
import type { Caller } from '../caller';
import type { Db, Tx } from '../db/client';
import {
  accountCarts,
  accountPreferences,
  addresses,
  favorites,
  paymentMethods,
  products,
  productSizes,
  recipes,
} from '../db/schema';
import { Invalid, LimitReached, NotFound, PaymentRequired, Unauthorized } from '../errors';
import {
  PaymentDeclined,
  PaymentRequiresAction,
  PaymentSourceInvalid,
  type PaymentProvider,
  type SavedPaymentMethod,
} from '../payments/provider';
import { priceLines } from './pricing';
import type { CartLine } from '../../domain/cart-line';
import { cartLineId } from '../../domain/cart-line-id';

/** Every /api/me call is the verified caller's own: there is no way to name another account. */
export function signedIn(caller: Caller | null): Caller {
  if (!caller) throw new Unauthorized();
  return caller;
}

/**
 * Takes the account's lock for one kind of record until the transaction ends, so that counting
 * them and adding one is a single step however many requests arrive at once.
 */
async function lockAccount(tx: Tx, kind: 'favorites' | 'addresses', sub: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`${kind}:${sub}`}, 0))`);
}

/* ---------- Cart ---------- */

/** A gift card's line also carries its amount (its price), which the cart sends back to be priced. */
export interface StoredCartLine extends CartLine {
  amountCents?: number;
}

/** One line per product size (gift cards: per amount and label), quantities summed up to 10. */
function mergeLines(lines: readonly CartLineInput[]): CartLineInput[] {
  const merged = new Map<string, CartLineInput>();
  for (const line of lines) {
    const key = `${line.productId}\u0000${line.size}\u0000${line.amountCents ?? ''}\u0000${JSON.stringify(line.giftCard ?? null)}`;
    const known = merged.get(key);
    merged.set(
      key,
      known ? { ...known, quantity: Math.min(maxQuantity, known.quantity + line.quantity) } : line,
    );
  }
  return [...merged.values()];
}

/**
 * The cart with today's prices: lines that are no longer sold drop out, everything else is
 * priced by the same rules as an order (an admin's price change reaches every cart).
 */
async function pricedCart(db: Db | Tx, lines: readonly CartLineInput[]): Promise<StoredCartLine[]> {
  const priced = (await priceLines(db, lines, { dropUnknown: true })).lines;
  return priced.map((line) => ({
    id: cartLineId(line),
    productId: line.productId,
    name: line.name,
    size: line.size,
    priceCents: line.unitPriceCents,
    quantity: line.quantity,
    image: line.image,
    // Gift cards are priced by their amount, which is their price.
    ...(line.productId === giftCardProductId ? { amountCents: line.unitPriceCents } : {}),
    ...(line.giftCard ? { giftCard: line.giftCard } : {}),
  }));
}

/**
 * The account's cart, and the id of the save that wrote it: a browser whose save got no answer
 * tells from it whether the save arrived (app/state/account-sync.ts).
 */
export async function getCart(db: Db, caller: Caller | null) {
  const { sub } = signedIn(caller);
  const [row] = await db.select().from(accountCarts).where(eq(accountCarts.sub, sub));
  return { lines: await pricedCart(db, row?.lines ?? []), saveId: row?.saveId ?? null };
}

export async function putCart(
  db: Db,
  caller: Caller | null,
  lines: readonly CartLineInput[],
  saveId: string | null = null,
) {
  const { sub } = signedIn(caller);
  const merged = mergeLines(lines);
  await db
    .insert(accountCarts)
    .values({ sub, lines: merged, saveId })
    .onConflictDoUpdate({
      target: accountCarts.sub,
      set: { lines: merged, saveId, updatedAt: new Date() },
    });
  return { lines: await pricedCart(db, merged), saveId };
}

/* ---------- Favourites ---------- */

type FavoriteKey = z.output<typeof favoriteKeySchema>;

export async function listFavorites(db: Db, caller: Caller | null): Promise<FavoriteItem[]> {
  const { sub } = signedIn(caller);
  const rows = await db
    .select()
    .from(favorites)
    .where(eq(favorites.sub, sub))
    .orderBy(asc(favorites.position));
  const productIds = rows.filter((r) => r.type === 'product').map((r) => r.refId);
  const recipeIds = rows.filter((r) => r.type === 'recipe').map((r) => r.refId);
  const productRows = productIds.length
    ? await db
        .select()
        .from(products)
        .where(and(inArray(products.id, productIds), eq(products.archived, false)))
    : [];
  const sizeRows = productIds.length
    ? await db
        .select()
        .from(productSizes)
        .where(inArray(productSizes.productId, productIds))
        .orderBy(asc(productSizes.position))
    : [];
  const recipeRows = recipeIds.length
    ? await db.select().from(recipes).where(inArray(recipes.id, recipeIds))
    : [];

  const items: FavoriteItem[] = [];
  for (const row of rows) {
    const base = {
      id: row.position,
      type: row.type,
      refId: row.refId,
      addedAt: row.addedAt.toISOString(),
    };
    if (row.type === 'product') {
      const product = productRows.find((p) => p.id === row.refId);
      if (!product) continue;
      const sizes = sizeRows.filter((s) => s.productId === product.id);
      const size = sizes.find((s) => s.stock > 0) ?? sizes[0];
      items.push({
        ...base,
        name: product.name,
        category: product.category,
        image: product.images[0]?.url ?? '',
        ...(size
          ? {
              size: size.size,
              priceCents: effectivePriceCents({
                id: size.id,
                size: size.size,
                priceCents: size.priceCents,
                stock: size.stock,
                inStock: size.stock > 0,
                ...(size.salePercent === null ? {} : { salePercent: size.salePercent }),
              }),
            }
          : {}),
        inStock: sizes.some((s) => s.stock > 0),
      });
    } else {
      const recipe = recipeRows.find((r) => r.id === row.refId);
      if (!recipe) continue;
      items.push({
        ...base,
        name: recipe.title,
        category: recipe.category,
        image: recipe.imageUrl,
      });
    }
  }
  return items;
}

const favoriteKeyOf = (key: FavoriteKey) => `${key.type}:${key.refId}`;

/**
 * Saves favourites (idempotent: one already saved is no new one). Refused whole when the new
 * ones would take the account past the limit.
 */
export async function addFavorites(
  db: Db,
  caller: Caller | null,
  keys: readonly FavoriteKey[],
): Promise<FavoriteItem[]> {
  const { sub } = signedIn(caller);
  if (keys.length > 0) {
    await db.transaction(async (tx) => {
      await lockAccount(tx, 'favorites', sub);
      const saved = await tx
        .select({ type: favorites.type, refId: favorites.refId })
        .from(favorites)
        .where(eq(favorites.sub, sub));
      const known = new Set(saved.map(favoriteKeyOf));
      const fresh = [...new Map(keys.map((key) => [favoriteKeyOf(key), key])).values()].filter(
        (key) => !known.has(favoriteKeyOf(key)),
      );
      if (fresh.length === 0) return;
      if (saved.length + fresh.length > maxFavorites) {
        throw new LimitReached(favoritesLimitMessage);
      }
      await tx
        .insert(favorites)
        .values(fresh.map((key) => ({ sub, type: key.type, refId: key.refId })))
        .onConflictDoNothing();
    });
  }
  return listFavorites(db, caller);
}

export async function removeFavorite(db: Db, caller: Caller | null, key: FavoriteKey) {
  const { sub } = signedIn(caller);
  await db
    .delete(favorites)
    .where(
      and(eq(favorites.sub, sub), eq(favorites.type, key.type), eq(favorites.refId, key.refId)),
    );
  return listFavorites(db, caller);
}

/* ---------- Addresses ---------- */

type AddressRow = typeof addresses.$inferSelect;

const toAddress = (row: AddressRow): SavedAddress => ({
  id: row.id,
  type: row.type,
  address: row.address,
  city: row.city,
  state: row.state,
  zip: row.zip,
  isDefault: row.isDefault,
});

const addressesOf = (db: Db | Tx, sub: string) =>
  db.select().from(addresses).where(eq(addresses.sub, sub)).orderBy(asc(addresses.position));

/** Exactly one default while any address exists: the one just marked, else the first. */
async function keepOneDefault(tx: Tx, sub: string, preferredId?: string) {
  const rows = await addressesOf(tx, sub);
  const defaultId = preferredId ?? rows.find((r) => r.isDefault)?.id ?? rows[0]?.id;
  if (!defaultId) return;
  await tx
    .update(addresses)
    .set({ isDefault: sql`${addresses.id} = ${defaultId}` })
    .where(eq(addresses.sub, sub));
}

export async function listAddresses(db: Db, sub: string) {
  return (await addressesOf(db, sub)).map(toAddress);
}

export async function createAddress(db: Db, caller: Caller | null, input: SavedAddressInput) {
  const { sub } = signedIn(caller);
  await db.transaction(async (tx) => {
    await lockAccount(tx, 'addresses', sub);
    const [{ saved } = { saved: 0 }] = await tx
      .select({ saved: count() })
      .from(addresses)
      .where(eq(addresses.sub, sub));
    if (saved >= maxSavedAddresses) throw new LimitReached(addressesLimitMessage);
    const [row] = await tx
      .insert(addresses)
      .values({ sub, ...input, isDefault: false })
      .returning({ id: addresses.id });
    await keepOneDefault(tx, sub, input.isDefault ? row!.id : undefined);
  });
  return listAddresses(db, sub);
}

export async function updateAddress(
  db: Db,
  caller: Caller | null,
  id: string,
  input: SavedAddressInput,
) {
  const { sub } = signedIn(caller);
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(addresses)
      .set({
        type: input.type,
        address: input.address,
        city: input.city,
        state: input.state,
        zip: input.zip,
      })
      .where(and(eq(addresses.id, id), eq(addresses.sub, sub)))
      .returning({ id: addresses.id });
    if (updated.length === 0) throw new NotFound('Address not found');
    await keepOneDefault(tx, sub, input.isDefault ? id : undefined);
  });
  return listAddresses(db, sub);
}

export async function deleteAddress(db: Db, caller: Caller | null, id: string) {
  const { sub } = signedIn(caller);
  await db.transaction(async (tx) => {
    const deleted = await tx
      .delete(addresses)
      .where(and(eq(addresses.id, id), eq(addresses.sub, sub)))
      .returning({ id: addresses.id });
    if (deleted.length === 0) throw new NotFound('Address not found');
    await keepOneDefault(tx, sub);
  });
  return listAddresses(db, sub);
}

/**
 * Checkout's "save this address": kept once (the same street, city and ZIP is not repeated), and
 * not kept when the account has as many as it may: the order goes ahead all the same.
 */
export async function saveAddressFromCheckout(tx: Tx, caller: Caller, address: PostalAddress) {
  await lockAccount(tx, 'addresses', caller.sub);
  const rows = await addressesOf(tx, caller.sub);
  const same = rows.some(
    (r) => r.address === address.address && r.city === address.city && r.zip === address.zipCode,
  );
  if (same || rows.length >= maxSavedAddresses) return;
  await tx.insert(addresses).values({
    sub: caller.sub,
    type: 'Home',
    address: address.address,
    city: address.city,
    state: address.state,
    zip: address.zipCode,
  });
  await keepOneDefault(tx, caller.sub);
}

/* ---------- Saved cards ---------- */

type CardRow = typeof paymentMethods.$inferSelect;

const toCard = (row: CardRow): PaymentCard => ({
  id: row.id,
  brand: row.brand,
  last4: row.last4,
  expiry: row.expiry,
  isDefault: row.isDefault,
});

const cardsOf = (db: Db | Tx, sub: string) =>
  db
    .select()
    .from(paymentMethods)
    .where(eq(paymentMethods.sub, sub))
    .orderBy(asc(paymentMethods.position));

async function keepOneDefaultCard(tx: Tx, sub: string, preferredId?: string) {
  const rows = await cardsOf(tx, sub);
  const defaultId = preferredId ?? rows.find((r) => r.isDefault)?.id ?? rows[0]?.id;
  if (!defaultId) return;
  await tx
    .update(paymentMethods)
    .set({ isDefault: sql`${paymentMethods.id} = ${defaultId}` })
    .where(eq(paymentMethods.sub, sub));
}

export async function listCards(db: Db, caller: Caller | null) {
  const { sub } = signedIn(caller);
  return (await cardsOf(db, sub)).map(toCard);
}

async function insertCard(
  tx: Tx,
  sub: string,
  provider: PaymentProvider,
  method: SavedPaymentMethod,
) {
  await tx
    .insert(paymentMethods)
    .values({
      id: method.id,
      sub,
      provider: provider.name,
      brand: method.brand,
      last4: method.last4,
      expiry: method.expiry,
    })
    .onConflictDoNothing();
  await keepOneDefaultCard(tx, sub);
}

/** Saves a card through the provider: the store keeps its payment-method id, brand, last four and expiry. */
export async function createCard(
  db: Db,
  provider: PaymentProvider,
  caller: Caller | null,
  token: string,
) {
  const { sub } = signedIn(caller);
  let method: SavedPaymentMethod;
  try {
    method = await provider.save(token, { sub });
  } catch (error) {
    if (error instanceof PaymentDeclined) throw new PaymentRequired(error.message, 'number');
    if (error instanceof PaymentSourceInvalid) throw new Invalid({ number: error.message });
    // Saving a card that needs 3-D Secure waits for the browser half of issue 30.
    if (error instanceof PaymentRequiresAction) throw new PaymentRequired(error.message, 'number');
    throw error;
  }
  await db.transaction((tx) => insertCard(tx, sub, provider, method));
  return listCards(db, caller);
}

export const saveCardFromCheckout = (
  tx: Tx,
  caller: Caller,
  provider: PaymentProvider,
  method: SavedPaymentMethod,
) => insertCard(tx, caller.sub, provider, method);

export async function makeDefaultCard(db: Db, caller: Caller | null, id: string) {
  const { sub } = signedIn(caller);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: paymentMethods.id })
      .from(paymentMethods)
      .where(and(eq(paymentMethods.id, id), eq(paymentMethods.sub, sub)));
    if (!row) throw new NotFound('Card not found');
    await keepOneDefaultCard(tx, sub, id);
  });
  return listCards(db, caller);
}

export async function deleteCard(db: Db, caller: Caller | null, id: string) {
  const { sub } = signedIn(caller);
  await db.transaction(async (tx) => {
    const deleted = await tx
      .delete(paymentMethods)
      .where(and(eq(paymentMethods.id, id), eq(paymentMethods.sub, sub)))
      .returning({ id: paymentMethods.id });
    if (deleted.length === 0) throw new NotFound('Card not found');
    await keepOneDefaultCard(tx, sub);
  });
  return listCards(db, caller);
}

/* ---------- Preferences and settings ---------- */

async function preferencesRow(db: Db, sub: string) {
  const [row] = await db.select().from(accountPreferences).where(eq(accountPreferences.sub, sub));
  return row;
}

export async function getNotificationPreferences(
  db: Db,
  caller: Caller | null,
): Promise<NotificationPreference[]> {
  const { sub } = signedIn(caller);
  const saved = (await preferencesRow(db, sub))?.notifications ?? [];
  return notificationPreferences.map((preference) => {
    const mine = saved.find((s) => s.id === preference.id);
    return mine ? { ...preference, email: mine.email, sms: mine.sms } : { ...preference };
  });
}

export async function putNotificationPreferences(
  db: Db,
  caller: Caller | null,
  input: z.output<typeof notificationPreferencesInputSchema>,
) {
  const { sub } = signedIn(caller);
  const known = new Set(notificationPreferences.map((p) => p.id));
  const unknown = input.find((p) => !known.has(p.id));
  if (unknown) throw new Invalid({ [unknown.id]: 'There is no such notification' });
  const current = await getNotificationPreferences(db, caller);
  const next = current.map((p) => {
    const change = input.find((i) => i.id === p.id);
    return change ? { ...p, email: change.email, sms: change.sms } : p;
  });
  await db
    .insert(accountPreferences)
    .values({ sub, notifications: next })
    .onConflictDoUpdate({
      target: accountPreferences.sub,
      set: { notifications: next, updatedAt: new Date() },
    });
  return next;
}

export async function getSettings(db: Db, caller: Caller | null): Promise<AccountSettings> {
  const { sub } = signedIn(caller);
  return (await preferencesRow(db, sub))?.settings ?? { ...accountSettingsDefaults };
}

export async function putSettings(
  db: Db,
  caller: Caller | null,
  settings: z.output<typeof accountSettingsSchema>,
) {
  const { sub } = signedIn(caller);
  await db
    .insert(accountPreferences)
    .values({ sub, settings })
    .onConflictDoUpdate({
      target: accountPreferences.sub,
      set: { settings, updatedAt: new Date() },
    });
  return settings;
}
