import { useLoaderData } from 'react-router-dom';
import { showToast } from '../../../design-system/primitives/Toast/Toast';
import { brand } from '../../../domain/brand';
import { heroImages } from '../../../domain/heroes';
import type { MembershipTier } from '../../../domain/types';
import { getClubContent } from '../../data/content';
import { cartStore, useCart } from '../../state/stores';
import { ClubScreen } from './ClubScreen';

export async function loader() {
  return getClubContent();
}

/** The cart line of a tier's first month: a membership, not a stock product. */
function membershipLine(tier: MembershipTier, image: string) {
  return {
    productId: `club-${tier.id}`,
    name: `Smokehouse Club — ${tier.name}`,
    size: 'Monthly membership',
    priceCents: tier.priceCents,
    image,
  };
}

export function Component() {
  const { tiers, guarantee, faq, promo } = useLoaderData<typeof loader>();
  const lines = useCart((state) => state.lines);
  const tiersInCart = new Set(
    tiers
      .filter((tier) => lines.some((line) => line.productId === `club-${tier.id}`))
      .map((tier) => tier.id),
  );

  function join(tier: MembershipTier) {
    const line = membershipLine(tier, heroImages.smokehouseClub);
    cartStore.getState().add(line);
    showToast({ title: 'Added to cart', description: `${line.name} · ${line.size}` });
  }

  return (
    <>
      <title>{`Smokehouse Club | ${brand.name}`}</title>
      <ClubScreen
        tiers={tiers}
        guarantee={guarantee}
        faq={faq}
        promo={promo}
        heroImage={heroImages.smokehouseClub}
        tiersInCart={tiersInCart}
        onJoin={join}
      />
    </>
  );
}
