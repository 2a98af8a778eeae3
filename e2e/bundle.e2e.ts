import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiKeySample, securityEvents, systemSettings } from '../fixtures/admin';
import { faqCategories } from '../fixtures/help';
import { locations } from '../fixtures/locations';
import { products } from '../fixtures/products';
import { recipes } from '../fixtures/recipes';
import { shippingZones } from '../fixtures/shipping';
import { testimonials } from '../fixtures/testimonials';
import { outDir } from './out-dir';

/**
 * The catalogue and the recipes come from the API: the production build the e2e tests run
 * (dist-e2e/) carries none of their sample data. Size ids and recipe steps appear nowhere
 * else, so finding one in a chunk means a fixture was bundled.
 */
const assets = join(outDir, 'assets');
const chunks = readdirSync(assets)
  .filter((file) => file.endsWith('.js'))
  .map((file) => ({ file, text: readFileSync(join(assets, file), 'utf8') }));

const markers = [
  ...products.flatMap((product) => product.sizes.map((size) => size.id)),
  ...recipes.map((recipe) => recipe.instructions[0]!.slice(0, 40)),
];

describe('the client bundle', () => {
  it('holds no catalogue or recipe fixture data', () => {
    expect(chunks.length).toBeGreaterThan(5);
    const found = chunks.flatMap(({ file, text }) =>
      markers.filter((marker) => text.includes(marker)).map((marker) => `${file}: ${marker}`),
    );
    expect(found).toEqual([]);
  });
});

/**
 * Site content, shipping zones and the admin's settings come from the API as well:
 * an FAQ answer, a testimonial, a zone's method id, a store's street, the sample API key, a
 * security event and the SMTP host appear only in fixtures/.
 */
const contentMarkers = [
  faqCategories[0]!.items[0]!.answer.slice(0, 40),
  testimonials[0]!.comment.slice(0, 40),
  shippingZones[1]!.methods[0]!.id,
  locations[0]!.address,
  apiKeySample.key,
  securityEvents.find((event) => event.type === 'ip-blocked')!.description,
  String(systemSettings.find((setting) => setting.id === 'smtp-host')!.value),
];

describe('the client bundle, after issue 12', () => {
  it('holds no site content, shipping zone or settings fixture data', () => {
    const found = chunks.flatMap(({ file, text }) =>
      contentMarkers
        .filter((marker) => text.includes(marker))
        .map((marker) => `${file}: ${marker}`),
    );
    expect(found).toEqual([]);
  });
});
