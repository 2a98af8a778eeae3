import { useState } from 'react';
import { useLoaderData } from 'react-router-dom';
import { getStoresContent } from '../../data/content';
import { readPreferredStore, writePreferredStore } from './preferred-store';
import { StoresScreen } from './StoresScreen';
import { useStoreName } from '@app/layout/store-name';

export async function loader() {
  return getStoresContent();
}

const browserStorage = () => (typeof window === 'undefined' ? undefined : window.localStorage);

export function Component() {
  const storeName = useStoreName();
  const { locations, deliveryInfo } = useLoaderData<typeof loader>();
  const [preferredStoreId, setPreferredStoreId] = useState(() =>
    readPreferredStore(browserStorage()),
  );

  return (
    <>
      <title>{`Find a Store | ${storeName}`}</title>
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
