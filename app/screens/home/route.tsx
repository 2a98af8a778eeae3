import { brand } from '../../../fixtures/brand';
import { HomeScreen } from './HomeScreen';

export function Component() {
  return (
    <>
      <title>{`${brand.name} | BBQ rubs, sauces and recipes`}</title>
      <HomeScreen />
    </>
  );
}
