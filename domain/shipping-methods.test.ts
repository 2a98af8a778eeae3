import { describe, expect, it } from 'vitest';
import { shippingZones } from '../fixtures/shipping';
import type { ShippingZone } from './types';
import {
  parseRegion,
  regionMatch,
  shippingOptionsFor,
  unavailableShippingMessage,
  zoneForAddress,
} from './shipping-methods';

const chicago = { city: 'Chicago', state: 'IL', zipCode: '60614' };
const peoria = { city: 'Peoria', state: 'IL', zipCode: '61602' };
const austin = { city: 'Austin', state: 'TX', zipCode: '78701' };

const ids = (options: { id: string }[]) => options.map((o) => o.id);

describe('region matching', () => {
  it('reads ZIP codes, ZIP prefixes, states by code or name, and cities', () => {
    expect(parseRegion('60614')).toEqual({ kind: 'zip', value: '60614' });
    expect(parseRegion(' 606 ')).toEqual({ kind: 'zip-prefix', value: '606' });
    expect(parseRegion('IL')).toEqual({ kind: 'state', value: 'IL' });
    expect(parseRegion('illinois')).toEqual({ kind: 'state', value: 'IL' });
    expect(parseRegion('Oak  Park')).toEqual({ kind: 'city', value: 'oak park' });
    expect(parseRegion('Springfield IL')).toEqual({
      kind: 'city',
      value: 'springfield',
      state: 'IL',
    });
  });

  it('matches an address by city (any case), ZIP code, ZIP prefix or state', () => {
    expect(regionMatch('chicago', chicago)).toBeGreaterThan(0);
    expect(regionMatch('60614', { ...chicago, zipCode: '60614-1234' })).toBeGreaterThan(0);
    expect(regionMatch('606', chicago)).toBeGreaterThan(0);
    expect(regionMatch('Illinois', peoria)).toBeGreaterThan(0);
    expect(regionMatch('Evanston', chicago)).toBe(0);
    expect(regionMatch('60615', chicago)).toBe(0);
    expect(regionMatch('IL', austin)).toBe(0);
    expect(regionMatch('Springfield IL', { ...peoria, city: 'Springfield' })).toBeGreaterThan(0);
    expect(regionMatch('Springfield IL', { ...austin, city: 'Springfield' })).toBe(0);
  });

  it('puts an address in the zone that names it most closely, whatever the order', () => {
    expect(zoneForAddress(shippingZones, chicago)?.id).toBe('local');
    expect(zoneForAddress([...shippingZones].reverse(), chicago)?.id).toBe('local');
    expect(zoneForAddress(shippingZones, peoria)?.id).toBe('rest-of-illinois');
    expect(zoneForAddress(shippingZones, austin)).toBeUndefined();
  });

  it('gives a tie to the zone listed first', () => {
    const twins: ShippingZone[] = [
      { id: 'a', name: 'A', regions: ['TX'], methods: [] },
      { id: 'b', name: 'B', regions: ['Texas'], methods: [] },
    ];
    expect(zoneForAddress(twins, austin)?.id).toBe('a');
  });
});

describe('shipping options', () => {
  it('offers every US address the standard rate: $9.99, free over $75', () => {
    expect(shippingOptionsFor(shippingZones, austin, 5000)).toEqual([
      { id: 'standard', name: 'Standard Shipping', priceCents: 999, estimatedDays: '3-5 days' },
    ]);
    expect(shippingOptionsFor(shippingZones, austin, 7501)[0]!.priceCents).toBe(0);
  });

  it("adds the Local zone's methods once the subtotal reaches each minimum", () => {
    expect(ids(shippingOptionsFor(shippingZones, chicago, 1499))).toEqual(['standard']);
    expect(ids(shippingOptionsFor(shippingZones, chicago, 1500))).toEqual([
      'standard',
      'local-standard',
    ]);
    const options = shippingOptionsFor(shippingZones, chicago, 2500);
    expect(options.slice(1)).toEqual([
      {
        id: 'local-same-day',
        name: 'Same Day Delivery',
        priceCents: 999,
        estimatedDays: '0-1 days',
        zoneName: 'Local',
      },
      {
        id: 'local-standard',
        name: 'Standard Delivery',
        priceCents: 499,
        estimatedDays: '1-2 days',
        zoneName: 'Local',
      },
    ]);
  });

  it("adds Rest of Illinois' Express from $35 and Standard from $25", () => {
    expect(ids(shippingOptionsFor(shippingZones, peoria, 2499))).toEqual(['standard']);
    expect(ids(shippingOptionsFor(shippingZones, peoria, 2500))).toEqual([
      'standard',
      'illinois-standard',
    ]);
    expect(ids(shippingOptionsFor(shippingZones, peoria, 3500))).toEqual([
      'standard',
      'illinois-express',
      'illinois-standard',
    ]);
  });

  it('says why a method is not offered', () => {
    expect(unavailableShippingMessage(shippingZones, chicago, 3000, 'local-same-day')).toBe(
      undefined,
    );
    expect(unavailableShippingMessage(shippingZones, chicago, 2000, 'local-same-day')).toBe(
      'Same Day Delivery needs an order of at least $25.00. Choose another shipping method.',
    );
    expect(unavailableShippingMessage(shippingZones, peoria, 5000, 'local-same-day')).toMatch(
      /not offered for this address/,
    );
    expect(unavailableShippingMessage(shippingZones, austin, 5000, 'nope')).toMatch(/not offered/);
  });
});
