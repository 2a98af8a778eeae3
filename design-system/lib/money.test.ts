import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMoney } from './money';

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
