import { brand } from '../../../fixtures/brand';

/** Placeholder until this screen is built. */
export function Component() {
  return (
    <main>
      <title>{`Help | ${brand.name}`}</title>
      <h1>Help</h1>
    </main>
  );
}
