import { describe, expect, it } from 'vitest';
import { cateringPackages } from '@fixtures/catering';
import {
  cateringQuoteSchema,
  earliestEventDate,
  emptyCateringQuote,
  estimateCents,
  formatEventDate,
  type CateringQuoteInput,
} from './catering-schema';

const today = '2026-11-22';
const schema = cateringQuoteSchema(cateringPackages, today);

const valid: CateringQuoteInput = {
  name: 'Pat Smoker',
  email: 'pat@example.com',
  eventDate: '2026-12-05',
  guests: 35,
  packageId: 'corporate-grill',
  details: 'Office lunch, two vegetarians.',
};

function errorsFor(patch: Partial<CateringQuoteInput>): Record<string, string> {
  const result = schema.safeParse({ ...valid, ...patch });
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

describe('catering quote validation', () => {
  it('accepts a complete request, with or without details', () => {
    expect(schema.safeParse(valid).success).toBe(true);
    expect(errorsFor({ details: '' })).toEqual({});
  });

  it('names every empty required field', () => {
    const result = schema.safeParse(emptyCateringQuote);
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(
      result.error!.issues.map((issue) => [issue.path[0], issue.message]),
    );
    expect(messages).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      eventDate: 'Event date is required',
      guests: 'Number of guests is required',
      packageId: 'Package is required',
    });
  });

  it('checks the e-mail address', () => {
    expect(errorsFor({ email: 'pat@' })).toEqual({ email: 'Please enter a valid email' });
  });

  it("holds the guests to the chosen package's minimum", () => {
    expect(errorsFor({ guests: 29 })).toEqual({
      guests: 'Corporate Grill needs at least 30 guests',
    });
    expect(errorsFor({ guests: 30 })).toEqual({});
    expect(errorsFor({ packageId: 'backyard-bbq', guests: 19 })).toEqual({
      guests: 'Backyard BBQ needs at least 20 guests',
    });
    expect(errorsFor({ packageId: 'smokehouse-feast', guests: 39 })).toEqual({
      guests: 'Smokehouse Feast needs at least 40 guests',
    });
  });

  it('checks the minimum even while other fields are still empty', () => {
    expect(errorsFor({ name: '', guests: 10 })).toEqual({
      name: 'Name is required',
      guests: 'Corporate Grill needs at least 30 guests',
    });
  });

  it('refuses fractions, zero, and more guests than the kitchen serves', () => {
    expect(errorsFor({ guests: 35.5 })).toEqual({ guests: 'Enter a whole number of guests' });
    expect(errorsFor({ guests: 0 }).guests).toBe('Enter at least 1 guest');
    expect(errorsFor({ guests: 501 })).toEqual({
      guests: 'For more than 500 guests, please call our catering team',
    });
  });

  it('refuses an unknown package', () => {
    expect(errorsFor({ packageId: 'pizza-party' })).toEqual({
      packageId: 'Choose one of our packages',
    });
  });

  it('wants a date in the future: today and the past are refused', () => {
    expect(errorsFor({ eventDate: '2026-11-22' })).toEqual({
      eventDate: 'The event date must be in the future',
    });
    expect(errorsFor({ eventDate: '2025-01-01' })).toEqual({
      eventDate: 'The event date must be in the future',
    });
  });

  it("asks for 48 hours' notice: tomorrow is too soon, the day after is fine", () => {
    expect(errorsFor({ eventDate: '2026-11-23' })).toEqual({
      eventDate: 'Catering needs 48 hours notice: choose November 24, 2026 or later',
    });
    expect(errorsFor({ eventDate: '2026-11-24' })).toEqual({});
  });

  it("asks for a week's notice for 50 or more guests", () => {
    expect(errorsFor({ guests: 50, eventDate: '2026-11-28' })).toEqual({
      eventDate:
        "Events for 50 or more guests need a week's notice: choose November 29, 2026 or later",
    });
    expect(errorsFor({ guests: 50, eventDate: '2026-11-29' })).toEqual({});
    expect(errorsFor({ guests: 49, eventDate: '2026-11-28' })).toEqual({});
  });

  it('rejects a date that is not a real day', () => {
    expect(errorsFor({ eventDate: '2026-02-30' })).toEqual({
      eventDate: 'Enter the date as MM/DD/YYYY',
    });
  });

  it('crosses month and year ends', () => {
    const schemaAtYearEnd = cateringQuoteSchema(cateringPackages, '2026-12-30');
    expect(schemaAtYearEnd.safeParse({ ...valid, eventDate: '2027-01-01' }).success).toBe(true);
    expect(earliestEventDate('2026-12-30', 60).toString()).toBe('2027-01-06');
    expect(formatEventDate(earliestEventDate('2026-12-30', 10))).toBe('January 1, 2027');
  });
});

describe('estimate', () => {
  it('is guests times the price per person, in cents', () => {
    const corporate = cateringPackages.find((p) => p.id === 'corporate-grill')!;
    expect(estimateCents(corporate, 40)).toBe(140000);
  });
});

describe('catering quote validation, field by field', () => {
  it('checks the date even before the guests are given', () => {
    const result = schema.safeParse({ ...valid, guests: Number.NaN, eventDate: '2026-11-01' });
    const messages = result.error!.issues.map((issue) => [issue.path[0], issue.message]);
    expect(messages).toEqual([
      ['eventDate', 'The event date must be in the future'],
      ['guests', 'Number of guests is required'],
    ]);
  });
});
