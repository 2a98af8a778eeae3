import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Stripe } from '@stripe/stripe-js';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { clearLiveAnnouncer } from '@ds/lib/live-announcer';
import { StripeLoaderProvider } from '@ds/patterns/PaymentElementFrame/stripe-loader';
import { usStates } from '@domain/us-states';
import { paymentCards, savedAddresses } from '@fixtures/profile';
import { shippingZones } from '@fixtures/shipping';
import {
  changedCart,
  changedCartChecks,
  smallCart,
  specSampleCart,
} from '../../commerce/sample-carts';
import { cartNotices } from '../../commerce/cart-notices';
import { createRef } from 'react';
import { fakeStripe } from '@ds/patterns/PaymentElementFrame/fake-stripe';
import type { PaymentElementHandle } from '@ds/patterns/PaymentElementFrame/PaymentElementFrame';
import { paymentOfCardChoice, type StripeCardEntry } from '../../commerce/card-entry';
import { setApiTransport } from '../../data/api';
import { placeOrder, toOrderLineInputs } from '../../data/orders';
import type { GiftCardCheck } from './CheckoutGiftCard';
import {
  CheckoutScreen,
  type BankStep,
  type CheckoutForm,
  type CheckoutOutcome,
  type CheckoutRefusal,
} from './CheckoutScreen';

/** Expiry dates are checked against this day, so the stories never expire. */
const today = () => new Date(2026, 10, 22);

const valid: CheckoutForm = {
  email: 'pat@example.com',
  firstName: 'Pat',
  lastName: 'Smoker',
  address: '123 W Randolph St',
  city: 'Chicago',
  state: 'IL',
  zipCode: '60601',
  shippingMethodId: 'standard',
  cardNumber: '4242 4242 4242 4242',
  cardExpiry: '12/28',
  cardCvc: '123',
};

type Canvas = ReturnType<typeof within>;

/** The store's answers in these stories: one $50.00 card, one used up, nothing else. */
const fiftyDollarCard = 'K7QM-2XWP-9RTD-4HZB';
const usedUpCard = 'N3VB-8CJY-5FSE-1GKA';
function giftCardAnswer(code: string): GiftCardCheck {
  const typed = code.toUpperCase().replace(/[\s-]/g, '');
  if (typed === fiftyDollarCard.replace(/-/g, '')) {
    return { balance: { last4: '4HZB', balanceCents: 5000 } };
  }
  if (typed === usedUpCard.replace(/-/g, ''))
    return { error: 'This gift card has no balance left' };
  return { error: "We don't recognise that gift card code" };
}

async function applyGiftCard(canvas: Canvas, code: string) {
  await userEvent.type(canvas.getByRole('textbox', { name: 'Gift card code' }), code);
  await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
}

/** The summary's row for a term ('Gift card', 'Amount due'): its value. */
const summaryValue = (canvas: Canvas, term: string) =>
  canvas.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

/** Contact and name: what a saved address does not fill. */
async function fillContact(canvas: Canvas) {
  await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), valid.email);
  await userEvent.type(canvas.getByRole('textbox', { name: 'First name' }), valid.firstName);
  await userEvent.type(canvas.getByRole('textbox', { name: 'Last name' }), valid.lastName);
}

async function fillValidForm(canvas: Canvas) {
  await fillContact(canvas);
  await userEvent.type(canvas.getByRole('textbox', { name: 'Address' }), valid.address);
  await userEvent.type(canvas.getByRole('textbox', { name: 'City' }), valid.city);
  await userEvent.type(canvas.getByRole('combobox', { name: 'State' }), 'Illin');
  await userEvent.click(await within(document.body).findByRole('option', { name: 'Illinois' }));
  await userEvent.type(canvas.getByRole('textbox', { name: 'ZIP code' }), valid.zipCode);
  await userEvent.type(canvas.getByRole('textbox', { name: 'Card number' }), '4242424242424242');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Expiry' }), '1228');
  await userEvent.type(canvas.getByRole('textbox', { name: 'CVC' }), valid.cardCvc);
}

