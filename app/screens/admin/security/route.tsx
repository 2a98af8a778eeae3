import { brand } from '../../../../fixtures/brand';

/** Placeholder until this screen is built. */
export function Component() {
  return (
    <main>
      <title>{`Security | ${brand.name}`}</title>
      <h1>Security</h1>
    </main>
  );
}
