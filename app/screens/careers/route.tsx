import { brand } from '../../../fixtures/brand';

/** Placeholder until this screen is built. */
export function Component() {
  return (
    <main>
      <title>{`Careers | ${brand.name}`}</title>
      <h1>Careers</h1>
    </main>
  );
}
