import { brand } from '../../../fixtures/brand';

/** Placeholder until this screen is built. */
export function Component() {
  return (
    <main>
      <title>{`Search | ${brand.name}`}</title>
      <h1>Search</h1>
    </main>
  );
}
