import { brand } from '../../../fixtures/brand';

/** Placeholder until this screen is built. */
export function Component() {
  return (
    <main>
      <title>{`Cart | ${brand.name}`}</title>
      <h1>Cart</h1>
    </main>
  );
}
