import { brand } from '@domain/brand';
import { NotFoundScreen } from './NotFoundScreen';

export function Component() {
  return (
    <>
      <title>{`Page not found | ${brand.name}`}</title>
      <NotFoundScreen />
    </>
  );
}
