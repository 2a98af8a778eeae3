import { brand } from '../../../fixtures/brand';

/** Placeholder until this screen is built. */
export function Component() {
  return (
    <main>
      <title>{`Profile | ${brand.name}`}</title>
      <h1>Profile</h1>
    </main>
  );
}
