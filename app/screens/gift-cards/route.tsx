import { useLoaderData } from 'react-router-dom';
import { giftCardImage } from '@domain/brand';
import { addGiftCardToCart } from '../../commerce/add-to-cart';
import { getGiftCardAmounts } from '../../data/content';
import { GiftCardsScreen } from './GiftCardsScreen';
import { useStoreName } from '@app/layout/store-name';

export async function loader() {
  return { amountsCents: await getGiftCardAmounts() };
}

export function Component() {
  const storeName = useStoreName();
  const { amountsCents } = useLoaderData<typeof loader>();
  return (
    <>
      <title>{`Gift Cards | ${storeName}`}</title>
      <GiftCardsScreen
        amountsCents={amountsCents}
        image={giftCardImage}
        storeName={storeName}
        onAddToCart={async (order) => addGiftCardToCart({ ...order, storeName }).added}
      />
    </>
  );
}
