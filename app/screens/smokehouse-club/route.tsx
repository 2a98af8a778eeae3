import { useRef } from 'react';
import { useLoaderData, useRevalidator } from 'react-router-dom';
import type { PaymentElementHandle } from '@ds/patterns/PaymentElementFrame/PaymentElementFrame';
import { useStripeLoader } from '@ds/patterns/PaymentElementFrame/stripe-loader';
import { heroImages } from '@domain/heroes';
import type { MembershipTier } from '@domain/types';
import { loginHref } from '../../auth/return-path';
import { browserProfileId, resolveOwnerId } from '../../commerce/owner';
import { useReadAgainForNewOwner } from '../../commerce/use-owner-data';
import { getClubContent } from '../../data/content';
import { getMembership, joinClub, noMembership } from '../../data/membership';
import { listCards } from '../../data/profile';
import { getPaymentsConfig } from '../../data/payments-config';
import { getStore } from '../../data/store';
import { newCardSource, stripeKeysOf } from '../../commerce/card-entry';
import { SmokehouseClubScreen } from './SmokehouseClubScreen';
import type { JoinPayment } from './join-schema';
import { paths } from '@domain/paths';
import { useStoreName } from '@app/layout/store-name';

/** The club's content; for a signed-in customer also their membership and saved cards. */
export async function loader() {
  const [content, ownerId] = await Promise.all([getClubContent(), resolveOwnerId()]);
  if (ownerId === browserProfileId) {
    return { ...content, ownerId, membership: noMembership.membership, cards: [] };
  }
  // Which card fields a join shows: only a signed-in customer can join.
  const [{ membership }, cards, payments, { currency }] = await Promise.all([
    getMembership(),
    listCards(),
    getPaymentsConfig(),
    getStore(),
  ]);
  return { ...content, ownerId, membership, cards, stripeKeys: stripeKeysOf(payments, currency) };
}

export function Component() {
  const storeName = useStoreName();
  const loaded = useLoaderData<typeof loader>();
  const { tiers, guarantee, faq, promo, ownerId, membership, cards } = loaded;
  const paymentElement = useRef<PaymentElementHandle>(null);
  const stripeKeys = 'stripeKeys' in loaded ? loaded.stripeKeys : undefined;
  const stripeCard = stripeKeys && { ...stripeKeys, handleRef: paymentElement };
  const revalidator = useRevalidator();
  const loadStripe = useStripeLoader();
  useReadAgainForNewOwner(ownerId);

  async function confirmRenewal() {
    if (!membership) return;
    const { confirmRenewalPayment } = await import('../../commerce/confirm-renewal');
    await confirmRenewalPayment(
      membership,
      stripeKeys && { publishableKey: stripeKeys.publishableKey, load: loadStripe },
    );
    await revalidator.revalidate();
  }

  async function join(tier: MembershipTier, payment: JoinPayment) {
    // A new card goes to the provider (its tokenizer, or Stripe's Payment Element); only the
    // token or PaymentMethod id goes to the store.
    const source = 'card' in payment ? await newCardSource(stripeCard, payment.card) : payment;
    await joinClub(tier.id, source);
    await revalidator.revalidate();
  }

  return (
    <>
      <title>{`Smokehouse Club | ${storeName}`}</title>
      <SmokehouseClubScreen
        tiers={tiers}
        guarantee={guarantee}
        faq={faq}
        promo={promo}
        heroImage={heroImages.smokehouseClub}
        isSignedIn={ownerId !== browserProfileId}
        membership={membership}
        savedCards={cards}
        signInHref={loginHref(paths.smokehouseClub())}
        onJoin={join}
        stripeCard={stripeCard}
        onConfirmRenewal={confirmRenewal}
      />
    </>
  );
}
