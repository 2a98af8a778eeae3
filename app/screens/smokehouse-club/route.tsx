import { useLoaderData, useRevalidator } from 'react-router-dom';
import { heroImages } from '@domain/heroes';
import type { MembershipTier } from '@domain/types';
import { loginHref } from '../../auth/return-path';
import { browserProfileId, resolveOwnerId } from '../../commerce/owner';
import { useReadAgainForNewOwner } from '../../commerce/use-owner-data';
import { getClubContent } from '../../data/content';
import { getMembership, joinClub, noMembership } from '../../data/membership';
import { listCards } from '../../data/profile';
import { SmokehouseClubScreen } from './SmokehouseClubScreen';
import type { JoinPayment } from './join-schema';
import { paths } from '@domain/paths';
import { useStoreName } from '@app/layout/store-name';

type NewCard = Extract<JoinPayment, { card: unknown }>['card'];

/** The club's content; for a signed-in customer also their membership and saved cards. */
export async function loader() {
  const [content, ownerId] = await Promise.all([getClubContent(), resolveOwnerId()]);
  if (ownerId === browserProfileId) {
    return { ...content, ownerId, membership: noMembership.membership, cards: [] };
  }
  const [{ membership }, cards] = await Promise.all([getMembership(), listCards()]);
  return { ...content, ownerId, membership, cards };
}

export function Component() {
  const storeName = useStoreName();
  const { tiers, guarantee, faq, promo, ownerId, membership, cards } =
    useLoaderData<typeof loader>();
  const revalidator = useRevalidator();
  useReadAgainForNewOwner(ownerId);

  async function join(tier: MembershipTier, payment: JoinPayment) {
    // A new card goes to the provider's tokenizer; only its token goes to the store. The
    // tokenizer (and the schema library it checks tokens with) loads only when someone joins.
    const tokenize = async (card: NewCard) =>
      (await import('../../commerce/test-payments')).tokenizeCard(card);
    const source = 'card' in payment ? { token: (await tokenize(payment.card)).token } : payment;
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
      />
    </>
  );
}
