import { z } from 'zod';
import { maxGiftMessageLength, maxGiftRecipientNameLength } from './constants';
import { malformedGiftCardMessage, normalizeGiftCardCode } from './gift-card-code';

export { maxGiftMessageLength, maxGiftRecipientNameLength };

/** Who a gift card goes to and what it says; without an e-mail it goes to the buyer. */
export const giftCardDetailsSchema = z.object({
  recipientEmail: z
    .string()
    .trim()
    .max(254, 'Email must be at most 254 characters')
    .refine(
      (value) => value === '' || z.email().safeParse(value).success,
      'Enter a valid email address',
    )
    .optional(),
  recipientName: z
    .string()
    .trim()
    .max(maxGiftRecipientNameLength, `Keep the name under ${maxGiftRecipientNameLength} characters`)
    .optional(),
  message: z
    .string()
    .trim()
    .max(maxGiftMessageLength, `Keep the message under ${maxGiftMessageLength} characters`)
    .optional(),
});

/** A typed code, normalized (see gift-card-code.ts); a malformed one is the field's message. */
export const giftCardCodeSchema = z
  .string({ error: malformedGiftCardMessage })
  .max(64, malformedGiftCardMessage)
  .transform((typed, ctx) => {
    const code = normalizeGiftCardCode(typed);
    if (!code) {
      ctx.addIssue({ code: 'custom', message: malformedGiftCardMessage });
      return z.NEVER;
    }
    return code;
  });

export const giftCardCheckSchema = z.object({ code: giftCardCodeSchema });

/** What an order asks a gift card to pay, in cents. */
export const giftCardRedemptionSchema = z.object({
  code: giftCardCodeSchema,
  amountCents: z
    .number({ error: 'Enter the amount to use' })
    .int('Enter the amount to use in dollars and cents')
    .positive('Enter an amount above $0.00'),
});

/** What the check endpoint answers: enough to apply the card, never the code. */
export const giftCardBalanceSchema = z.object({
  last4: z.string(),
  balanceCents: z.number().int().nonnegative(),
});

export const giftCardEventTypes = ['issued', 'redeemed', 'refunded', 'voided'] as const;
export type GiftCardEventType = (typeof giftCardEventTypes)[number];

/** The admin's lookup: the card and its history, newest last. */
export interface GiftCardLookup {
  last4: string;
  balanceCents: number;
  initialCents: number;
  recipientEmail: string;
  recipientName: string | null;
  orderId: string;
  createdAt: string;
  events: {
    type: GiftCardEventType;
    orderId: string | null;
    amountCents: number;
    balanceAfterCents: number;
    at: string;
  }[];
}

export type GiftCardDetails = z.output<typeof giftCardDetailsSchema>;
export type GiftCardRedemption = z.output<typeof giftCardRedemptionSchema>;
export type GiftCardBalance = z.output<typeof giftCardBalanceSchema>;
