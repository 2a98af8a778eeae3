import { brand } from '../../../fixtures/brand';

export function Component() {
  return (
    <main>
      <title>{`Page not found | ${brand.name}`}</title>
      <h1>Page not found</h1>
      <p>The page you are looking for does not exist.</p>
    </main>
  );
}
