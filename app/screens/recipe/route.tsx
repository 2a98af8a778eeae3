import { brand } from '../../../fixtures/brand';

/** Placeholder until this screen is built. */
export function Component() {
  return (
    <main>
      <title>{`Recipe | ${brand.name}`}</title>
      <h1>Recipe</h1>
    </main>
  );
}
