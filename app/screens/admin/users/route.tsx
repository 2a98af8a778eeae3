import { brand } from '../../../../fixtures/brand';

/** Placeholder until this screen is built. */
export function Component() {
  return (
    <main>
      <title>{`Users | ${brand.name}`}</title>
      <h1>Users</h1>
    </main>
  );
}
