import { brand } from '../../../fixtures/brand';

/** Placeholder until this screen is built. */
export function Component() {
  return (
    <main>
      <title>{`Product | ${brand.name}`}</title>
      <h1>Product</h1>
    </main>
  );
}
