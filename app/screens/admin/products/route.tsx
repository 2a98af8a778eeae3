import { brand } from '../../../../fixtures/brand';

/** Placeholder until this screen is built. */
export function Component() {
  return (
    <main>
      <title>{`Products | ${brand.name}`}</title>
      <h1>Products</h1>
    </main>
  );
}
