import { brand } from '../../../fixtures/brand';

/** Placeholder until this screen is built. */
export function Component() {
  return (
    <main>
      <title>{`Invoice | ${brand.name}`}</title>
      <h1>Invoice</h1>
    </main>
  );
}
