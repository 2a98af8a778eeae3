import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../../commerce/checkout-schema';
import { addressSchema, type AddressForm } from './address-schema';
import { cardSchema, type CardForm } from './card-schema';
import { settingsSchema } from './account-settings-schema';

const addresses = addressSchema(['IL', 'NY']);
const cards = cardSchema(() => new Date(2026, 10, 22));

const address: AddressForm = {
  type: 'Home',
  address: '4410 S King Dr',
  city: 'Chicago',
  state: 'IL',
  zip: '60653',
  isDefault: false,
};

const card: CardForm = {
  cardNumber: '4242 4242 4242 4242',
  expiry: '12/27',
  nameOnCard: 'Marcus Johnson',
  isDefault: false,
};

const errorsOf = (result: { success: boolean; error?: unknown }) =>
  result.success ? {} : fieldErrors(result.error as Parameters<typeof fieldErrors>[0]);

describe('address form', () => {
  it('accepts a complete address, ZIP+4 too', () => {
    expect(addresses.safeParse(address).success).toBe(true);
    expect(addresses.safeParse({ ...address, zip: '60653-1234', type: 'Other' }).success).toBe(
      true,
    );
  });

  it('names every missing or wrong field', () => {
    expect(
      errorsOf(
        addresses.safeParse({
          type: '',
          address: ' ',
          city: '',
          state: 'ZZ',
          zip: '606',
          isDefault: false,
        }),
      ),
    ).toEqual({
      type: 'Choose Home, Work or Other',
      address: 'Address is required',
      city: 'City is required',
      state: 'Choose a US state',
      zip: 'Enter a 5-digit ZIP code, or ZIP+4 (12345-6789)',
    });
  });

  it('accepts only the three address types', () => {
    fc.assert(
      fc.property(fc.string(), (type) => {
        const ok = addresses.safeParse({ ...address, type }).success;
        expect(ok).toBe(['Home', 'Work', 'Other'].includes(type));
      }),
    );
  });
});

describe('card form', () => {
  it('accepts a valid card', () => {
    expect(cards.safeParse(card).success).toBe(true);
  });

  it('rejects a bad number, a past expiry and a missing name', () => {
    expect(
      errorsOf(
        cards.safeParse({
          ...card,
          cardNumber: '4242 4242 4242 4241',
          expiry: '10/26',
          nameOnCard: '',
        }),
      ),
    ).toEqual({
      cardNumber: 'This card number is not valid: check the digits',
      expiry: 'This card has expired',
      nameOnCard: 'Name on card is required',
    });
  });
});

describe('settings form', () => {
  it("accepts the spec's choices and nothing else", () => {
    const settings = {
      language: 'English (US)',
      currency: 'CAD',
      timezone: 'America/New_York',
      newsletter: true,
      twoFactor: false,
    };
    expect(settingsSchema.safeParse(settings).success).toBe(true);
    expect(errorsOf(settingsSchema.safeParse({ ...settings, currency: 'JPY' }))).toEqual({
      currency: 'Choose a currency',
    });
  });
});
