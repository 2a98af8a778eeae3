import { brand } from '../../../fixtures/brand';

/** Placeholder until this screen is built. */
export function Component() {
  return (
    <main>
      <title>{`Press | ${brand.name}`}</title>
      <h1>Press</h1>
    </main>
  );
}
