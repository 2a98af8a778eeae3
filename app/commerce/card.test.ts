import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cardBrand,
  formatCardNumber,
  formatExpiry,
  isExpired,
  lastFour,
  parseExpiry,
  passesLuhn,
} from './card';

/** Appends the Luhn check digit to a digit string. */
function withCheckDigit(body: string): string {
  for (let d = 0; d <= 9; d++) if (passesLuhn(body + d)) return body + d;
  throw new Error('unreachable');
}

describe('card helpers', () => {
  it('recognises the brands', () => {
    expect(cardBrand('4242 4242 4242 4242')).toBe('Visa');
    expect(cardBrand('5555555555554444')).toBe('Mastercard');
    expect(cardBrand('2223003122003222')).toBe('Mastercard');
    expect(cardBrand('378282246310005')).toBe('American Express');
    expect(cardBrand('6011111111111117')).toBe('Discover');
    expect(cardBrand('9999')).toBe('Card');
  });

  it('groups digits as the placeholder 1234 5678 9012 3456 shows', () => {
    expect(formatCardNumber('1234567890123456')).toBe('1234 5678 9012 3456');
    expect(formatCardNumber('4242-4242-42')).toBe('4242 4242 42');
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
  });

  it('applies the Luhn check', () => {
    expect(passesLuhn('4242 4242 4242 4242')).toBe(true);
    expect(passesLuhn('4242 4242 4242 4241')).toBe(false);
    expect(passesLuhn('1234 5678 9012 3456')).toBe(false);
    expect(passesLuhn('42')).toBe(false);
  });

  it('accepts every number with a correct check digit and rejects a changed digit', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[1-9]\d{14}$/),
        fc.integer({ min: 1, max: 9 }),
        (body, delta) => {
          const number = withCheckDigit(body);
          expect(passesLuhn(number)).toBe(true);
          const last = (Number(number.at(-1)) + delta) % 10;
          expect(passesLuhn(number.slice(0, -1) + last)).toBe(false);
        },
      ),
    );
  });

  it('reads MM/YY and knows when a card has expired', () => {
    const today = new Date(2026, 10, 22);
    expect(parseExpiry('11/26')).toEqual({ month: 11, year: 2026 });
    expect(parseExpiry('13/26')).toBeUndefined();
    expect(parseExpiry('1126')).toBeUndefined();
    expect(isExpired({ month: 11, year: 2026 }, today)).toBe(false);
    expect(isExpired({ month: 10, year: 2026 }, today)).toBe(true);
    expect(isExpired({ month: 1, year: 2027 }, today)).toBe(false);
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('1227')).toBe('12/27');
    expect(lastFour('4242 4242 4242 4242')).toBe('4242');
  });
});
