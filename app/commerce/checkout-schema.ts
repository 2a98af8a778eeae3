import { z } from 'zod';
import { emailField as emailOf, required } from '../forms/validators';
import { cardBrand, digitsOnly, isExpired, parseExpiry, passesLuhn } from './card';

export const emailField = emailOf();
export const zipField = required('ZIP code').regex(
  /^\d{5}(-\d{4})?$/,
  'Enter a 5-digit ZIP code, or ZIP+4 (12345-6789)',
);

export function stateField(stateCodes: readonly string[]) {
  return required('State').refine((code) => stateCodes.includes(code), 'Choose a US state');
}

export const cardNumberField = required('Card number')
  .refine((value) => /^[\d\s-]+$/.test(value), 'Card number can only contain digits')
  .refine((value) => {
    const length = digitsOnly(value).length;
    return length >= 12 && length <= 19;
  }, 'Card number must have 12 to 19 digits')
  .refine(passesLuhn, 'This card number is not valid: check the digits');

export function expiryField(today: () => Date) {
  return required('Expiry date')
    .refine((value) => parseExpiry(value) !== undefined, 'Enter the expiry as MM/YY')
    .refine((value) => {
      const expiry = parseExpiry(value);
      return !expiry || !isExpired(expiry, today());
    }, 'This card has expired');
}

export const cvcField = required('CVC').regex(/^\d{3,4}$/, 'CVC must be 3 or 4 digits');

// Paying with a saved card needs no schema: card-entry.ts reads it without zod.
export { newCardChoice, paysWithSavedCard } from './card-choice';

/**
 * Checkout's form. `savedCard` is true while a saved card is chosen to pay with: the card
 * fields are hidden then, so they are not checked. The resolver rebuilds it per validation.
 */
export function checkoutSchema(
  stateCodes: readonly string[],
  today: () => Date = () => new Date(),
  { savedCard = false }: { savedCard?: boolean } = {},
) {
  const card = savedCard
    ? { cardNumber: z.string(), cardExpiry: z.string(), cardCvc: z.string() }
    : { cardNumber: cardNumberField, cardExpiry: expiryField(today), cardCvc: cvcField };
  return z
    .object({
      email: emailField,
      firstName: required('First name'),
      lastName: required('Last name'),
      address: required('Address'),
      city: required('City'),
      state: stateField(stateCodes),
      zipCode: zipField,
      ...card,
      /** A saved card's id, or `newCardChoice` (also when absent). */
      payWith: z.string().optional(),
      /** The chosen shipping method; an id the address no longer gets falls back to standard. */
      shippingMethodId: z.string().optional(),
      saveAddress: z.boolean().optional(),
      saveCard: z.boolean().optional(),
    })
    .superRefine((form, context) => {
      if (savedCard) return;
      // American Express prints a 4-digit code; the others 3.
      const amex = cardBrand(form.cardNumber) === 'American Express';
      if (/^\d{3,4}$/.test(form.cardCvc) && form.cardCvc.length !== (amex ? 4 : 3)) {
        context.addIssue({
          code: 'custom',
          path: ['cardCvc'],
          message: amex
            ? 'American Express cards have a 4-digit CVC'
            : 'CVC must be 3 digits for this card',
        });
      }
    });
}

export type CheckoutForm = z.input<ReturnType<typeof checkoutSchema>>;

/** Field name → first message, for showing errors under each field. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= issue.message;
  }
  return errors;
}
