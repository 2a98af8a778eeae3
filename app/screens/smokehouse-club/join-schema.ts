import { z } from 'zod';
import {
  cardNumberField,
  cvcField,
  expiryField,
  newCardChoice,
  paysWithSavedCard,
} from '../../commerce/checkout-schema';

/** The join dialog's form: a saved card, or a new card's fields (checked only when used). */
export function joinSchema(
  today: () => Date = () => new Date(),
  /** False with Stripe: its Payment Element checks the card, the form has no card fields. */
  { cardFields = true }: { cardFields?: boolean } = {},
) {
  return z
    .object({
      payWith: z.string(),
      cardNumber: z.string(),
      cardExpiry: z.string(),
      cardCvc: z.string(),
    })
    .superRefine((form, context) => {
      if (paysWithSavedCard(form) || !cardFields) return;
      const checks = {
        cardNumber: cardNumberField,
        cardExpiry: expiryField(today),
        cardCvc: cvcField,
      } as const;
      for (const [name, field] of Object.entries(checks)) {
        const result = field.safeParse(form[name as keyof typeof checks]);
        if (!result.success) {
          context.addIssue({
            code: 'custom',
            path: [name],
            message: result.error.issues[0]!.message,
          });
        }
      }
    });
}

export type JoinForm = z.output<ReturnType<typeof joinSchema>>;

/** A saved card's id, or the new card's fields, as the screen's owner pays with them. */
export type JoinPayment =
  { paymentMethodId: string } | { card: { number: string; expiry: string; cvc: string } };

export const joinPaymentOf = (form: JoinForm): JoinPayment =>
  paysWithSavedCard(form)
    ? { paymentMethodId: form.payWith }
    : { card: { number: form.cardNumber, expiry: form.cardExpiry, cvc: form.cardCvc } };

export const defaultPayWith = (cards: readonly { id: string; isDefault: boolean }[]) =>
  (cards.find((card) => card.isDefault) ?? cards[0])?.id ?? newCardChoice;
