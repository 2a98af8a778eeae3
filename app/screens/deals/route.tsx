import { brand } from '../../../fixtures/brand';

/** Placeholder until this screen is built. */
export function Component() {
  return (
    <main>
      <title>{`Deals | ${brand.name}`}</title>
      <h1>Deals</h1>
    </main>
  );
}
