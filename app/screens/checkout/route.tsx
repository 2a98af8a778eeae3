import { useEffect, useRef } from 'react';
import { useLoaderData, useNavigate, useRevalidator } from 'react-router-dom';
import type { PaymentElementHandle } from '@ds/patterns/PaymentElementFrame/PaymentElementFrame';
import { cartTotals, discountedGoodsCents } from '@domain/cart-math';
import { chosenShippingOption, shippingOptionsFor } from '@domain/shipping-methods';
import type { ShippingZone } from '@domain/types';
import { sumsLines, type OrderQuote } from '@domain/order-schemas';
import { paysWithSavedCard } from '../../commerce/checkout-schema';
import { browserProfileId, resolveOwnerId } from '../../commerce/owner';
import type { AccountContact } from '../../commerce/account-contact';
import { authStore } from '../../auth/auth-store';
import { useReadAgainForNewOwner } from '../../commerce/use-owner-data';
import { checkoutAttemptKey, endCheckoutAttempt } from '../../commerce/checkout-attempt';
import { isPendingPayment } from '@domain/pending-payment';
import {
  answerBankStep,
  bankStepOf,
  pendingPaymentOnReturn,
  type PendingPaymentAnswer,
} from './pending-payment';
import { CardNotRead, paymentOfCardChoice, stripeKeysOf } from '../../commerce/card-entry';
import { ApiError } from '../../data/api';
import { getUsStates } from '../../data/content';
import { getPaymentsConfig } from '../../data/payments-config';
import { getStore } from '../../data/store';
import { checkGiftCard, placeOrder, toOrderLineInputs, type PlacedOrder } from '../../data/orders';
import { getMembership } from '../../data/membership';
import { listAddresses, listCards } from '../../data/profile';
import { listShippingZones } from '../../data/shipping';
import { cartStore, useCart } from '../../state/stores';
import { rememberGuestOrder } from '../../state/guest-orders';
import { fixCartLine, useCartCheck } from '../../commerce/cart-check';
import type { InvoiceLocationState } from '../../commerce/invoice-location';
import type { GiftCardCheck } from './CheckoutGiftCard';
import {
  CheckoutScreen,
  type CheckoutForm,
  type CheckoutOutcome,
  type CheckoutRefusal,
  type GiftCardPayment,
} from './CheckoutScreen';
import { paths } from '@domain/paths';
import { useStoreName } from '@app/layout/store-name';

/**
 * The US states and the shipping zones (the same ones /shipping shows), and for a signed-in
 * customer their saved addresses and cards and their member discount.
 */
export async function loader() {
  const data = await checkoutData();
  // After the owner is known, so a kept pending payment is asked for as its account.
  return { ...data, returned: await pendingPaymentOnReturn() };
}

async function checkoutData() {
  const [states, zones, ownerId, payments, { currency }] = await Promise.all([
    getUsStates(),
    listShippingZones(),
    resolveOwnerId(),
    getPaymentsConfig(),
    getStore(),
  ]);
  // Stripe's keys once per load, not per render: the Payment Element's publishable key and currency.
  const shared = { stripeKeys: stripeKeysOf(payments, currency), states, zones, ownerId };
  if (ownerId === browserProfileId) {
    return {
      ...shared,
      addresses: [],
      cards: [],
      memberDiscountPercent: 0,
      contact: undefined,
    };
  }
  const [addresses, cards, { discountPercent }] = await Promise.all([
    listAddresses(),
    listCards(),
    getMembership(),
  ]);
  const account = authStore.getState().account;
  const contact: AccountContact | undefined = account
    ? { email: account.email, name: account.name }
    : undefined;
  return {
    ...shared,
    addresses,
    cards,
    memberDiscountPercent: discountPercent,
    contact,
  };
}

/**
 * Shown when placing the order failed for a reason the shopper cannot act on. The order may
 * have been placed with its answer lost; sent again, it is placed and charged once.
 */
const orderFailedMessage =
  'We could not confirm your order. Press Place Order again: you will not be charged twice.';

/** The checkout's key already placed another order (its answer was lost, then the cart changed). */
const orderKeyUsedMessage =
  'An order from this checkout was already placed with a different cart: see its confirmation e-mail. Press Place Order again to place this one as a new order.';

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
  // Stripe's Payment Element shows what is wrong beside its own fields.
  if (error instanceof CardNotRead) return { message: error.message };
  if (!(error instanceof ApiError)) {
    console.error('Placing the order failed:', error);
    return { message: orderFailedMessage };
  }
  if (error.status === 402) return { fields: { [cardField]: error.message } };
  if (error.status === 422) {
    endCheckoutAttempt();
    return { message: orderKeyUsedMessage };
  }
  if (error.fields.giftCard) return { giftCard: error.fields.giftCard };
  if (error.status === 409) {
    const quote = error.details.quote as OrderQuote | undefined;
    if (quote) takeQuotedPrices(quote);
    return { message: error.message };
  }
  if (error.status === 400 && error.fields.card)
    return { fields: { [cardField]: error.fields.card } };
  if (error.status === 400 && error.fields.shippingMethodId)
    return { fields: { shippingMethodId: error.fields.shippingMethodId } };
  return {
    message: error.status === 0 || error.status >= 500 ? orderFailedMessage : error.message,
  };
}

/** The method the form's address and the cart get, as the screen shows and charges it. */
function chosenShipping(
  zones: ShippingZone[],
  form: CheckoutForm,
  lines: Parameters<typeof sumsLines>[0],
  memberDiscountPercent: number,
) {
  const goodsCents = discountedGoodsCents(sumsLines(lines), memberDiscountPercent);
  const options = shippingOptionsFor(zones, form, goodsCents);
  return chosenShippingOption(options, form.shippingMethodId);
}

