import { brand } from '../../../../fixtures/brand';

/** Placeholder until this screen is built. */
export function Component() {
  return (
    <main>
      <title>{`Notifications | ${brand.name}`}</title>
      <h1>Notifications</h1>
    </main>
  );
}
