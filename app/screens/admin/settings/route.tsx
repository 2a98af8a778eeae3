import { brand } from '../../../../fixtures/brand';

/** Placeholder until this screen is built. */
export function Component() {
  return (
    <main>
      <title>{`Settings | ${brand.name}`}</title>
      <h1>Settings</h1>
    </main>
  );
}
