import { brand } from '../../../fixtures/brand';

/** Placeholder until this screen is built. */
export function Component() {
  return (
    <main>
      <title>{`Forum Thread | ${brand.name}`}</title>
      <h1>Forum Thread</h1>
    </main>
  );
}
