import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shippingZones } from '../../fixtures/shipping';
import { fieldErrors } from '../commerce/checkout-schema';
import {
  emptyShippingZoneForm,
  estimateMessage,
  filterZones,
  isValidEstimate,
  parseRegions,
  shippingZoneFormValues,
  shippingZoneSchema,
  toShippingZone,
  type ShippingZoneFormValues,
} from './shipping-schema';

const schema = shippingZoneSchema(['Local', 'Rest of Illinois']);

const valid: ShippingZoneFormValues = {
  name: 'Indiana',
  regions: 'Gary, Hammond',
  methods: [{ id: '', name: 'Standard', price: 8.99, minOrder: 25, estimatedDays: '2-3 days' }],
};

/** Every message with its full path, e.g. 'methods.0.price'. */
function errorsOf(values: unknown) {
  const result = schema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('estimated days', () => {
  it("accepts 'N days' and 'N-M days' with N no more than M", () => {
    for (const ok of ['0-1 days', '1-2 days', '2 days', '1 day', '2 - 4 days', ' 3-5 days ']) {
      expect(isValidEstimate(ok), ok).toBe(true);
    }
    for (const bad of ['2-1 days', 'soon', '1-2', 'days', '1-2 weeks', '-1 days', '1.5 days', '']) {
      expect(isValidEstimate(bad), bad).toBe(false);
    }
  });

  it('accepts every well-formed range', () => {
    fc.assert(
      fc.property(fc.nat(99), fc.nat(99), (a, b) => {
        const [from, to] = a <= b ? [a, b] : [b, a];
        expect(isValidEstimate(`${from}-${to} days`)).toBe(true);
        expect(isValidEstimate(`${from} days`)).toBe(true);
        if (from < to) expect(isValidEstimate(`${to}-${from} days`)).toBe(false);
      }),
    );
  });
});

describe('regions', () => {
  it('splits on commas and new lines and drops blanks', () => {
    expect(parseRegions('Chicago, Oak Park,, Evanston \nSkokie')).toEqual([
      'Chicago',
      'Oak Park',
      'Evanston',
      'Skokie',
    ]);
    expect(parseRegions(' , ')).toEqual([]);
  });
});

describe('shipping zone form', () => {
  it('accepts a complete zone', () => {
    expect(errorsOf(valid)).toEqual({});
  });

  it('names every missing part', () => {
    expect(errorsOf({ ...emptyShippingZoneForm() })).toEqual({
      name: 'Zone name is required',
      regions: 'Add at least one region',
      'methods.0.name': 'Method name is required',
      'methods.0.price': 'Price is required',
      'methods.0.estimatedDays': 'Estimated days is required',
    });
    expect(errorsOf({ ...valid, methods: [] })).toEqual({
      methods: 'Add at least one shipping method',
    });
  });

  it('refuses a taken name, a bad estimate, negative money and fractions of a cent', () => {
    expect(
      errorsOf({
        ...valid,
        name: ' local ',
        methods: [
          { id: '', name: 'Standard', price: -1, minOrder: 0.001, estimatedDays: 'tomorrow' },
          { id: '', name: 'standard', price: 1, minOrder: 0, estimatedDays: '1 day' },
        ],
      }),
    ).toEqual({
      name: 'A zone with this name already exists',
      'methods.0.price': 'Price cannot be negative',
      'methods.0.minOrder': 'Minimum order must be in whole cents (steps of 0.01)',
      'methods.0.estimatedDays': estimateMessage,
      'methods.1.name': 'Each method in a zone needs its own name',
    });
    // Editing a zone keeps its own name: the schema is built without it.
    expect(
      shippingZoneSchema(['Rest of Illinois']).safeParse({ ...valid, name: 'Local' }).success,
    ).toBe(true);
  });

  it('turns the form into cents and back without losing anything', () => {
    for (const zone of shippingZones) {
      expect(toShippingZone(shippingZoneFormValues(zone), zone.id)).toEqual(zone);
    }
    const zone = toShippingZone(
      { ...valid, methods: [{ ...valid.methods[0]!, price: 14.99 }] },
      'indiana',
    );
    expect(zone).toEqual({
      id: 'indiana',
      name: 'Indiana',
      regions: ['Gary', 'Hammond'],
      methods: [
        {
          id: 'indiana-method-1-standard',
          name: 'Standard',
          priceCents: 1499,
          minOrderCents: 2500,
          estimatedDays: '2-3 days',
        },
      ],
    });
  });

  it('keeps whole cents for any price typed with two decimals', () => {
    fc.assert(
      fc.property(fc.nat(1_000_000), (cents) => {
        const values = { ...valid, methods: [{ ...valid.methods[0]!, price: cents / 100 }] };
        expect(schema.safeParse(values).success).toBe(true);
        expect(toShippingZone(values).methods[0]!.priceCents).toBe(cents);
      }),
    );
  });

  it('reads only the first message per field for the banner', () => {
    const result = schema.safeParse({ ...valid, name: '' });
    expect(fieldErrors(result.error!)).toEqual({ name: 'Zone name is required' });
  });
});

describe('filterZones', () => {
  it('matches a zone name or a region, case-insensitively', () => {
    expect(filterZones(shippingZones, 'evanston').map((z) => z.id)).toEqual(['local']);
    expect(filterZones(shippingZones, 'ILLINOIS').map((z) => z.id)).toEqual(['rest-of-illinois']);
    expect(filterZones(shippingZones, '  ')).toHaveLength(2);
    expect(filterZones(shippingZones, 'Texas')).toEqual([]);
  });
});
