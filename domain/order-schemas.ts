import { z } from 'zod';
import { maxNameLength, maxQuantity, minQuantity } from './constants';
import { giftCardDetailsSchema, giftCardRedemptionSchema } from './gift-card-schemas';
import { isCatalogueLine } from './gift-card-line';
import { standardShipping } from './shipping-methods';
import { shipmentSchema } from './shipment-schemas';
import { choiceList, pageQueryShape, searchParam, type ListPage } from './list-page';
import type { Order } from './types';

/**
 * What checkout sends and what the server answers for orders. The client sends lines and the
 * form only: every price is the server's, from the catalogue and the site content.
 */

export { giftCardProductId, isCatalogueLine } from './gift-card-line';

/** Lines as the sums see them: only catalogue lines are goods (discounted, taxed, shipped). */
export const sumsLines = (
  lines: readonly { productId: string; priceCents: number; quantity: number }[],
) =>
  lines.map((line) => ({
    priceCents: line.priceCents,
    quantity: line.quantity,
    goods: isCatalogueLine(line.productId),
  }));

const text = (label: string, max = maxNameLength) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

const quantity = z
  .number({ error: `Quantity must be a whole number from ${minQuantity} to ${maxQuantity}` })
  .int(`Quantity must be a whole number from ${minQuantity} to ${maxQuantity}`)
  .min(minQuantity, `Quantity must be at least ${minQuantity}`)
  .max(maxQuantity, `Quantity can be at most ${maxQuantity}`);

export const orderLineInputSchema = z.object({
  productId: text('Product', 200),
  size: text('Size', 200),
  quantity,
  /** Gift-card lines only: one of the amounts the gift-card page offers. */
  amountCents: z.number().int().positive().optional(),
  /** Gift-card lines only: the recipient and the sender's message. */
  giftCard: giftCardDetailsSchema.optional(),
});

export const postalAddressInputSchema = z.object({
  name: text('Name'),
  address: text('Address', 200),
  city: text('City'),
  state: z
    .string({ error: 'State is required' })
    .trim()
    .regex(/^[A-Z]{2}$/, 'Choose a state'),
  zipCode: z
    .string({ error: 'ZIP code is required' })
    .trim()
    .regex(/^\d{5}(-\d{4})?$/, 'Enter a 5-digit ZIP code'),
});

const email = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Email must be at most 254 characters')
  .pipe(z.email('Enter a valid email address'));

export const orderLinesSchema = z
  .array(orderLineInputSchema)
  .min(1, 'Your cart is empty.')
  .max(50, 'An order can have at most 50 lines');

export const quoteRequestSchema = z.object({ lines: orderLinesSchema });

export const paymentSourceSchema = z.union([
  z.object({ token: z.string().min(1).max(2000) }),
  z.object({ paymentMethodId: z.string().min(1).max(200) }),
]);

export const orderRequestSchema = z
  .object({
    lines: orderLinesSchema,
    contact: z.object({
      email,
      shippingAddress: postalAddressInputSchema,
      billingAddress: postalAddressInputSchema.optional(),
    }),
    /** Needed unless a gift card pays the whole order (the server checks that). */
    payment: paymentSourceSchema.optional(),
    /** A gift card pays this much, last, after tax and shipping. */
    giftCard: giftCardRedemptionSchema.optional(),
    /** Only the chosen method's id: the server works out what the address may have, and its price. */
    shippingMethodId: z
      .string({ error: 'Choose a shipping method' })
      .trim()
      .min(1, 'Choose a shipping method')
      .max(120, 'Choose one of the shipping methods shown')
      .default(standardShipping.id),
    saveCard: z.boolean().optional(),
    saveAddress: z.boolean().optional(),
    /** The total the cart showed: a different server total is 409 with the new quote. */
    expectedTotalCents: z.number().int().nonnegative(),
  })
  .refine((request) => request.payment || request.giftCard, {
    path: ['payment'],
    message: 'Enter a card to pay with',
  });

const cents = z.number().int().nonnegative();

export const quoteLineSchema = z.object({
  productId: z.string(),
  size: z.string(),
  name: z.string(),
  image: z.string(),
  quantity: z.number().int(),
  unitPriceCents: cents,
  lineTotalCents: cents,
  available: z.boolean(),
  /** How many are left when fewer than asked; null when stock does not apply or suffices. */
  availableQuantity: z.number().int().nonnegative().nullable(),
});

export const orderQuoteSchema = z.object({
  lines: z.array(quoteLineSchema),
  subtotalCents: cents,
  /** The member discount on the goods. */
  discountCents: cents,
  shippingCents: cents,
  taxCents: cents,
  totalCents: cents,
  /** Paid by gift card. */
  giftCardCents: cents,
  /** What the card is charged: total − gift card. */
  amountDueCents: cents,
});

export const orderStatuses = [
  'pending',
  'processing',
  'confirmed',
  'shipped',
  'delivered',
  'cancelled',
] as const;
export const paymentStatuses = ['paid', 'pending', 'failed', 'refunded'] as const;

/** The console's order search: id, customer name or e-mail. */
export const orderSearchMax = 200;

/** The filters of /admin/orders, shared by its page (GET /api/orders) and its CSV export. */
export const orderFiltersShape = {
  q: searchParam(orderSearchMax),
  status: z.enum(orderStatuses, { error: 'Choose an order status' }).optional(),
  payment: choiceList(
    paymentStatuses,
    'Choose payment statuses: paid, pending, failed or refunded',
  ),
};
export const orderFiltersSchema = z.object(orderFiltersShape);
export type OrderFiltersQuery = z.output<typeof orderFiltersSchema>;

/** GET /api/orders: the filters and the page. */
export const orderListQuerySchema = z.object({ ...orderFiltersShape, ...pageQueryShape });
export type OrderListQuery = z.output<typeof orderListQuerySchema>;

/** A page of orders, and how many orders each status chip holds under the search and payment filter. */
export interface OrderListPage extends ListPage<Order> {
  statusCounts: Record<(typeof orderStatuses)[number] | 'all', number>;
}

/**
 * An admin's status change; a shipped (or delivered) order may carry its carrier and tracking
 * number, entered with the change or later with the same status.
 */
export const orderStatusInputSchema = z
  .object({
    status: z.enum(orderStatuses, { error: 'Choose a status' }),
    shipment: shipmentSchema.optional(),
  })
  .refine(
    (input) => !input.shipment || input.status === 'shipped' || input.status === 'delivered',
    {
      path: ['shipment'],
      message: 'Only a shipped or delivered order has a carrier and tracking number',
    },
  );
export type OrderStatusInput = z.infer<typeof orderStatusInputSchema>;

/** How many guest orders one browser asks for at once: the ones it keeps (app/state/guest-orders.ts). */
export const maxGuestOrdersAsked = 50;

/** An order this browser placed as a guest: its id and the key its invoice link carries. */
export const guestOrderRefSchema = z.object({
  id: z.string().min(1).max(40),
  key: z.string().min(1).max(200),
});

/** POST /api/orders/guest: the guest orders a browser keeps; wrong keys are left out of the answer. */
export const guestOrdersRequestSchema = z.object({
  orders: z.array(guestOrderRefSchema).max(maxGuestOrdersAsked),
});

export type GuestOrderRef = z.output<typeof guestOrderRefSchema>;
export type OrderLineInput = z.output<typeof orderLineInputSchema>;
export type OrderRequest = z.output<typeof orderRequestSchema>;
export type OrderQuote = z.output<typeof orderQuoteSchema>;
export type QuoteLine = z.output<typeof quoteLineSchema>;
export type PaymentSource = z.output<typeof paymentSourceSchema>;
