import { brand } from '../../../fixtures/brand';

/** Placeholder until this screen is built. */
export function Component() {
  return (
    <main>
      <title>{`Weekly Deals | ${brand.name}`}</title>
      <h1>Weekly Deals</h1>
    </main>
  );
}
