import { brand } from '../../../fixtures/brand';

/** Placeholder until this screen is built. */
export function Component() {
  return (
    <main>
      <title>{`Forum | ${brand.name}`}</title>
      <h1>Forum</h1>
    </main>
  );
}
