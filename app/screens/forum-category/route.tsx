import { brand } from '../../../fixtures/brand';

/** Placeholder until this screen is built. */
export function Component() {
  return (
    <main>
      <title>{`Forum Category | ${brand.name}`}</title>
      <h1>Forum Category</h1>
    </main>
  );
}
