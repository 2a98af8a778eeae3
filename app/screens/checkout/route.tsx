import { brand } from '../../../fixtures/brand';

/** Placeholder until this screen is built. */
export function Component() {
  return (
    <main>
      <title>{`Checkout | ${brand.name}`}</title>
      <h1>Checkout</h1>
    </main>
  );
}
