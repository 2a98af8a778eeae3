import { useLoaderData, useNavigate } from 'react-router-dom';
import { brand } from '../../../domain/brand';
import { authStore } from '../../auth/auth-store';
import { cardBrand, lastFour } from '../../commerce/card';
import { toOrderLines } from '../../commerce/cart-view';
import { invoiceHref } from '../../commerce/order-views';
import { ownerIdOf } from '../../commerce/owner';
import { getUsStates } from '../../data/content';
import { OrderError, placeOrder } from '../../data/orders';
import { cartStore, useCart } from '../../state/stores';
import type { InvoiceLocationState } from '../invoice/route';
import { CheckoutScreen, type CheckoutForm } from './CheckoutScreen';

export async function loader() {
  return { states: await getUsStates() };
}

/** Shown when placing the order failed for a reason the shopper cannot act on. */
const orderFailedMessage = 'We could not place your order. Nothing was charged; please try again.';

export function Component() {
  const { states } = useLoaderData<typeof loader>();
  const lines = useCart((state) => state.lines);
  const navigate = useNavigate();

  async function placeCartOrder(form: CheckoutForm): Promise<string | undefined> {
    try {
      const order = await placeOrder({
        accountId: ownerIdOf(authStore.getState()),
        email: form.email,
        shippingAddress: {
          name: `${form.firstName} ${form.lastName}`,
          address: form.address,
          city: form.city,
          state: form.state,
          zipCode: form.zipCode,
        },
        // Only the brand and the last four digits leave the form; never the number or the CVC.
        card: { brand: cardBrand(form.cardNumber), last4: lastFour(form.cardNumber) },
        lines: toOrderLines(cartStore.getState().lines),
      });
      // Open the invoice first, then empty the cart, so the empty cart never flashes here.
      await navigate(invoiceHref(order.id), {
        state: { placed: true } satisfies InvoiceLocationState,
      });
      cartStore.getState().clear();
      return undefined;
    } catch (error) {
      if (error instanceof OrderError) return error.message;
      console.error('Placing the order failed:', error);
      return orderFailedMessage;
    }
  }

  return (
    <>
      <title>{`Checkout | ${brand.name}`}</title>
      <CheckoutScreen lines={lines} states={states} onPlaceOrder={placeCartOrder} />
    </>
  );
}
