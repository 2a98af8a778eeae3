import { useLoaderData } from 'react-router-dom';
import { showToast } from '@ds/primitives/Toast/toast-queue';
import { resolveOwnerId } from '../../commerce/owner';
import { useReadAgainForNewOwner } from '../../commerce/use-owner-data';
import { getMembership } from '../../data/membership';
import { cartStore, useCart } from '../../state/stores';
import { fixCartLine, useCartCheck } from '../../commerce/cart-check';
import { CartScreen } from './CartScreen';
import { useStoreName } from '@app/layout/store-name';

/**
 * The cart lives in the browser's cart store (persisted); a member's discount comes from the
 * server. The cart still shows when the membership cannot be read: checkout's total is the
 * server's anyway.
 */
export async function loader() {
  const ownerId = await resolveOwnerId();
  const memberDiscountPercent = await getMembership()
    .then((view) => view.discountPercent)
    .catch(() => 0);
  return { ownerId, memberDiscountPercent };
}

export function Component() {
  const storeName = useStoreName();
  const { ownerId, memberDiscountPercent } = useLoaderData<typeof loader>();
  const lines = useCart((state) => state.lines);
  useReadAgainForNewOwner(ownerId);
  const { checking, notices } = useCartCheck(lines);
  return (
    <>
      <title>{`Cart | ${storeName}`}</title>
      <CartScreen
        lines={lines}
        memberDiscountPercent={memberDiscountPercent}
        notices={notices}
        checking={checking}
        onFix={(line, notice) => fixCartLine(line, notice.fix)}
        onQuantityChange={(id, quantity) => cartStore.getState().setQuantity(id, quantity)}
        onRemove={(line) => {
          cartStore.getState().remove(line.id);
          showToast({
            title: 'Removed from cart',
            description: `${line.name} · ${line.size}`,
            tone: 'info',
          });
        }}
      />
    </>
  );
}
