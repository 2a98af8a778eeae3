import { Clock, MapPin, Truck, Wallet } from 'lucide-react';
import { useState } from 'react';
import { FeatureCard } from '@ds/patterns/FeatureCard/FeatureCard';
import { LocationCard } from '@ds/patterns/LocationCard/LocationCard';
import { Alert } from '@ds/primitives/Alert/Alert';
import { Button } from '@ds/primitives/Button/Button';
import { Grid, GridItem } from '@ds/primitives/Grid/Grid';
import { Hero } from '@ds/primitives/Hero/Hero';
import { SearchField } from '@ds/primitives/SearchField/SearchField';
import { Section } from '@ds/primitives/Section/Section';
import { Stack, StackItem } from '@ds/primitives/Stack/Stack';
import { Text } from '@ds/primitives/Text/Text';
import { formatMoney } from '@ds/lib/money';
import { heroImages } from '@domain/heroes';
import type { DeliveryInfo, Location } from '@domain/types';
import { findStores, searchSummary } from './store-finder';
import { useLatestSearchParams } from '../../use-latest-search-params';
import { paths } from '@domain/paths';

export interface StoresScreenProps {
  locations: Location[];
  deliveryInfo: DeliveryInfo;
  /** The visitor's store, if they chose one. */
  preferredStoreId: string | null;
  /** A store was chosen (or, with null, forgotten). */
  onPreferredStoreChange: (id: string | null) => void;
}

/** /stores: the restaurants nearest a ZIP or address (kept in `?q=`). */
export function StoresScreen({
  locations,
  deliveryInfo,
  preferredStoreId,
  onPreferredStoreChange,
}: StoresScreenProps) {
  const [searchParams, setSearchParams] = useLatestSearchParams();
  const applied = searchParams.get('q') ?? '';
  const [typed, setTyped] = useState(applied);
  const search = findStores(locations, applied);

  const apply = (query: string) => {
    const next = new URLSearchParams(searchParams);
    if (query.trim()) next.set('q', query.trim());
    else next.delete('q');
    setSearchParams(next, { replace: true });
  };

  return (
    <>
      <Hero
        title="Find a Store"
        eyebrow="Three Chicago smokehouses"
        description="Dine in, pick up or get it delivered. Enter your ZIP code to find the nearest smokehouse and see whether we deliver to you."
        imageSrc={heroImages.stores}
      />

      <Section spacing="md" title="Our Locations">
        <Stack gap="lg">
          <Stack direction="responsive" gap="sm" align="end" role="search" aria-label="Stores">
            <StackItem grow>
              <SearchField
                label="ZIP code or address"
                placeholder="e.g. 60614 or 3250 N Clark St"
                value={typed}
                onChange={setTyped}
                onSubmit={apply}
                onClear={() => apply('')}
              />
            </StackItem>
            <Button variant="primary" onPress={() => apply(typed)}>
              Search
            </Button>
          </Stack>

          {search.kind === 'none' ? (
            <Alert tone="warning" title="No stores found">
              {searchSummary(search)} Try a Chicago ZIP code such as 60614.
            </Alert>
          ) : (
            <Text tone="muted" size="sm" role="status" aria-live="polite">
              {searchSummary(search)}
            </Text>
          )}

          <Grid as="ul" columns="thirds" gap="lg">
            {search.results.map(({ location, distanceMiles, deliversToYou }) => (
              <GridItem as="li" key={location.id}>
                <LocationCard
                  orderHref={paths.shop()}
                  name={location.name}
                  address={location.address}
                  city={location.city}
                  state={location.state}
                  zip={location.zip}
                  phone={location.phone}
                  hours={location.hours}
                  features={location.features}
                  imageSrc={location.image}
                  distanceMiles={distanceMiles}
                  deliversToYou={deliversToYou}
                  isPreferred={location.id === preferredStoreId}
                  onPreferredChange={(isPreferred) =>
                    onPreferredStoreChange(isPreferred ? location.id : null)
                  }
                  onOrderOnline={() => onPreferredStoreChange(location.id)}
                />
              </GridItem>
            ))}
          </Grid>
        </Stack>
      </Section>

      <Section
        tone="muted"
        spacing="md"
        title="Delivery Information"
        description="Hot from the smoker to your door, from every one of our locations."
      >
        <Grid columns="quarters" gap="lg">
          <FeatureCard
            icon={MapPin}
            title={`${deliveryInfo.radiusMiles}-Mile Radius`}
            description={`We deliver within ${deliveryInfo.radiusMiles} miles of each location.`}
          />
          <FeatureCard icon={Clock} title="Delivery Hours" description={deliveryInfo.hours} />
          <FeatureCard
            icon={Wallet}
            title={`${formatMoney(deliveryInfo.minimumOrderCents)} Minimum`}
            description={`There is a ${formatMoney(deliveryInfo.minimumOrderCents)} minimum for delivery.`}
          />
          <FeatureCard
            icon={Truck}
            title="Order Online"
            description="Choose your store, then order from the shop for pickup or delivery."
          />
        </Grid>
      </Section>
    </>
  );
}
