import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { products } from '../fixtures/products';
import { recipes } from '../fixtures/recipes';

/**
 * The catalogue and the recipes come from the API: the production build the e2e tests run
 * (dist-e2e/) carries none of their sample data. Size ids and recipe steps appear nowhere
 * else, so finding one in a chunk means a fixture was bundled.
 */
const assets = join(process.env.E2E_OUT_DIR ?? 'dist-e2e', 'assets');
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
