import { describe, expect, it } from 'vitest';
import { shippingZones } from '../fixtures/shipping';
import { siteContent } from '../fixtures/site-content';
import { contentKeys, contentSchemas, isContentKey } from './content-schemas';
import { shippingZoneInputSchema } from './shipping-schemas';

describe('the content schemas', () => {
  it.each(contentKeys)("accept the seeded '%s' as it is", (key) => {
    const parsed = contentSchemas[key].safeParse(siteContent[key]);
    expect(parsed.error?.issues ?? []).toEqual([]);
    expect(parsed.data).toEqual(JSON.parse(JSON.stringify(siteContent[key])));
  });

  it('know exactly the seeded keys', () => {
    expect(Object.keys(siteContent).sort()).toEqual([...contentKeys].sort());
    expect(isContentKey('faq')).toBe(true);
    expect(isContentKey('toString')).toBe(false);
  });

  it('accept the seeded shipping zones as the admin form would send them', () => {
    for (const zone of shippingZones) {
      const parsed = shippingZoneInputSchema.parse(zone);
      expect(parsed).toEqual({ name: zone.name, regions: zone.regions, methods: zone.methods });
    }
  });
});
