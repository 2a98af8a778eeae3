import { brand } from '../../../../fixtures/brand';

/** Placeholder until this screen is built. */
export function Component() {
  return (
    <main>
      <title>{`Analytics | ${brand.name}`}</title>
      <h1>Analytics</h1>
    </main>
  );
}