/** /checkout: contact, shipping address and payment beside the Order Summary of the cart. */
const meta = {
  title: 'Screens/Commerce/Checkout',
  component: CheckoutScreen,
  parameters: { layout: 'fullscreen', route: '/checkout' },
  args: {
    lines: specSampleCart,
    states: usStates,
    shippingZones,
    today,
    onPlaceOrder: fn(async (): Promise<CheckoutRefusal | undefined> => undefined),
    onCheckGiftCard: fn(async (code: string): Promise<GiftCardCheck> => giftCardAnswer(code)),
  },
  // The form keeps a draft in sessionStorage: every story starts from a clean form.
  beforeEach: () => sessionStorage.removeItem('ff.draft.checkout'),
} satisfies Meta<typeof CheckoutScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    for (const legend of ['Contact', 'Shipping address', 'Payment']) {
      await expect(canvas.getByRole('group', { name: legend })).toBeVisible();
    }
    await expect(canvas.getByRole('textbox', { name: 'Card number' })).toHaveAttribute(
      'placeholder',
      '1234 5678 9012 3456',
    );
    await expect(canvas.getByRole('textbox', { name: 'Expiry' })).toHaveAttribute(
      'placeholder',
      'MM/YY',
    );
    const summary = within(
      canvas
        .getByRole('heading', { name: 'Order Summary' })
        .closest('div[data-slot="order-summary"]') as HTMLElement,
    );
    await expect(summary.getByText('$124.98')).toBeVisible();
    await expect(summary.getByText('Free')).toBeVisible();
    await expect(summary.getByText('$10.94')).toBeVisible();
    await expect(summary.getByText('$135.92')).toBeVisible();
    await expect(canvas.getByText('Secure checkout with SSL encryption')).toBeVisible();
    await expect(canvas.getByText('Free shipping on orders over $75')).toBeVisible();
  },
};

/** A Smoke Master member: the summary takes 20% off the goods, and tax is on the rest. */
export const MemberDiscount: Story = {
  args: { memberDiscountPercent: 20 },
  play: async ({ canvas }) => {
    const summary = within(
      canvas
        .getByRole('heading', { name: 'Order Summary' })
        .closest('div[data-slot="order-summary"]') as HTMLElement,
    );
    await expect(summary.getByText('Member discount (20%)')).toBeVisible();
    await expect(summary.getByText('−$25.00')).toBeVisible();
    await expect(summary.getByText('$8.75')).toBeVisible();
    await expect(summary.getByText('$108.73')).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Place Order' })).toBeVisible();
  },
};

/** Place Order on an empty form: every field says what it needs and the focus goes to Email. */
export const InvalidEmpty: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Place Order' }));
    for (const message of [
      'Email is required',
      'First name is required',
      'Last name is required',
      'Address is required',
      'City is required',
      'State is required',
      'ZIP code is required',
      'Card number is required',
      'Expiry date is required',
      'CVC is required',
    ]) {
      await expect(await canvas.findByText(message)).toBeVisible();
    }
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveFocus();
    await expect(args.onPlaceOrder).not.toHaveBeenCalled();
  },
};

/** Wrong values, each with its message under the field; the card number is grouped as typed. */
export const InvalidValues: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'pat@');
    await userEvent.type(canvas.getByRole('textbox', { name: 'ZIP code' }), '6060');
    const card = canvas.getByRole('textbox', { name: 'Card number' });
    await userEvent.type(card, '1234567890123456');
    await expect(card).toHaveValue('1234 5678 9012 3456');
    const expiry = canvas.getByRole('textbox', { name: 'Expiry' });
    await userEvent.type(expiry, '1026');
    await expect(expiry).toHaveValue('10/26');
    await userEvent.type(canvas.getByRole('textbox', { name: 'CVC' }), '12');
    await userEvent.click(canvas.getByRole('button', { name: 'Place Order' }));
    for (const message of [
      'Please enter a valid email',
      'Enter a 5-digit ZIP code, or ZIP+4 (12345-6789)',
      'This card number is not valid: check the digits',
      'This card has expired',
      'CVC must be 3 or 4 digits',
    ]) {
      await expect(await canvas.findByText(message)).toBeVisible();
    }
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveFocus();
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveValue('pat@');
    await expect(args.onPlaceOrder).not.toHaveBeenCalled();
  },
};

