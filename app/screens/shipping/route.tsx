import { useLoaderData } from 'react-router-dom';
import {
  flatShippingCents,
  freeShippingThresholdCents,
  moneyBackGuaranteeDays,
} from '@domain/constants';
import { heroImages } from '@domain/heroes';
import { listShippingZones } from '../../data/shipping';
import { ShippingScreen } from './ShippingScreen';
import { useStoreName } from '@app/layout/store-name';

export async function loader() {
  return { zones: await listShippingZones() };
}

export function Component() {
  const storeName = useStoreName();
  const { zones } = useLoaderData<typeof loader>();
  return (
    <>
      <title>{`Shipping | ${storeName}`}</title>
      <ShippingScreen
        zones={zones}
        freeShippingThresholdCents={freeShippingThresholdCents}
        flatShippingCents={flatShippingCents}
        moneyBackGuaranteeDays={moneyBackGuaranteeDays}
        heroImage={heroImages.deals}
      />
    </>
  );
}
