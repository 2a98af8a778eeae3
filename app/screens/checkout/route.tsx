import { useLoaderData, useNavigate } from 'react-router-dom';
import { cartTotals } from '../../../domain/cart-math';
import { brand } from '../../../domain/brand';
import type { OrderQuote } from '../../../domain/order-schemas';
import { paysWithSavedCard } from '../../commerce/checkout-schema';
import { invoiceHref } from '../../commerce/order-views';
import { browserProfileId, resolveOwnerId } from '../../commerce/owner';
import { useReadAgainForNewOwner } from '../../commerce/use-owner-data';
import { tokenizeCard } from '../../commerce/test-payments';
import { ApiError } from '../../data/api';
import { getUsStates } from '../../data/content';
import { placeOrder, toOrderLineInputs } from '../../data/orders';
import { listAddresses, listCards } from '../../data/profile';
import { cartStore, useCart } from '../../state/stores';
import type { InvoiceLocationState } from '../invoice/route';
import { CheckoutScreen, type CheckoutForm, type CheckoutRefusal } from './CheckoutScreen';

/** The US states, and for a signed-in customer their saved addresses and cards. */
export async function loader() {
  const [states, ownerId] = await Promise.all([getUsStates(), resolveOwnerId()]);
  if (ownerId === browserProfileId) return { states, ownerId, addresses: [], cards: [] };
  const [addresses, cards] = await Promise.all([listAddresses(), listCards()]);
  return { states, ownerId, addresses, cards };
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

/**
 * What the server's refusal means for the form: a field's message, or one above the button.
 * A card's refusal goes under the card number, or under 'Pay with' for a saved card.
 */
function refusalOf(error: unknown, savedCard: boolean): CheckoutRefusal {
  const cardField = savedCard ? 'payWith' : 'cardNumber';
  if (!(error instanceof ApiError)) {
    console.error('Placing the order failed:', error);
    return { message: orderFailedMessage };
  }
  if (error.status === 402) return { fields: { [cardField]: error.message } };
  if (error.status === 409) {
    const quote = error.details.quote as OrderQuote | undefined;
    if (quote) takeQuotedPrices(quote);
    return { message: error.message };
  }
  if (error.status === 400 && error.fields.card)
    return { fields: { [cardField]: error.fields.card } };
  return {
    message: error.status === 0 || error.status >= 500 ? orderFailedMessage : error.message,
  };
}

const cardOf = (form: CheckoutForm) => ({
  number: form.cardNumber,
  expiry: form.cardExpiry,
  cvc: form.cardCvc,
});

export function Component() {
  const { states, ownerId, addresses, cards } = useLoaderData<typeof loader>();
  const lines = useCart((state) => state.lines);
  const navigate = useNavigate();

  useReadAgainForNewOwner(ownerId);

  async function placeCartOrder(form: CheckoutForm): Promise<CheckoutRefusal | undefined> {
    const savedCard = paysWithSavedCard(form);
    try {
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
        payment: savedCard
          ? { paymentMethodId: form.payWith as string }
          : // The card goes to the provider's tokenizer; only its token goes to the store.
            { token: (await tokenizeCard(cardOf(form))).token },
        saveAddress: form.saveAddress ?? false,
        saveCard: !savedCard && (form.saveCard ?? false),
        expectedTotalCents: cartTotals(cartLines).totalCents,
      });
      // Open the invoice first, then empty the cart, so the empty cart never flashes here.
      await navigate(invoiceHref(order.id, key), {
        state: { placed: true } satisfies InvoiceLocationState,
      });
      cartStore.getState().clear();
      return undefined;
    } catch (error) {
      return refusalOf(error, savedCard);
    }
  }

  return (
    <>
      <title>{`Checkout | ${brand.name}`}</title>
      <CheckoutScreen
        // A new owner's saved addresses and cards start a new form.
        key={ownerId}
        lines={lines}
        states={states}
        savedAddresses={addresses}
        savedCards={cards}
        canSave={ownerId !== browserProfileId}
        onPlaceOrder={placeCartOrder}
      />
    </>
  );
}