/** A valid form places the order with what was typed (the card number as grouped). */
export const PlaceOrder: Story = {
  play: async ({ args, canvas }) => {
    await fillValidForm(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Place Order' }));
    await waitFor(() =>
      expect(args.onPlaceOrder).toHaveBeenCalledWith({ ...valid, payWith: 'new' }),
    );
  },
};

/** While the order is being placed the button reads 'Placing order...'. */
export const Pending: Story = {
  args: { onPlaceOrder: fn(() => new Promise<CheckoutRefusal | undefined>(() => undefined)) },
  play: async ({ canvas }) => {
    await fillValidForm(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Place Order' }));
    await expect(
      await canvas.findByRole('button', { name: /Placing order\.\.\./ }),
    ).toHaveAttribute('data-pending', 'true');
  },
};

/** An item sold out meanwhile: the refusal shows above the button and the form keeps its values. */
export const OutOfStock: Story = {
  args: {
    onPlaceOrder: fn(async (): Promise<CheckoutRefusal | undefined> => ({
      message:
        'Bristle-Free Grill Brush (18 in) is no longer available. Remove it from your cart to continue.',
    })),
  },
  play: async ({ canvas }) => {
    await fillValidForm(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Place Order' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Bristle-Free Grill Brush (18 in) is no longer available. Remove it from your cart to continue.',
    );
    await expect(canvas.getByRole('textbox', { name: 'Card number' })).toHaveValue(
      '4242 4242 4242 4242',
    );
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveValue('pat@example.com');
  },
};

/** The card was declined: the message sits under the card number, which gets the focus. */
export const CardDeclined: Story = {
  args: {
    onPlaceOrder: fn(async (): Promise<CheckoutRefusal | undefined> => ({
      fields: { cardNumber: 'Your card was declined' },
    })),
  },
  play: async ({ canvas }) => {
    await fillValidForm(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Place Order' }));
    const number = canvas.getByRole('textbox', { name: 'Card number' });
    await waitFor(() => expect(number).toHaveAccessibleDescription(/Your card was declined/));
    await expect(number).toHaveFocus();
    await expect(number).toHaveValue('4242 4242 4242 4242');
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveValue('pat@example.com');
  },
};

/** A price changed meanwhile: the new total is said above the button and nothing typed is lost. */
export const PriceChanged: Story = {
  args: {
    onPlaceOrder: fn(async (): Promise<CheckoutRefusal | undefined> => ({
      message: 'Prices changed since you added these items. Your new total is $139.91.',
    })),
  },
  play: async ({ canvas }) => {
    await fillValidForm(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Place Order' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Prices changed since you added these items. Your new total is $139.91.',
    );
    await expect(canvas.getByRole('textbox', { name: 'Card number' })).toHaveValue(
      '4242 4242 4242 4242',
    );
    await expect(canvas.getByRole('textbox', { name: 'Address' })).toHaveValue(valid.address);
  },
};

/**
 * Signed in with saved addresses and cards: the default address is filled in, another one
 * can be chosen, and the default card pays without typing it.
 */
export const SavedAddressesAndCards: Story = {
  args: { savedAddresses, savedCards: paymentCards, canSave: true },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Address' })).toHaveValue('4410 S King Dr');
    await userEvent.click(canvas.getByRole('button', { name: /Saved address/ }));
    await userEvent.click(
      await within(document.body).findByRole('option', { name: /Work: 200 E Randolph St/ }),
    );
    await expect(canvas.getByRole('textbox', { name: 'Address' })).toHaveValue(
      '200 E Randolph St, Suite 5100',
    );
    await expect(canvas.getByRole('textbox', { name: 'ZIP code' })).toHaveValue('60601');
    await expect(canvas.getByRole('radio', { name: /Visa ending in 4242/ })).toBeChecked();
    await expect(canvas.queryByRole('textbox', { name: 'Card number' })).toBeNull();

    await fillContact(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Place Order' }));
    await waitFor(() =>
      expect(args.onPlaceOrder).toHaveBeenCalledWith(
        expect.objectContaining({
          address: '200 E Randolph St, Suite 5100',
          zipCode: '60601',
          payWith: 'card-visa',
          cardNumber: '',
        }),
      ),
    );
  },
};

/**
 * A signed-in shopper: the account's e-mail and name (split at the last space) start the
 * contact fields; a draft's own values win over them.
 */
export const SignedInContact: Story = {
  args: {
    savedAddresses,
    savedCards: paymentCards,
    canSave: true,
    contact: { email: 'rowan@example.com', name: 'Rowan van Ashford' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveValue('rowan@example.com');
    await expect(canvas.getByRole('textbox', { name: 'First name' })).toHaveValue('Rowan van');
    await expect(canvas.getByRole('textbox', { name: 'Last name' })).toHaveValue('Ashford');
  },
};

/** 'A new card' asks for the card, and a signed-in customer can keep it and the address. */
export const SaveNewCard: Story = {
  args: { savedAddresses, savedCards: paymentCards, canSave: true },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'A new card' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Card number' }), '4242424242424242');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Expiry' }), '1228');
    await userEvent.type(canvas.getByRole('textbox', { name: 'CVC' }), valid.cardCvc);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Save this card for next time' }));
    await userEvent.click(
      canvas.getByRole('checkbox', { name: 'Save this address to my account' }),
    );
    await fillContact(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Place Order' }));
    await waitFor(() =>
      expect(args.onPlaceOrder).toHaveBeenCalledWith(
        expect.objectContaining({
          payWith: 'new',
          cardNumber: '4242 4242 4242 4242',
          saveCard: true,
          saveAddress: true,
        }),
      ),
    );
  },
};

const summaryOf = (canvas: Canvas) =>
  within(
    canvas
      .getByRole('heading', { name: 'Order Summary' })
      .closest('div[data-slot="order-summary"]') as HTMLElement,
  );

async function typeAddress(canvas: Canvas, city: string, state: string, zipCode: string) {
  await userEvent.type(canvas.getByRole('textbox', { name: 'City' }), city);
  await userEvent.type(canvas.getByRole('combobox', { name: 'State' }), state.slice(0, 5));
  await userEvent.click(await within(document.body).findByRole('option', { name: state }));
  await userEvent.type(canvas.getByRole('textbox', { name: 'ZIP code' }), zipCode);
}

/**
 * A Chicago address and a $57.98 cart: standard parcel shipping (the default) and both of the
 * Local zone's methods, each with its price and estimate; the choice reprices the summary.
 */
export const ShippingMethods: Story = {
  args: { lines: smallCart },
  play: async ({ args, canvas }) => {
    await expect(canvas.getAllByRole('radio', { name: /Standard Shipping/ })).toHaveLength(1);
    await fillValidForm(canvas);
    const methods = within(canvas.getByRole('radiogroup', { name: 'Shipping method' }));
    await expect(methods.getAllByRole('radio')).toHaveLength(3);
    await expect(methods.getByRole('radio', { name: /Standard Shipping/ })).toBeChecked();
    await expect(methods.getByRole('radio', { name: /Same Day Delivery/ })).toHaveAccessibleName(
      /Same Day Delivery.*\$9\.99 · 0-1 days.*Local delivery/,
    );
    await userEvent.click(methods.getByRole('radio', { name: /Standard Delivery/ }));
    const summary = summaryOf(canvas);
    await expect(summary.getByText('Shipping (Standard Delivery)')).toBeVisible();
    await expect(summary.getByText('$4.99')).toBeVisible();
    // $57.98 + $4.99 + $5.07 tax.
    await expect(summary.getByText('$68.04')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Place Order' }));
    await waitFor(() =>
      expect(args.onPlaceOrder).toHaveBeenCalledWith(
        expect.objectContaining({ shippingMethodId: 'local-standard' }),
      ),
    );
  },
};

/** $20.00 in Chicago: Standard Delivery ($15 minimum) is offered, Same Day ($25) is not yet. */
export const BelowMinimum: Story = {
  args: { lines: [{ ...smallCart[0]!, priceCents: 2000, quantity: 1 }] },
  play: async ({ canvas }) => {
    await typeAddress(canvas, 'Chicago', 'Illinois', '60614');
    const methods = within(canvas.getByRole('radiogroup', { name: 'Shipping method' }));
    await expect(methods.getByRole('radio', { name: /Standard Delivery/ })).toBeVisible();
    await expect(methods.queryByRole('radio', { name: /Same Day Delivery/ })).toBeNull();
  },
};

/** An address outside every zone gets standard shipping only, and is told why. */
export const StandardOnly: Story = {
  args: { lines: smallCart },
  play: async ({ canvas }) => {
    await typeAddress(canvas, 'Austin', 'Texas', '78701');
    const group = canvas.getByRole('radiogroup', { name: 'Shipping method' });
    await expect(within(group).getAllByRole('radio')).toHaveLength(1);
    await expect(within(group).getByRole('radio', { name: /Standard Shipping/ })).toBeChecked();
    await expect(group).toHaveAccessibleDescription(/Local delivery methods appear here/);
  },
};

/** The store refused the method (the admin changed the zone): the message sits under it. */
export const ShippingMethodRefused: Story = {
  args: {
    lines: smallCart,
    onPlaceOrder: fn(async (): Promise<CheckoutRefusal | undefined> => ({
      fields: {
        shippingMethodId:
          'This shipping method is not offered for this address. Choose one of the methods shown.',
      },
    })),
  },
  play: async ({ canvas }) => {
    await fillValidForm(canvas);
    await userEvent.click(canvas.getByRole('radio', { name: /Same Day Delivery/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Place Order' }));
    await expect(
      await canvas.findByText(
        'This shipping method is not offered for this address. Choose one of the methods shown.',
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('radio', { name: /Same Day Delivery/ })).toHaveFocus();
  },
};

export const EmptyCart: Story = {
  args: { lines: [] },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Your cart is empty' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute(
      'href',
      '/shop',
    );
  },
};

/**
 * A gift card applied: its balance shows, all it can pay is used by the default, the shopper
 * lowers it to $30.00, and the summary takes $30.00 off the amount due. The order asks the
 * card for exactly that.
 */
export const GiftCardApplied: Story = {
  args: { lines: smallCart },
  play: async ({ args, canvas }) => {
    await applyGiftCard(canvas, fiftyDollarCard.toLowerCase());
    await expect(
      await canvas.findByText('Gift card ending in 4HZB: $50.00 available'),
    ).toBeVisible();
    const amount = canvas.getByRole('textbox', { name: 'Amount to use' });
    await userEvent.clear(amount);
    await userEvent.type(amount, '60');
    await expect(amount).toHaveAccessibleDescription(/This gift card has only \$50\.00 left/);
    await userEvent.clear(amount);
    await userEvent.type(amount, '30');
    await expect(summaryValue(canvas, 'Gift card')).toBe('−$30.00');
    await fillValidForm(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Place Order' }));
    await waitFor(() =>
      expect(args.onPlaceOrder).toHaveBeenCalledWith(
        expect.objectContaining({ email: valid.email }),
        {
          code: fiftyDollarCard.toLowerCase(),
          amountCents: 3000,
        },
      ),
    );
  },
};

/** Malformed, unknown and used-up codes each get their message under the field. */
export const GiftCardRefused: Story = {
  play: async ({ canvas }) => {
    const code = canvas.getByRole('textbox', { name: 'Gift card code' });
    await applyGiftCard(canvas, 'ABC-123');
    await expect(code).toHaveAccessibleDescription(
      /Enter the 16-character code from your gift card e-mail/,
    );
    await userEvent.clear(code);
    await applyGiftCard(canvas, '0000-0000-0000-0000');
    await waitFor(() =>
      expect(code).toHaveAccessibleDescription(/We don't recognise that gift card code/),
    );
    await userEvent.clear(code);
    await applyGiftCard(canvas, usedUpCard);
    await waitFor(() =>
      expect(code).toHaveAccessibleDescription(/This gift card has no balance left/),
    );
  },
};

/** A card that pays everything: no payment section, and the order is placed without a card. */
export const GiftCardPaysAll: Story = {
  args: { lines: smallCart.slice(0, 1) },
  play: async ({ args, canvas }) => {
    await applyGiftCard(canvas, fiftyDollarCard);
    await canvas.findByText('Gift card ending in 4HZB: $50.00 available');
    await expect(summaryValue(canvas, 'Amount due')).toBe('$0.00');
    await expect(canvas.queryByRole('group', { name: 'Payment' })).toBeNull();
    await fillContact(canvas);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Address' }), valid.address);
    await userEvent.type(canvas.getByRole('textbox', { name: 'City' }), valid.city);
    await userEvent.type(canvas.getByRole('combobox', { name: 'State' }), 'Illin');
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Illinois' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'ZIP code' }), valid.zipCode);
    await userEvent.click(canvas.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(args.onPlaceOrder).toHaveBeenCalled());
    const [, giftCard] = (args.onPlaceOrder as ReturnType<typeof fn>).mock.calls[0]!;
    await expect(giftCard).toMatchObject({ code: fiftyDollarCard });
  },
};

/**
 * The server's check flagged lines: each is named above the form with what changed and its
 * one action, and Place Order is disabled until every line is fine.
 */
export const ChangedLines: Story = {
  args: { lines: changedCart, notices: cartNotices(changedCart, changedCartChecks), onFix: fn() },
  play: async ({ args, canvas }) => {
    const changed = within(canvas.getByRole('region', { name: 'Items that changed' }));
    await expect(changed.getAllByRole('alert')).toHaveLength(3);
    await expect(canvas.getByRole('button', { name: 'Place Order' })).toBeDisabled();
    await expect(
      canvas.getByText('Some items changed since you added them: see the note on each one.'),
    ).toBeVisible();
    await userEvent.click(changed.getByRole('button', { name: 'Accept new price' }));
    await expect(args.onFix).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'Texas Brisket Rub' }),
      expect.objectContaining({ actionLabel: 'Accept new price' }),
    );
  },
};

export const ChangedLinesMobile: Story = {
  args: ChangedLines.args,
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Reduce to 1' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Place Order' })).toBeDisabled();
  },
};

