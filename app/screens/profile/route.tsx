import { useStripeLoader } from '@ds/patterns/PaymentElementFrame/stripe-loader';
import { confirmRenewalPayment } from '../../commerce/confirm-renewal';
import { stripeKeysOf } from '../../commerce/card-entry';
import { getPaymentsConfig } from '../../data/payments-config';
import { getStore } from '../../data/store';
import { useLoaderData, useNavigate, useRevalidator } from 'react-router-dom';
import { showToast } from '@ds/primitives/Toast/toast-queue';
import {
  accountSettingsDefaults as guestSettings,
  notificationPreferences as guestPreferences,
} from '@domain/account-defaults';
import { authStore, useAuth } from '../../auth/auth-store';
import { browserProfileId, resolveOwnerId } from '../../commerce/owner';
import { useReadAgainForNewOwner } from '../../commerce/use-owner-data';
import { tokenizeCard } from '../../commerce/test-payments';
import { getClubContent, getUsStates } from '../../data/content';
import { changeMembership, getMembership } from '../../data/membership';
import { getGuestOrders, listMyOrders } from '../../data/orders';
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
import { guestOrderRefs } from '../../state/guest-orders';
import { ProfileScreen } from './ProfileScreen';
import { paths } from '@domain/paths';
import { useStoreName } from '@app/layout/store-name';

/**
 * Everything the account sections show, from the store server for the signed-in account. A
 * visitor without an account has nothing stored: empty lists, and the defaults to look at.
 */
/** A visitor's change that needs an account: the panel shows this next to its form. */
const signInToSave = 'Sign in to save this to your account.';

export async function loader() {
  const ownerId = await resolveOwnerId();
  const [states, { tiers: clubTiers }] = await Promise.all([getUsStates(), getClubContent()]);
  if (ownerId === browserProfileId) {
    // The orders this browser placed as a guest, each opened by its invoice link's key.
    const refs = guestOrderRefs();
    const orders = await getGuestOrders(refs);
    return {
      ownerId,
      clubTiers,
      membership: null,
      orders,
      orderKeys: Object.fromEntries(refs.map((ref) => [ref.id, ref.key])),
      addresses: [],
      cards: [],
      preferences: guestPreferences,
      settings: guestSettings,
      states,
    };
  }
  const [orders, addresses, cards, preferences, settings, { membership }, payments, store] =
    await Promise.all([
      listMyOrders(),
      listAddresses(),
      listCards(),
      listNotificationPreferences(),
      getAccountSettings(),
      getMembership(),
      getPaymentsConfig(),
      getStore(),
    ]);
  return {
    ownerId,
    orders,
    orderKeys: {},
    addresses,
    cards,
    preferences,
    settings,
    states,
    clubTiers,
    membership,
    // Stripe's key, for the bank's step of a renewal to confirm.
    stripeKeys: stripeKeysOf(payments, store.currency),
  };
}

export function Component() {
  const storeName = useStoreName();
  const data = useLoaderData<typeof loader>();
  const { ownerId } = data;
  const account = useAuth((state) => state.account);
  const favorites = useFavorites((state) => state.items);
  const revalidator = useRevalidator();
  const navigate = useNavigate();

  const loadStripe = useStripeLoader();
  useReadAgainForNewOwner(ownerId);
  const { stripeKeys, ...screenData } = { stripeKeys: undefined, ...data };

  /**
   * Runs a change for the signed-in account, then shows the saved data. Who is signed in is
   * asked now, not taken from the page: a session restored after the page showed (a slow
   * start) still saves to the account.
   */
  const saved =
    <Args extends unknown[]>(change: (...args: Args) => Promise<unknown>) =>
    async (...args: Args) => {
      if ((await resolveOwnerId()) === browserProfileId) throw new Error(signInToSave);
      await change(...args);
      await revalidator.revalidate();
    };

  return (
    <>
      <title>{`My Account | ${storeName}`}</title>
      <ProfileScreen
        {...screenData}
        account={account ? { email: account.email, name: account.name } : null}
        favorites={favorites}
        onSaveAddress={saved(saveAddress)}
        onDeleteAddress={saved(deleteAddress)}
        onMakeDefaultAddress={saved(setDefaultAddress)}
        onSaveCard={saved(async (card) => saveCard((await tokenizeCard(card)).token))}
        onDeleteCard={saved(deleteCard)}
        onMakeDefaultCard={saved(setDefaultCard)}
        onSetPreference={saved(setNotificationPreference)}
        onSaveSettings={saved(saveAccountSettings)}
        onChangeMembership={saved(changeMembership)}
        onConfirmRenewal={saved(async () => {
          if (!data.membership) return;
          await confirmRenewalPayment(
            data.membership,
            stripeKeys && { publishableKey: stripeKeys.publishableKey, load: loadStripe },
          );
        })}
        onSignOut={async () => {
          await authStore.getState().signOut();
          showToast({ title: 'Signed out', description: 'See you at the smoker.', tone: 'info' });
          await navigate(paths.home());
        }}
      />
    </>
  );
}
