import { useLoaderData } from 'react-router-dom';
import { brand, giftCardImage } from '@domain/brand';
import { addGiftCardToCart } from '../../commerce/add-to-cart';
import { getGiftCardAmounts } from '../../data/content';
import { GiftCardsScreen } from './GiftCardsScreen';

export async function loader() {
  return { amountsCents: await getGiftCardAmounts() };
}

export function Component() {
  const { amountsCents } = useLoaderData<typeof loader>();
  return (
    <>
      <title>{`Gift Cards | ${brand.name}`}</title>
      <GiftCardsScreen
        amountsCents={amountsCents}
        image={giftCardImage}
        onAddToCart={async (order) => addGiftCardToCart(order).added}
      />
    </>
  );
}
