import { useLoaderData, useNavigate } from 'react-router-dom';
import { cartTotals } from '../../../domain/cart-math';
import { brand } from '../../../domain/brand';
import type { OrderQuote } from '../../../domain/order-schemas';
import { invoiceHref } from '../../commerce/order-views';
import { tokenizeCard } from '../../commerce/test-payments';
import { ApiError } from '../../data/api';
import { getUsStates } from '../../data/content';
import { placeOrder, toOrderLineInputs } from '../../data/orders';
import { cartStore, useCart } from '../../state/stores';
import type { InvoiceLocationState } from '../invoice/route';
import { CheckoutScreen, type CheckoutForm, type CheckoutRefusal } from './CheckoutScreen';

export async function loader() {
  return { states: await getUsStates() };
}

/** Shown when placing the order failed for a reason the shopper cannot act on. */
const orderFailedMessage = 'We could not place your order. Nothing was charged; please try again.';

/** The server's prices replace the cart's, so the summary shows the total it will charge. */
function takeQuotedPrices(quote: OrderQuote) {
  const cart = cartStore.getState();
  cart.replace(
    cart.lines.map((line) => {
      const quoted = quote.lines.find(
        (q) => q.productId === line.productId && q.size === line.size,
      );
      return quoted ? { ...line, priceCents: quoted.unitPriceCents } : line;
    }),
  );
}

/** What the server's refusal means for the form: a field's message, or one above the button. */
function refusalOf(error: unknown): CheckoutRefusal {
  if (!(error instanceof ApiError)) {
    console.error('Placing the order failed:', error);
    return { message: orderFailedMessage };
  }
  if (error.status === 402) return { fields: { cardNumber: error.message } };
  if (error.status === 409) {
    const quote = error.details.quote as OrderQuote | undefined;
    if (quote) takeQuotedPrices(quote);
    return { message: error.message };
  }
  if (error.status === 400 && error.fields.card)
    return { fields: { cardNumber: error.fields.card } };
  return {
    message: error.status === 0 || error.status >= 500 ? orderFailedMessage : error.message,
  };
}

export function Component() {
  const { states } = useLoaderData<typeof loader>();
  const lines = useCart((state) => state.lines);
  const navigate = useNavigate();

  async function placeCartOrder(form: CheckoutForm): Promise<CheckoutRefusal | undefined> {
    try {
      // The card goes to the payment provider's tokenizer; only its token goes to the store.
      const { token } = await tokenizeCard({
        number: form.cardNumber,
        expiry: form.cardExpiry,
        cvc: form.cardCvc,
      });
      const cartLines = cartStore.getState().lines;
      const shippingAddress = {
        name: `${form.firstName} ${form.lastName}`,
        address: form.address,
        city: form.city,
        state: form.state,
        zipCode: form.zipCode,
      };
      const { order, key } = await placeOrder({
        lines: toOrderLineInputs(cartLines),
        contact: { email: form.email, shippingAddress },
        payment: { token },
        expectedTotalCents: cartTotals(cartLines).totalCents,
      });
      // Open the invoice first, then empty the cart, so the empty cart never flashes here.
      await navigate(invoiceHref(order.id, key), {
        state: { placed: true } satisfies InvoiceLocationState,
      });
      cartStore.getState().clear();
      return undefined;
    } catch (error) {
      return refusalOf(error);
    }
  }

  return (
    <>
      <title>{`Checkout | ${brand.name}`}</title>
      <CheckoutScreen lines={lines} states={states} onPlaceOrder={placeCartOrder} />
    </>
  );
}
