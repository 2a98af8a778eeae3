import { brand } from '../../../../fixtures/brand';

/** Placeholder until this screen is built. */
export function Component() {
  return (
    <main>
      <title>{`Console | ${brand.name}`}</title>
      <h1>Console</h1>
    </main>
  );
}
