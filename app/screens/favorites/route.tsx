import { brand } from '../../../fixtures/brand';

/** Placeholder until this screen is built. */
export function Component() {
  return (
    <main>
      <title>{`Favorites | ${brand.name}`}</title>
      <h1>Favorites</h1>
    </main>
  );
}
