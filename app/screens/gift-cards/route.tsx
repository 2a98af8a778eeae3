import { brand } from '../../../fixtures/brand';

/** Placeholder until this screen is built. */
export function Component() {
  return (
    <main>
      <title>{`Gift Cards | ${brand.name}`}</title>
      <h1>Gift Cards</h1>
    </main>
  );
}
