import { z } from 'zod';
import { orderLineInputSchema } from './order-schemas';

/**
 * The cart's check (POST /api/cart/quote): the lines as the browser keeps them, with the unit
 * price the cart shows, and the server's word on each, so the cart and checkout can show a
 * sold-out size, a shorter stock, a new price or a product gone on its own line.
 */

export const cartQuoteLineSchema = orderLineInputSchema.omit({ giftCard: true }).extend({
  /** The unit price the cart shows, in cents: a different server price is `price-changed`. */
  priceCents: z
    .number({ error: 'Price must be a whole number of cents' })
    .int('Price must be a whole number of cents')
    .nonnegative('Price must be a whole number of cents')
    .max(100_000_000, 'Price must be a whole number of cents'),
});

export const cartQuoteRequestSchema = z.object({
  lines: z
    .array(cartQuoteLineSchema, { error: 'Send the cart lines' })
    .min(1, 'Your cart is empty.')
    .max(50, 'A cart can have at most 50 lines'),
});

/** What a line needs before Place Order, most pressing first. */
export const cartLineStatuses = ['ok', 'gone', 'sold-out', 'low-stock', 'price-changed'] as const;

export const cartLineCheckSchema = z.object({
  productId: z.string(),
  size: z.string(),
  status: z.enum(cartLineStatuses),
  /** Today's unit price in cents; null when the product is not sold any more. */
  unitPriceCents: z.number().int().nonnegative().nullable(),
  /** How many are left when fewer than asked (0: sold out); null otherwise. */
  availableQuantity: z.number().int().nonnegative().nullable(),
});

export const cartQuoteSchema = z.object({ lines: z.array(cartLineCheckSchema) });

export type CartQuoteLine = z.output<typeof cartQuoteLineSchema>;
export type CartLineStatus = (typeof cartLineStatuses)[number];
export type CartLineCheck = z.output<typeof cartLineCheckSchema>;
export type CartQuote = z.output<typeof cartQuoteSchema>;
