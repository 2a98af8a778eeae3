import { useState } from 'react';
import { useLoaderData } from 'react-router-dom';
import { brand } from '@domain/brand';
import { getStoresContent } from '../../data/content';
import { readPreferredStore, writePreferredStore } from './preferred-store';
import { StoresScreen } from './StoresScreen';

export async function loader() {
  return getStoresContent();
}

const browserStorage = () => (typeof window === 'undefined' ? undefined : window.localStorage);

export function Component() {
  const { locations, deliveryInfo } = useLoaderData<typeof loader>();
  const [preferredStoreId, setPreferredStoreId] = useState(() =>
    readPreferredStore(browserStorage()),
  );

  return (
    <>
      <title>{`Find a Store | ${brand.name}`}</title>
      <StoresScreen
        locations={locations}
        deliveryInfo={deliveryInfo}
        preferredStoreId={preferredStoreId}
        onPreferredStoreChange={(id) => {
          writePreferredStore(browserStorage(), id);
          setPreferredStoreId(id);
        }}
      />
    </>
  );
}