/** The spec's sample cart's total, which the bank asks the shopper to confirm. */
const testBankStep: BankStep = { provider: 'test', amountCents: 13592 };
const bankDialog = () =>
  screen.findByRole('alertdialog', { name: 'Confirm this payment with your bank' });
const bankRefusal = 'Your bank did not confirm this payment. Try again or use another card.';
/** Fills the form and presses Place Order: the store answers with the bank's step. */
const openBankStep = async (canvas: Parameters<typeof fillValidForm>[0]) => {
  await fillValidForm(canvas);
  await userEvent.click(canvas.getByRole('button', { name: 'Place Order' }));
  return bankDialog();
};

/**
 * The card's bank asks the shopper to confirm (3-D Secure; the store answered 202): the test
 * provider's stand-in for the bank's page opens with the amount, Place Order waits behind it.
 */
export const BankStepShown: Story = {
  args: {
    onPlaceOrder: fn(async (): Promise<CheckoutOutcome> => ({ bankStep: testBankStep })),
    onBankAnswer: fn(() => new Promise<CheckoutOutcome>(() => undefined)),
  },
  beforeEach: clearLiveAnnouncer,
  play: async ({ canvas }) => {
    await fillValidForm(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Place Order' }));
    const dialog = await bankDialog();
    await expect(dialog).toHaveAccessibleDescription(/confirm a payment of \$135\.92/);
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Fail authentication' })).toHaveFocus(),
    );
  },
};

