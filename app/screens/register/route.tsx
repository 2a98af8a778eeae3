import { brand } from '../../../fixtures/brand';

/** Placeholder until this screen is built. */
export function Component() {
  return (
    <main>
      <title>{`Register | ${brand.name}`}</title>
      <h1>Register</h1>
    </main>
  );
}
