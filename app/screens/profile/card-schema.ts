import { z } from 'zod';
import { cardNumberField, expiryField } from '../../commerce/checkout-schema';

/** The Add New Card form. Only brand, last four and expiry are kept from it (saveCard). */
export function cardSchema(today: () => Date = () => new Date()) {
  return z.object({
    cardNumber: cardNumberField,
    expiry: expiryField(today),
    nameOnCard: z.string().trim().min(1, 'Name on card is required'),
    isDefault: z.boolean(),
  });
}

export type CardForm = z.input<ReturnType<typeof cardSchema>>;
