import { describe, expect, it } from 'vitest';
import { centsToDollars, dollarsToCents, giftCardAmountError } from './gift-card-amount';

const card = { code: 'K7QM-2XWP-9RTD-4HZB', last4: '4HZB', balanceCents: 2000 };

describe("checkout's Amount to use", () => {
  it.each([
    ['30', 3000],
    ['30.5', 3050],
    ['30.05', 3005],
    ['$ 20.00', 2000],
    ['0', 0],
  ])('reads %j as %i cents', (typed, cents) => {
    expect(dollarsToCents(typed)).toBe(cents);
  });

  it.each(['', 'abc', '30.123', '-5', '1,000'])('refuses %j', (typed) => {
    expect(dollarsToCents(typed)).toBeUndefined();
  });

  it('shows cents as dollars with two decimals', () => {
    expect(centsToDollars(2000)).toBe('20.00');
    expect(centsToDollars(5)).toBe('0.05');
  });

  it('allows up to the balance and the total, and says which one was passed', () => {
    expect(giftCardAmountError('20', card, 5000)).toBeUndefined();
    expect(giftCardAmountError('25', card, 5000)).toBe('This gift card has only $20.00 left');
    expect(giftCardAmountError('15', card, 1000)).toBe(
      'This order comes to $10.00: use at most that much',
    );
    expect(giftCardAmountError('0', card, 5000)).toBe('Enter an amount above $0.00');
    expect(giftCardAmountError('x', card, 5000)).toBe('Enter an amount in dollars, e.g. 30.00');
  });
});
