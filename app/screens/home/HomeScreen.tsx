import { Button } from '../../../design-system/primitives/Button/Button';
import { brand } from '../../../fixtures/brand';

/** Skeleton home: the storefront screens replace it (see the storefront issue). */
export function HomeScreen() {
  return (
    <main>
      <h1>{brand.name}</h1>
      <p>Ignite Your Taste Buds</p>
      <Button variant="accent">Shop Now</Button>
    </main>
  );
}
