import { brand } from '../../../fixtures/brand';

/** Placeholder until this screen is built. */
export function Component() {
  return (
    <main>
      <title>{`Stores | ${brand.name}`}</title>
      <h1>Stores</h1>
    </main>
  );
}
