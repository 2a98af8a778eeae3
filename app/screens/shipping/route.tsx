import { useLoaderData } from 'react-router-dom';
import { brand } from '@domain/brand';
import {
  flatShippingCents,
  freeShippingThresholdCents,
  moneyBackGuaranteeDays,
} from '@domain/constants';
import { heroImages } from '@domain/heroes';
import { listShippingZones } from '../../data/shipping';
import { ShippingScreen } from './ShippingScreen';

export async function loader() {
  return { zones: await listShippingZones() };
}

export function Component() {
  const { zones } = useLoaderData<typeof loader>();
  return (
    <>
      <title>{`Shipping | ${brand.name}`}</title>
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
