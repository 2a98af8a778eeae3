import { brand } from '../../../fixtures/brand';

/** Placeholder until this screen is built. */
export function Component() {
  return (
    <main>
      <title>{`Forgot Password | ${brand.name}`}</title>
      <h1>Forgot Password</h1>
    </main>
  );
}
