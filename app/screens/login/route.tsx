import { brand } from '../../../fixtures/brand';

/** Placeholder until this screen is built. */
export function Component() {
  return (
    <main>
      <title>{`Login | ${brand.name}`}</title>
      <h1>Login</h1>
    </main>
  );
}
