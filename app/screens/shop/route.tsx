import { brand } from '../../../fixtures/brand';

/** Placeholder until this screen is built. */
export function Component() {
  return (
    <main>
      <title>{`Shop | ${brand.name}`}</title>
      <h1>Shop</h1>
    </main>
  );
}
