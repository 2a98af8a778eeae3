import { useEffect } from 'react';
import { useLoaderData, useNavigate, useRevalidator } from 'react-router-dom';
import { showToast } from '../../../design-system/primitives/Toast/Toast';
import { brand } from '../../../domain/brand';
import { authStore, useAuth } from '../../auth/auth-store';
import { ownerIdOf, resolveOwnerId } from '../../commerce/owner';
import { listProfileOrders } from '../../commerce/profile-orders';
import { getUsStates } from '../../data/content';
import {
  deleteAddress,
  deleteCard,
  getAccountSettings,
  listAddresses,
  listCards,
  listNotificationPreferences,
  saveAccountSettings,
  saveAddress,
  saveCard,
  setDefaultAddress,
  setDefaultCard,
  setNotificationPreference,
} from '../../data/profile';
import { useFavorites } from '../../state/stores';
import { ProfileScreen } from './ProfileScreen';

/** Everything the account sections show, for the signed-in account or else this browser. */
export async function loader() {
  const ownerId = await resolveOwnerId();
  const [orders, addresses, cards, preferences, settings, states] = await Promise.all([
    listProfileOrders(ownerId),
    listAddresses(ownerId),
    listCards(ownerId),
    listNotificationPreferences(ownerId),
    getAccountSettings(ownerId),
    getUsStates(),
  ]);
  return { ownerId, orders, addresses, cards, preferences, settings, states };
}

export function Component() {
  const data = useLoaderData<typeof loader>();
  const { ownerId } = data;
  const account = useAuth((state) => state.account);
  const authStatus = useAuth((state) => state.status);
  const favorites = useFavorites((state) => state.items);
  const revalidator = useRevalidator();
  const navigate = useNavigate();

  // Someone signed in or out since the data was read: read it again for the new owner.
  const currentOwnerId = ownerIdOf({ account });
  useEffect(() => {
    if (authStatus !== 'unknown' && currentOwnerId !== ownerId) void revalidator.revalidate();
  }, [authStatus, currentOwnerId, ownerId, revalidator]);

  /** Runs a change for this owner, then shows the saved data. */
  const saved =
    <Args extends unknown[]>(change: (owner: string, ...args: Args) => Promise<unknown>) =>
    async (...args: Args) => {
      await change(ownerId, ...args);
      await revalidator.revalidate();
    };

  return (
    <>
      <title>{`My Account | ${brand.name}`}</title>
      <ProfileScreen
        {...data}
        account={account ? { email: account.email, name: account.name } : null}
        favorites={favorites}
        onSaveAddress={saved(saveAddress)}
        onDeleteAddress={saved(deleteAddress)}
        onMakeDefaultAddress={saved(setDefaultAddress)}
        onSaveCard={saved(saveCard)}
        onDeleteCard={saved(deleteCard)}
        onMakeDefaultCard={saved(setDefaultCard)}
        onSetPreference={saved(setNotificationPreference)}
        onSaveSettings={saved(saveAccountSettings)}
        onSignOut={async () => {
          await authStore.getState().signOut();
          showToast({ title: 'Signed out', description: 'See you at the smoker.', tone: 'info' });
          await navigate('/');
        }}
      />
    </>
  );
}
