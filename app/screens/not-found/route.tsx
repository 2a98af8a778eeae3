import { NotFoundScreen } from './NotFoundScreen';
import { useStoreName } from '@app/layout/store-name';

export function Component() {
  const storeName = useStoreName();
  return (
    <>
      <title>{`Page not found | ${storeName}`}</title>
      <NotFoundScreen />
    </>
  );
}
