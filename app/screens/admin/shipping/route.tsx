import { brand } from '../../../../fixtures/brand';

/** Placeholder until this screen is built. */
export function Component() {
  return (
    <main>
      <title>{`Shipping | ${brand.name}`}</title>
      <h1>Shipping</h1>
    </main>
  );
}
