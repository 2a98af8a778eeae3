import { showToast } from '../../../design-system/primitives/Toast/Toast';
import { brand } from '../../../domain/brand';
import { cartStore, useCart } from '../../state/stores';
import { CartScreen } from './CartScreen';

/** The cart lives in the browser's cart store (persisted): nothing to load. */
export function Component() {
  const lines = useCart((state) => state.lines);
  return (
    <>
      <title>{`Cart | ${brand.name}`}</title>
      <CartScreen
        lines={lines}
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
