import { describe, expect, it } from 'vitest';
import { trackingUrl } from './shipment';
import { shipmentSchema } from './shipment-schemas';

describe('trackingUrl', () => {
  it('links each carrier’s public tracking page, none for Other', () => {
    expect(trackingUrl({ carrier: 'USPS', trackingNumber: '9400 1000' })).toBe(
      'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400%201000',
    );
    expect(trackingUrl({ carrier: 'UPS', trackingNumber: '1Z999AA1' })).toBe(
      'https://www.ups.com/track?tracknum=1Z999AA1',
    );
    expect(trackingUrl({ carrier: 'FedEx', trackingNumber: '7489-12' })).toBe(
      'https://www.fedex.com/fedextrack/?trknbr=7489-12',
    );
    expect(trackingUrl({ carrier: 'Other', trackingNumber: 'LOCAL-1' })).toBeUndefined();
  });
});

describe('shipmentSchema', () => {
  it('trims the number and refuses what no carrier prints', () => {
    expect(shipmentSchema.parse({ carrier: 'UPS', trackingNumber: ' 1Z 9 ' })).toEqual({
      carrier: 'UPS',
      trackingNumber: '1Z 9',
    });
    const message = (trackingNumber: string) =>
      shipmentSchema.safeParse({ carrier: 'UPS', trackingNumber }).error?.issues[0]?.message;
    expect(message('   ')).toBe('Enter the tracking number');
    expect(message('1'.repeat(41))).toBe('A tracking number has at most 40 characters');
    expect(message('1Z<script>')).toBe('Use only letters, digits, spaces and dashes');
  });
});
