import { brand } from '../../../fixtures/brand';

/** Placeholder until this screen is built. */
export function Component() {
  return (
    <main>
      <title>{`Smokehouse Club | ${brand.name}`}</title>
      <h1>Smokehouse Club</h1>
    </main>
  );
}
