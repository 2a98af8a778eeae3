import { brand } from '../../../fixtures/brand';

/** Placeholder until this screen is built. */
export function Component() {
  return (
    <main>
      <title>{`Catering | ${brand.name}`}</title>
      <h1>Catering</h1>
    </main>
  );
}