export const BankStepMobile: Story = {
  ...BankStepShown,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

/** 'Confirm payment': the store is told, and the dialog stays pending until it has answered. */
export const BankStepConfirmed: Story = {
  args: {
    onPlaceOrder: fn(async (): Promise<CheckoutOutcome> => ({ bankStep: testBankStep })),
    onBankAnswer: fn(async (): Promise<CheckoutOutcome> => undefined),
  },
  beforeEach: clearLiveAnnouncer,
  play: async ({ args, canvas }) => {
    const dialog = within(await openBankStep(canvas));
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm payment' }));
    await waitFor(() => expect(args.onBankAnswer).toHaveBeenCalledWith('confirm'));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    // Placed: the draft is gone with the order.
    await waitFor(() => expect(sessionStorage.getItem('ff.draft.checkout')).toBeNull());
    clearLiveAnnouncer();
  },
};

/**
 * 'Fail authentication': the order is released and the bank's refusal sits under the card
 * number, which gets the focus; everything typed stays, and Place Order can pay again.
 */
export const BankStepFailed: Story = {
  args: {
    onPlaceOrder: fn(async (): Promise<CheckoutOutcome> => ({ bankStep: testBankStep })),
    onBankAnswer: fn(async (): Promise<CheckoutOutcome> => ({ card: bankRefusal })),
  },
  beforeEach: clearLiveAnnouncer,
  play: async ({ args, canvas }) => {
    const dialog = within(await openBankStep(canvas));
    await userEvent.click(dialog.getByRole('button', { name: 'Fail authentication' }));
    await expect(args.onBankAnswer).toHaveBeenCalledWith('refuse');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    const number = canvas.getByRole('textbox', { name: 'Card number' });
    await waitFor(() => expect(number).toHaveAccessibleDescription(new RegExp(bankRefusal)));
    await waitFor(() => expect(number).toHaveFocus());
    await expect(number).toHaveValue('4242 4242 4242 4242');
    await expect(canvas.getByRole('textbox', { name: 'Address' })).toHaveValue(valid.address);
    await expect(canvas.getByRole('button', { name: 'Place Order' })).not.toHaveAttribute(
      'data-pending',
    );
    clearLiveAnnouncer();
  },
};

/** Back on the checkout (a reload) while the bank still waits: its step opens again at once. */
export const BankStepOnReturn: Story = {
  args: {
    waitingBankStep: testBankStep,
    onBankAnswer: fn(() => new Promise<CheckoutOutcome>(() => undefined)),
  },
  beforeEach: clearLiveAnnouncer,
  play: async ({ args }) => {
    const dialog = await bankDialog();
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(args.onPlaceOrder).not.toHaveBeenCalled();
  },
};

/** Stripe.js's stand-in: what `handleNextAction` was asked, answered as a confirmed payment. */
const handleNextAction = fn(async () => ({ paymentIntent: { status: 'processing' } }));
const nextActionStripe = { handleNextAction } as unknown as Stripe;

/**
 * With Stripe, the bank's step is Stripe's own modal: `handleNextAction` on the PaymentIntent's
 * client secret (a stand-in here: Stripe.js cannot load offline), then the store is asked.
 */
export const StripeBankStep: Story = {
  args: {
    onPlaceOrder: fn(async (): Promise<CheckoutOutcome> => ({
      bankStep: {
        provider: 'stripe',
        amountCents: 13592,
        publishableKey: 'pk_test_standin',
        clientSecret: 'pi_standin_secret_3184',
      },
    })),
    onBankAnswer: fn(async (): Promise<CheckoutOutcome> => undefined),
  },
  decorators: [
    (Story) => (
      <StripeLoaderProvider value={async () => nextActionStripe}>{Story()}</StripeLoaderProvider>
    ),
  ],
  beforeEach: () => handleNextAction.mockClear(),
  play: async ({ args, canvas }) => {
    await fillValidForm(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Place Order' }));
    await waitFor(() =>
      expect(handleNextAction).toHaveBeenCalledWith({ clientSecret: 'pi_standin_secret_3184' }),
    );
    await waitFor(() => expect(args.onBankAnswer).toHaveBeenCalledWith(undefined));
    await expect(handleNextAction).toHaveBeenCalledOnce();
  },
};

/** Stripe.js cannot load here: a fake Stripe object stands in for it inside the frame. */
const fakeCheckoutStripe = fakeStripe('pm_fake_checkout');
const stripeCard: StripeCardEntry = {
  publishableKey: 'pk_test_story',
  currency: 'USD',
  handleRef: createRef<PaymentElementHandle>(),
};

/**
 * Stripe is the store's provider: a new card goes into Stripe's Payment Element (the fake
 * Stripe's box here), and Place Order sends the PaymentMethod it makes (`pm_…`) as the order's
 * payment, through the app's own order request (the route's paymentOfCardChoice and placeOrder).
 */
export const StripePaymentElement: Story = {
  args: {
    stripeCard,
    onPlaceOrder: fn(async (form: CheckoutForm) => {
      await placeOrder(
        {
          lines: toOrderLineInputs(specSampleCart),
          contact: {
            email: form.email,
            shippingAddress: {
              name: form.firstName,
              address: form.address,
              city: form.city,
              state: form.state,
              zipCode: form.zipCode,
            },
          },
          payment: await paymentOfCardChoice(form, stripeCard),
          saveAddress: false,
          saveCard: false,
          shippingMethodId: 'standard',
          expectedTotalCents: 13592,
        },
        'story-key',
      );
      return undefined;
    }) as unknown as typeof meta.args.onPlaceOrder,
  },
  decorators: [
    (Story) => (
      <StripeLoaderProvider value={async () => fakeCheckoutStripe.stripe}>
        <Story />
      </StripeLoaderProvider>
    ),
  ],
  play: async ({ canvas, args }) => {
    const element = await canvas.findByRole('group', { name: 'Stripe Payment Element (stand-in)' });
    await expect(element).toBeVisible();
    // The Element replaces the test provider's fields, and is told the amount due.
    await expect(canvas.queryByRole('textbox', { name: 'Card number' })).toBeNull();
    await expect(fakeCheckoutStripe.calls.elements[0]).toMatchObject({
      mode: 'payment',
      amount: 13592,
      currency: 'usd',
      paymentMethodCreation: 'manual',
    });
    const sent: { url: string; body: unknown }[] = [];
    setApiTransport(async (url, init) => {
      sent.push({ url, body: JSON.parse(String(init.body)) });
      return Response.json({ order: { id: 'FF-STORY' } }, { status: 201 });
    });
    try {
      await fillContact(canvas);
      await userEvent.type(canvas.getByRole('textbox', { name: 'Address' }), valid.address);
      await userEvent.type(canvas.getByRole('textbox', { name: 'City' }), valid.city);
      await userEvent.type(canvas.getByRole('combobox', { name: 'State' }), 'Illin');
      await userEvent.click(await within(document.body).findByRole('option', { name: 'Illinois' }));
      await userEvent.type(canvas.getByRole('textbox', { name: 'ZIP code' }), valid.zipCode);
      await userEvent.click(canvas.getByRole('button', { name: /Place Order/ }));
      await waitFor(() => expect(args.onPlaceOrder).toHaveBeenCalled());
      await waitFor(() => expect(sent).toHaveLength(1));
    } finally {
      setApiTransport((url, init) => fetch(url, init));
    }
    await expect(fakeCheckoutStripe.calls.submits).toBe(1);
    await expect(sent[0]!.url).toContain('/api/orders');
    await expect(sent[0]!.body).toMatchObject({ payment: { token: 'pm_fake_checkout' } });
  },
};
