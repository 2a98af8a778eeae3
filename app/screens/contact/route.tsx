import { brand } from '../../../fixtures/brand';

/** Placeholder until this screen is built. */
export function Component() {
  return (
    <main>
      <title>{`Contact | ${brand.name}`}</title>
      <h1>Contact</h1>
    </main>
  );
}
