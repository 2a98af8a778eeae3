import { describe, expect, it } from 'vitest';
import { contentKeys, contentSchemas } from './content-schemas';
import { contentWritersFor, guardedContentKeys } from './content-writers';
import { guardedFieldsOf } from './guarded-fields';

/** What the schemas mark, per key: the fields that make a document the admin's alone. */
const guardedFieldsByKey = {
  'club-promo': [
    { path: 'discountPercent', guard: 'percent' },
    { path: 'href', guard: 'link' },
  ],
  catering: [{ path: 'packages[].pricePerPersonCents', guard: 'price' }],
  'delivery-info': [{ path: 'minimumOrderCents', guard: 'price' }],
  'contact-cards': [{ path: '[].href', guard: 'link' }],
  'social-links': [{ path: '[].href', guard: 'link' }],
  club: [{ path: 'tiers[].priceCents', guard: 'price' }],
  'gift-card-amounts': [{ path: '[]', guard: 'price' }],
  'admin-tiles': [{ path: '[].href', guard: 'link' }],
  analytics: [
    { path: 'stats[].changePercent', guard: 'percent' },
    { path: 'customerInsights[].percent', guard: 'percent' },
  ],
};

describe('who writes each content key, from the schemas', () => {
  it('finds every price, percent and link in the documents, and nothing else', () => {
    const found = Object.fromEntries(
      contentKeys
        .map((key) => [key, guardedFieldsOf(contentSchemas[key])] as const)
        .filter(([, fields]) => fields.length > 0),
    );
    expect(found).toEqual(guardedFieldsByKey);
  });

  it('gives those keys to the admin alone and the copy to editors too', () => {
    expect([...guardedContentKeys].sort()).toEqual(Object.keys(guardedFieldsByKey).sort());
    expect(contentWritersFor('club')).toEqual(['admin']);
    expect(contentWritersFor('admin-tiles')).toEqual(['admin']);
    for (const key of ['about', 'faq', 'careers', 'press', 'testimonials', 'locations'] as const) {
      expect(contentWritersFor(key), key).toEqual(['admin', 'editor']);
    }
  });
});
