import { describe, expect, it } from 'vitest';
import { membershipTiers } from '../fixtures/membership';
import { clubDiscountPercent, clubDiscountRule } from './constants';
import { addMonths, discountPercentOf, discountTierIds } from './membership';

const at = (iso: string) => new Date(iso);

describe('addMonths', () => {
  it('keeps the day of the month', () => {
    expect(addMonths(at('2026-11-25T22:00:00Z'), 1).toISOString()).toBe('2026-12-25T22:00:00.000Z');
  });
  it('crosses the year', () => {
    expect(addMonths(at('2026-12-25T10:00:00Z'), 1).toISOString()).toBe('2027-01-25T10:00:00.000Z');
  });
  it('moves Jan 31 to the last day of February', () => {
    expect(addMonths(at('2027-01-31T12:00:00Z'), 1).toISOString()).toBe('2027-02-28T12:00:00.000Z');
    expect(addMonths(at('2028-01-31T12:00:00Z'), 1).toISOString()).toBe('2028-02-29T12:00:00.000Z');
  });
  it('counts from the anchor, so the 31st comes back in March', () => {
    expect(addMonths(at('2027-01-31T12:00:00Z'), 2).toISOString()).toBe('2027-03-31T12:00:00.000Z');
    expect(addMonths(at('2027-01-31T12:00:00Z'), 3).toISOString()).toBe('2027-04-30T12:00:00.000Z');
  });
  it('moves Mar 31 to Apr 30 and Aug 31 to Sep 30', () => {
    expect(addMonths(at('2027-03-31T00:00:00Z'), 1).toISOString()).toBe('2027-04-30T00:00:00.000Z');
    expect(addMonths(at('2027-08-31T00:00:00Z'), 1).toISOString()).toBe('2027-09-30T00:00:00.000Z');
  });
  it('counts twelve months as a year', () => {
    expect(addMonths(at('2028-02-29T00:00:00Z'), 12).toISOString()).toBe(
      '2029-02-28T00:00:00.000Z',
    );
  });
});

describe('discountPercentOf', () => {
  it('gives 20% to active Smoke Master and Grill Legend members only', () => {
    expect(discountPercentOf({ tierId: 'smoke-master', status: 'active' })).toBe(20);
    expect(discountPercentOf({ tierId: 'grill-legend', status: 'active' })).toBe(20);
    expect(discountPercentOf({ tierId: 'pit-master', status: 'active' })).toBe(0);
    expect(discountPercentOf({ tierId: 'smoke-master', status: 'paused' })).toBe(0);
    expect(discountPercentOf({ tierId: 'smoke-master', status: 'ended' })).toBe(0);
    expect(discountPercentOf(null)).toBe(0);
  });
});

describe('clubDiscountRule', () => {
  it('names exactly the tiers that get the discount, and its percent', () => {
    for (const tier of membershipTiers) {
      expect(clubDiscountRule.includes(tier.name), tier.name).toBe(
        discountTierIds.includes(tier.id),
      );
    }
    expect(clubDiscountRule).toContain(`${clubDiscountPercent}%`);
  });
});
