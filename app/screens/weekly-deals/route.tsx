import { getLocalTimeZone, today } from '@internationalized/date';
import { useLoaderData } from 'react-router-dom';
import { sendMessage } from '../../data/messages';
import { listProducts } from '../../data/products';
import { dealsOf } from '@domain/deals';
import { useProductActions } from '../../catalog/product-actions';
import { circularWeek } from './week';
import { WeeklyDealsScreen } from './WeeklyDealsScreen';
import { useStoreName } from '@app/layout/store-name';

export async function loader() {
  const products = await listProducts();
  const specials = products.filter((product) => product.tags?.includes('weekly-special'));
  const others = products.filter((product) => !specials.includes(product));
  return {
    week: circularWeek(today(getLocalTimeZone())),
    specials,
    deals: dealsOf(others),
  };
}

export function Component() {
  const storeName = useStoreName();
  const { week, specials, deals } = useLoaderData<typeof loader>();
  const actions = useProductActions();
  return (
    <>
      <title>{`Weekly Circular | ${storeName}`}</title>
      <WeeklyDealsScreen
        week={week}
        specials={specials}
        deals={deals}
        favoriteIds={actions.favoriteIds}
        onToggleFavorite={actions.onToggleFavorite}
        onAddToCart={(product, sizeId) => actions.onAddToCart(product, { sizeId })}
        onSendMessage={async ({ fullName, email, message }) => {
          await sendMessage({ type: 'weekly-deals', name: fullName, email, body: message });
        }}
      />
    </>
  );
}
