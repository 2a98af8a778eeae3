import { z } from 'zod';

export const maxRecipientNameLength = 40;
export const maxGiftMessageLength = 200;

/** The gift card form: an amount from the offered list; recipient and message are optional. */
export function giftCardSchema(amountsCents: readonly number[]) {
  return z.object({
    /** The amount in cents, as the radio group's text value. */
    amount: z.string().refine((value) => amountsCents.includes(Number(value)), 'Choose an amount'),
    recipientName: z
      .string()
      .trim()
      .max(maxRecipientNameLength, `Keep the name under ${maxRecipientNameLength} characters`),
    recipientEmail: z
      .string()
      .trim()
      .refine(
        (value) => value === '' || z.email().safeParse(value).success,
        'Please enter a valid email',
      ),
    message: z
      .string()
      .trim()
      .max(maxGiftMessageLength, `Keep the message under ${maxGiftMessageLength} characters`),
  });
}

export type GiftCardValues = z.infer<ReturnType<typeof giftCardSchema>>;
