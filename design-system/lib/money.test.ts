import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatMoney, moneyCurrency, setMoneyCurrency } from './money';

describe('formatMoney', () => {
  it('shows dollars with two decimals', () => {
    expect(formatMoney(12498)).toBe('$124.98');
    expect(formatMoney(999)).toBe('$9.99');
    expect(formatMoney(7500)).toBe('$75.00');
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(123456789)).toBe('$1,234,567.89');
  });

  it('refuses fractions of a cent', () => {
    expect(() => formatMoney(12.5)).toThrow('integer cents');
  });

  it('always has exactly two decimals', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (cents) => {
        expect(formatMoney(cents)).toMatch(/^\$[\d,]+\.\d{2}$/);
      }),
    );
  });
});

describe("formatMoney in the store's currency", () => {
  afterEach(() => setMoneyCurrency('USD'));

  it('prints the same cents with the currency given, never converted', () => {
    expect(formatMoney(12498, 'EUR')).toBe('€124.98');
    expect(formatMoney(12498, 'GBP')).toBe('£124.98');
    expect(formatMoney(12498, 'CAD')).toBe('CA$124.98');
    expect(formatMoney(12498, 'USD')).toBe('$124.98');
  });

  it('uses the currency the app set from the store, until it is set again', () => {
    setMoneyCurrency('EUR');
    expect(moneyCurrency()).toBe('EUR');
    expect(formatMoney(999)).toBe('€9.99');
    setMoneyCurrency('USD');
    expect(formatMoney(999)).toBe('$9.99');
  });

  it('keeps the current currency when given a code that is not one', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    setMoneyCurrency('not money');
    expect(formatMoney(999)).toBe('$9.99');
    expect(error).toHaveBeenCalledOnce();
    error.mockRestore();
  });
});
