import { brand } from '../../../fixtures/brand';

/** Placeholder until this screen is built. */
export function Component() {
  return (
    <main>
      <title>{`Forum New | ${brand.name}`}</title>
      <h1>Forum New</h1>
    </main>
  );
}
