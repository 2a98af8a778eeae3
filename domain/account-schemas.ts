import { z } from 'zod';
import { giftCardDetailsSchema } from './gift-card-schemas';
import { maxFavorites, maxQuantity, minQuantity } from './constants';

/** What a signed-in customer keeps on the server (`/api/me/*`), as sent and as answered. */

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

export const cartLineInputSchema = z.object({
  productId: text('Product', 200),
  size: text('Size', 200),
  quantity: z.number().int().min(minQuantity).max(maxQuantity),
  amountCents: z.number().int().positive().optional(),
  /** Gift cards: the recipient and the message, kept with the account's cart. */
  giftCard: giftCardDetailsSchema.optional(),
});

export const cartInputSchema = z.object({
  lines: z.array(cartLineInputSchema).max(50, 'A cart can have at most 50 lines'),
  /** The browser's id for this save; the cart is read back with it (app/state/account-sync.ts). */
  saveId: z.string().trim().min(1).max(100).optional(),
});

/** A cart line as the browser's cart store holds it; priced by the server when read. */
export const cartLineSchema = z.object({
  id: z.string(),
  productId: z.string(),
  name: z.string(),
  size: z.string(),
  priceCents: z.number().int().nonnegative(),
  quantity: z.number().int().min(minQuantity).max(maxQuantity),
  image: z.string(),
  amountCents: z.number().int().positive().optional(),
  giftCard: giftCardDetailsSchema.optional(),
});

export const cartSchema = z.object({ lines: z.array(cartLineSchema) });

export const addressTypes = ['Home', 'Work', 'Other'] as const;

export const savedAddressInputSchema = z.object({
  type: z.enum(addressTypes, { error: 'Choose Home, Work or Other' }),
  address: text('Street address', 200),
  city: text('City', 120),
  state: z
    .string({ error: 'State is required' })
    .trim()
    .regex(/^[A-Z]{2}$/, 'Choose a state'),
  zip: z
    .string({ error: 'ZIP code is required' })
    .trim()
    .regex(/^\d{5}(-\d{4})?$/, 'Enter a 5-digit ZIP code'),
  isDefault: z.boolean().optional(),
});

export const savedAddressSchema = savedAddressInputSchema.extend({
  id: z.string(),
  isDefault: z.boolean(),
});

export const cardInputSchema = z.object({ token: z.string().min(1).max(2000) });
export const cardDefaultSchema = z.object({ isDefault: z.literal(true) });

export const paymentCardSchema = z.object({
  id: z.string(),
  brand: z.string(),
  last4: z.string().regex(/^\d{4}$/),
  expiry: z.string().regex(/^\d{2}\/\d{2}$/),
  isDefault: z.boolean(),
});

export const favoriteTypes = ['product', 'recipe'] as const;
export const favoriteKeySchema = z.object({
  type: z.enum(favoriteTypes),
  refId: text('Item', 200),
});
export const favoritesMergeSchema = z.object({
  items: z.array(favoriteKeySchema).max(maxFavorites),
});

export const notificationPreferenceSchema = z.object({
  id: z.string(),
  label: z.string(),
  description: z.string(),
  email: z.boolean(),
  sms: z.boolean(),
});
export const notificationPreferencesInputSchema = z
  .array(z.object({ id: text('Preference', 100), email: z.boolean(), sms: z.boolean() }))
  .max(50);

export const accountSettingsSchema = z.object({
  language: text('Language', 60),
  currency: text('Currency', 10),
  timezone: text('Time zone', 60),
  newsletter: z.boolean(),
  twoFactor: z.boolean(),
});

export type CartLineInput = z.output<typeof cartLineInputSchema>;
export type SavedAddressInput = z.output<typeof savedAddressInputSchema>;