/** 'Apply': the card's balance, or the store's reason (unknown, used up, too many tries). */
async function checkCode(code: string): Promise<GiftCardCheck> {
  try {
    return { balance: await checkGiftCard(code) };
  } catch (error) {
    if (error instanceof ApiError && error.status > 0 && error.status < 500) {
      return { error: error.fields.code ?? error.message };
    }
    return { error: 'We could not check the gift card. Please try again.' };
  }
}

export function Component() {
  const storeName = useStoreName();
  const {
    stripeKeys,
    states,
    zones,
    ownerId,
    addresses,
    cards,
    memberDiscountPercent,
    contact,
    returned,
  } = useLoaderData<typeof loader>();
  const paymentElement = useRef<PaymentElementHandle>(null);
  const stripeCard = stripeKeys && { ...stripeKeys, handleRef: paymentElement };
  const lines = useCart((state) => state.lines);
  const navigate = useNavigate();
  const revalidator = useRevalidator();

  useReadAgainForNewOwner(ownerId);
  const { checking, notices } = useCartCheck(lines);

  /** Paid (at once, or after the bank's step): the confirmation opens, then the cart empties. */
  async function openConfirmation({ order, key }: PlacedOrder) {
    endCheckoutAttempt();
    // A guest's order: the guest profile lists it, opened by the same key as its invoice.
    if (key) rememberGuestOrder({ id: order.id, key });
    // Open the invoice first, then empty the cart, so the empty cart never flashes here.
    await navigate(paths.invoice(order.id, key), {
      state: { placed: true } satisfies InvoiceLocationState,
    });
    cartStore.getState().clear();
  }

  /** The store's answer to Place Order or to the bank's step, as the screen takes it. */
  async function outcomeOf(answer: PendingPaymentAnswer): Promise<CheckoutOutcome> {
    if ('refusal' in answer) return answer.refusal;
    if ('bankStep' in answer) return { bankStep: answer.bankStep };
    await openConfirmation(answer.placed);
    return undefined;
  }

  // Paid while the checkout was away (a reload during the bank's step): straight to the order.
  const paidMeanwhile = returned && 'placed' in returned ? returned.placed : undefined;
  useEffect(() => {
    if (paidMeanwhile) void openConfirmation(paidMeanwhile);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per answer from the loader
  }, [paidMeanwhile]);

  async function placeCartOrder(
    form: CheckoutForm,
    giftCard?: GiftCardPayment,
  ): Promise<CheckoutOutcome> {
    const savedCard = paysWithSavedCard(form);
    try {
      const cartLines = cartStore.getState().lines;
      const shipping = chosenShipping(zones, form, cartLines, memberDiscountPercent);
      // What the summary showed; the server charges its own price (409 with it if they differ).
      const totalCents = cartTotals(sumsLines(cartLines), {
        shippingCents: shipping.priceCents,
        memberDiscountPercent,
      }).totalCents;
      // A gift card that pays everything: no card is asked for or sent.
      const needsCard = totalCents - (giftCard?.amountCents ?? 0) > 0;
      const shippingAddress = {
        name: `${form.firstName} ${form.lastName}`,
        address: form.address,
        city: form.city,
        state: form.state,
        zipCode: form.zipCode,
      };
      const answer = await placeOrder(
        {
          lines: toOrderLineInputs(cartLines),
          contact: { email: form.email, shippingAddress },
          // A saved card's id, or a new card through the provider (its tokenizer, or Stripe's
          // Payment Element): only the token or PaymentMethod id goes to the store.
          ...(needsCard ? { payment: await paymentOfCardChoice(form, stripeCard) } : {}),
          ...(giftCard ? { giftCard } : {}),
          saveAddress: form.saveAddress ?? false,
          saveCard: needsCard && !savedCard && (form.saveCard ?? false),
          shippingMethodId: shipping.id,
          expectedTotalCents: totalCents,
        },
        checkoutAttemptKey(),
      );
      // The bank asks the shopper to confirm (3-D Secure): the order waits for its answer.
      if (isPendingPayment(answer)) return { bankStep: await bankStepOf(answer) };
      await openConfirmation(answer);
      return undefined;
    } catch (error) {
      // A changed price or a method the address no longer gets: read the admin's zones again.
      if (error instanceof ApiError && (error.status === 409 || error.status === 400)) {
        void revalidator.revalidate();
      }
      return refusalOf(error, savedCard);
    }
  }

  return (
    <>
      <title>{`Checkout | ${storeName}`}</title>
      <CheckoutScreen
        // A new owner's saved addresses and cards start a new form.
        key={ownerId}
        lines={lines}
        states={states}
        shippingZones={zones}
        savedAddresses={addresses}
        savedCards={cards}
        canSave={ownerId !== browserProfileId}
        contact={contact}
        memberDiscountPercent={memberDiscountPercent}
        onPlaceOrder={placeCartOrder}
        onBankAnswer={async (bankAnswer) =>
          outcomeOf(await answerBankStep(bankAnswer, (error) => refusalOf(error, false)))
        }
        {...(returned && 'bankStep' in returned ? { waitingBankStep: returned.bankStep } : {})}
        onCheckGiftCard={checkCode}
        notices={notices}
        checking={checking}
        onFix={(line, notice) => fixCartLine(line, notice.fix)}
        stripeCard={stripeCard}
      />
    </>
  );
}
