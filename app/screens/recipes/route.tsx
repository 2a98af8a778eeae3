import { brand } from '../../../fixtures/brand';

/** Placeholder until this screen is built. */
export function Component() {
  return (
    <main>
      <title>{`Recipes | ${brand.name}`}</title>
      <h1>Recipes</h1>
    </main>
  );
}
