import { brand } from '../../../../fixtures/brand';

/** Placeholder until this screen is built. */
export function Component() {
  return (
    <main>
      <title>{`Orders | ${brand.name}`}</title>
      <h1>Orders</h1>
    </main>
  );
}
