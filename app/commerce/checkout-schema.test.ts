import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkoutSchema,
  fieldErrors,
  newCardChoice,
  paysWithSavedCard,
  zipField,
  type CheckoutForm,
} from './checkout-schema';

const today = () => new Date(2026, 10, 22);
const schema = checkoutSchema(['IL', 'NY', 'CA'], today);

const valid: CheckoutForm = {
  email: 'pat@example.com',
  firstName: 'Pat',
  lastName: 'Smoker',
  address: '123 W Randolph St',
  city: 'Chicago',
  state: 'IL',
  zipCode: '60601',
  cardNumber: '4242 4242 4242 4242',
  cardExpiry: '12/28',
  cardCvc: '123',
};

function errorsFor(patch: Partial<CheckoutForm>) {
  const result = schema.safeParse({ ...valid, ...patch });
  return result.success ? {} : fieldErrors(result.error);
}

describe('checkout validation', () => {
  it('accepts a complete, valid form', () => {
    expect(schema.safeParse(valid).success).toBe(true);
    expect(
      errorsFor({ zipCode: '60601-1234', cardNumber: '378282246310005', cardCvc: '1234' }),
    ).toEqual({});
  });

  it('names every empty field', () => {
    const empty = Object.fromEntries(Object.keys(valid).map((k) => [k, '']));
    expect(fieldErrors(schema.safeParse(empty).error!)).toEqual({
      email: 'Email is required',
      firstName: 'First name is required',
      lastName: 'Last name is required',
      address: 'Address is required',
      city: 'City is required',
      state: 'State is required',
      zipCode: 'ZIP code is required',
      cardNumber: 'Card number is required',
      cardExpiry: 'Expiry date is required',
      cardCvc: 'CVC is required',
    });
  });

  it.each([
    [{ email: 'pat@' }, 'email', 'Please enter a valid email'],
    [{ state: 'ZZ' }, 'state', 'Choose a US state'],
    [{ zipCode: '6060' }, 'zipCode', 'Enter a 5-digit ZIP code, or ZIP+4 (12345-6789)'],
    [
      { cardNumber: '1234 5678 9012 3456' },
      'cardNumber',
      'This card number is not valid: check the digits',
    ],
    [{ cardNumber: '4242 abcd' }, 'cardNumber', 'Card number can only contain digits'],
    [{ cardNumber: '4242 4242' }, 'cardNumber', 'Card number must have 12 to 19 digits'],
    [{ cardExpiry: '13/27' }, 'cardExpiry', 'Enter the expiry as MM/YY'],
    [{ cardExpiry: '10/26' }, 'cardExpiry', 'This card has expired'],
    [{ cardCvc: '12' }, 'cardCvc', 'CVC must be 3 or 4 digits'],
    [{ cardCvc: '1234' }, 'cardCvc', 'CVC must be 3 digits for this card'],
  ])('rejects %o on %s', (patch, field, message) => {
    expect(errorsFor(patch)[field]).toBe(message);
  });

  it('accepts every 5-digit and ZIP+4 code and nothing else', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{5}(-\d{4})?$/), (zip) => {
        expect(zipField.safeParse(zip).success).toBe(true);
      }),
    );
    fc.assert(
      fc.property(fc.string(), (text) => {
        fc.pre(!/^\s*\d{5}(-\d{4})?\s*$/.test(text));
        expect(zipField.safeParse(text).success).toBe(false);
      }),
    );
  });
});

describe('checkout with a saved card', () => {
  const savedCardSchema = checkoutSchema(['IL'], today, { savedCard: true });

  it('does not ask for the card fields', () => {
    const form = { ...valid, cardNumber: '', cardExpiry: '', cardCvc: '', payWith: 'pm_1' };
    expect(savedCardSchema.safeParse(form).success).toBe(true);
    expect(schema.safeParse(form).success).toBe(false);
  });

  it('knows a saved card from the new-card choice', () => {
    expect(paysWithSavedCard({ payWith: 'pm_1' })).toBe(true);
    expect(paysWithSavedCard({ payWith: newCardChoice })).toBe(false);
    expect(paysWithSavedCard({})).toBe(false);
  });
});
