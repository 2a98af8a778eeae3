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

  it('refuse a free club tier: a paid tier costs at least 1 cent', () => {
    const club = structuredClone(siteContent.club);
    club.tiers[1]!.priceCents = 0;
    const parsed = contentSchemas.club.safeParse(club);
    expect(parsed.error?.issues.map(({ path, message }) => ({ path, message }))).toEqual([
      { path: ['tiers', 1, 'priceCents'], message: 'A tier costs at least 1 cent' },
    ]);
    club.tiers[1]!.priceCents = 1;
    expect(contentSchemas.club.safeParse(club).success).toBe(true);
  });

  it.each([
    'https://evil.example/products',
    '//evil.example/products',
    '/\\evil.example/products',
    '\\evil.example',
    'javascript:alert(1)',
    'admin/products',
    '/admin /products',
    '',
  ])("refuse a console tile leading to '%s'", (href) => {
    const tiles = structuredClone(siteContent['admin-tiles']);
    tiles[0]!.href = href;
    const parsed = contentSchemas['admin-tiles'].safeParse(tiles);
    expect(parsed.error?.issues[0]?.path).toEqual([0, 'href']);
  });

  it("accept a console tile on the site's own path", () => {
    const tiles = structuredClone(siteContent['admin-tiles']);
    tiles[0]!.href = '/admin/orders?status=Pending';
    expect(contentSchemas['admin-tiles'].safeParse(tiles).success).toBe(true);
  });

  it("refuse a link that browsers would read as another site's ('/\\host')", () => {
    const promo = { ...siteContent['club-promo'], href: '/\\evil.example' };
    expect(contentSchemas['club-promo'].safeParse(promo).error?.issues[0]?.path).toEqual(['href']);
  });

  it('accept the seeded shipping zones as the admin form would send them', () => {
    for (const zone of shippingZones) {
      const parsed = shippingZoneInputSchema.parse(zone);
      expect(parsed).toEqual({ name: zone.name, regions: zone.regions, methods: zone.methods });
    }
  });
});
