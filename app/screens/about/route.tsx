import { brand } from '../../../fixtures/brand';

/** Placeholder until this screen is built. */
export function Component() {
  return (
    <main>
      <title>{`About | ${brand.name}`}</title>
      <h1>About</h1>
    </main>
  );
}
