import { useLoaderData } from 'react-router-dom';
import { getStoresContent } from '../../data/content';
import { usePreferredStore } from './preferred-store';
import { StoresScreen } from './StoresScreen';
import { useStoreName } from '@app/layout/store-name';

export async function loader() {
  return getStoresContent();
}

export function Component() {
  const storeName = useStoreName();
  const { locations, deliveryInfo } = useLoaderData<typeof loader>();
  const [preferredStoreId, choosePreferredStore] = usePreferredStore();

  return (
    <>
      <title>{`Find a Store | ${storeName}`}</title>
      <StoresScreen
        locations={locations}
        deliveryInfo={deliveryInfo}
        preferredStoreId={preferredStoreId}
        onPreferredStoreChange={choosePreferredStore}
      />
    </>
  );
}
