import { zodResolver } from '@hookform/resolvers/zod';
import { Lock, Truck } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { formatWholeMoney } from '@ds/lib/money';
import { OrderSummary } from '@ds/patterns/OrderSummary/OrderSummary';
import { Button } from '@ds/primitives/Button/Button';
import { Form, FormRow, FormSection } from '@ds/primitives/Form/Form';
import { Grid, GridItem } from '@ds/primitives/Grid/Grid';
import { Heading } from '@ds/primitives/Heading/Heading';
import { BackLink } from '@ds/primitives/Link/Link';
import { List, ListItem } from '@ds/primitives/List/List';
import { Section } from '@ds/primitives/Section/Section';
import { Stack } from '@ds/primitives/Stack/Stack';
import { cartTotals, discountedGoodsCents, lineTotalCents } from '@domain/cart-math';
import { memberDiscountLabel } from '../../commerce/membership-text';
import { sumsLines } from '@domain/order-schemas';
import { freeShippingThresholdCents } from '@domain/constants';
import {
  chosenShippingOption,
  shippingOptionsFor,
  standardShipping,
} from '@domain/shipping-methods';
import type { PaymentCard, SavedAddress, ShippingZone, UsState } from '@domain/types';
import {
  checkoutSchema,
  newCardChoice,
  paysWithSavedCard,
  type CheckoutForm,
} from '../../commerce/checkout-schema';
import { BoundCheckbox, BoundComboBox, BoundTextField } from '../../forms/bound-fields';
import { useFormDraft } from '../../forms/use-form-draft';
import type { CartLine } from '@domain/cart-line';
import { CheckoutGiftCard, type GiftCardCheck } from './CheckoutGiftCard';
import type { StripeCardEntry } from '../../commerce/card-entry';
import { CheckoutPayment } from './CheckoutPayment';
import { CheckoutLineNotices } from './CheckoutLineNotices';
import { Text } from '@ds/primitives/Text/Text';
import { cartHoldReason, type CartLineNotice } from '../../commerce/cart-notices';
import {
  centsToDollars,
  dollarsToCents,
  giftCardAmountError,
  type AppliedGiftCard,
} from './gift-card-amount';
import { SavedAddressSelect } from './SavedAddressSelect';
import { CheckoutBankStep, type BankStep } from './CheckoutBankStep';
import type { TestBankAnswer } from '@domain/pending-payment';
import { ShippingMethodChoice } from './ShippingMethodChoice';
import { paths } from '@domain/paths';
import { EmptyCart } from '../../commerce/EmptyCart';
import { splitName, type AccountContact } from '../../commerce/account-contact';

export type { CheckoutForm, BankStep };

export const emptyCheckoutForm: CheckoutForm = {
  email: '',
  firstName: '',
  lastName: '',
  address: '',
  city: '',
  state: '',
  zipCode: '',
  shippingMethodId: standardShipping.id,
  cardNumber: '',
  cardExpiry: '',
  cardCvc: '',
};

/** Never kept in the draft: the card is chosen or typed again after a reload. */
const paymentFields = ['cardNumber', 'cardExpiry', 'cardCvc', 'payWith', 'saveCard'] as const;

/** Started from the account: a draft's empty value leaves them filled (see useFormDraft). */
const accountFields = ['email', 'firstName', 'lastName'] as const;

/**
 * The form's start: the account's e-mail and name (split at the last space), the default
 * address filled in and the default card chosen. (Saved addresses hold no names.)
 */
function startingForm(
  addresses: SavedAddress[],
  cards: PaymentCard[],
  contact: AccountContact | undefined,
): CheckoutForm {
  const address = addresses.find((a) => a.isDefault);
  const card = cards.find((c) => c.isDefault) ?? cards[0];
  return {
    ...emptyCheckoutForm,
    ...(contact && { email: contact.email, ...splitName(contact.name) }),
    ...(address && {
      address: address.address,
      city: address.city,
      state: address.state,
      zipCode: address.zip,
    }),
    payWith: card?.id ?? newCardChoice,
  };
}

/** Why the store refused the order: a message above the button, or messages under fields. */
export interface CheckoutRefusal {
  message?: string;
  fields?: Partial<Record<keyof CheckoutForm, string>>;
  /** The gift card's refusal, under 'Amount to use' (e.g. less left than asked). */
  giftCard?: string;
  /** The card's refusal (a decline): under the card number, or under 'Pay with' for a saved card. */
  card?: string;
}

/**
 * What placing the order came to: nothing (placed: the route has opened its confirmation), a
 * refusal to show, or the bank's step to take before the order is placed (3-D Secure).
 */
export type CheckoutOutcome = CheckoutRefusal | { bankStep: BankStep } | undefined;

/** Stripe.js did not load (no network, a blocker): its modal could not be shown. */
const bankStepUnavailableMessage =
  "Your bank's check could not be opened. Press Place Order to try again.";

/** What the order asks the applied gift card to pay. */
export interface GiftCardPayment {
  code: string;
  amountCents: number;
}

export interface CheckoutScreenProps {
  /** The cart's lines: the summary is computed from them. */
  lines: CartLine[];
  /** The US states for the State field. */
  states: UsState[];
  /** The admin's shipping zones: the address typed decides which methods are offered. */
  shippingZones: ShippingZone[];
  /**
   * Places the order with the validated form. Resolves with the refusal to show (a price or
   * stock change above the button, a declined card under its field), else with nothing.
   */
  onPlaceOrder: (form: CheckoutForm, giftCard?: GiftCardPayment) => Promise<CheckoutOutcome>;
  /**
   * The bank's step was answered: the test dialog's answer, or none after Stripe's modal (the
   * store asks Stripe). Resolves like onPlaceOrder: placed, a refusal (a failed check is a
   * decline, under the card), or the bank's step again.
   */
  onBankAnswer?: (answer?: TestBankAnswer) => Promise<CheckoutOutcome>;
  /** A bank's step still waiting when the checkout opened (a reload during it): it opens again. */
  waitingBankStep?: BankStep;
  /** 'Apply' on a gift card code: its balance, or why it cannot be used. */
  onCheckGiftCard: (code: string) => Promise<GiftCardCheck>;
  /** Today, for the expiry check (stories pin it). */
  today?: () => Date;
  /** The signed-in account's addresses: the default fills the form, the others are offered. */
  savedAddresses?: SavedAddress[];
  /** The signed-in account's cards: the default is chosen to pay with. */
  savedCards?: PaymentCard[];
  /** Signed in: the address and a new card can be saved to the account. */
  canSave?: boolean;
  /** The signed-in account's e-mail and name: they start the contact fields, unless a draft has them. */
  contact?: AccountContact;
  /** The member's discount (20 for Smoke Master and Grill Legend); the server charges its own. */
  memberDiscountPercent?: number;
  /** The server's notes on lines that changed since they were added, by line id. */
  notices?: Record<string, CartLineNotice>;
  /** The server is still checking the lines: Place Order waits for its answer. */
  checking?: boolean;
  /** A note's action pressed (remove, reduce, accept the new price). */
  onFix?: (line: CartLine, notice: CartLineNotice) => void;
  /** Stripe is the store's provider: a new card goes into its Payment Element. */
  stripeCard?: StripeCardEntry | undefined;
}

/**
 * /checkout: the order's contact, address, shipping method and card, checked as typed; a refusal
 * keeps everything typed.
 */
export function CheckoutScreen({
  lines,
  states,
  shippingZones,
  onPlaceOrder,
  onBankAnswer = async () => undefined,
  waitingBankStep,
  onCheckGiftCard,
  memberDiscountPercent = 0,
  today,
  savedAddresses = [],
  savedCards = [],
  canSave = false,
  contact,
  notices = {},
  checking = false,
  onFix = () => {},
  stripeCard,
}: CheckoutScreenProps) {
  const resolvers = useMemo(() => {
    const codes = states.map((state) => state.code);
    return {
      newCard: zodResolver(checkoutSchema(codes, today)),
      savedCard: zodResolver(checkoutSchema(codes, today, { savedCard: true })),
    };
  }, [states, today]);
  // Read by the resolver: a gift card that pays everything needs no card at all.
  const needsCard = useRef(true);
  const form = useForm<CheckoutForm>({
    // A saved card hides the card fields, so they are checked only for a new card; Stripe's
    // Payment Element checks its own.
    resolver: (values, context, options) =>
      (paysWithSavedCard(values) || !needsCard.current || stripeCard
        ? resolvers.savedCard
        : resolvers.newCard)(values, context, options),
    mode: 'onTouched',
    defaultValues: startingForm(savedAddresses, savedCards, contact),
  });
  const draft = useFormDraft(form, 'checkout', paymentFields, accountFields);
  const [formError, setFormError] = useState<string | null>(null);
  const [bankStep, setBankStep] = useState<BankStep | undefined>(waitingBankStep);
  const [answeringBank, setAnsweringBank] = useState(false);
  const [giftCard, setGiftCard] = useState<AppliedGiftCard | null>(null);
  const [giftCardAmount, setGiftCardAmount] = useState('');
  const [giftCardRefusal, setGiftCardRefusal] = useState<string | undefined>();
  const stateOptions = useMemo(
    () => states.map((state) => ({ id: state.code, label: state.name })),
    [states],
  );
  const [city, state, zipCode, shippingMethodId] = useWatch({
    control: form.control,
    name: ['city', 'state', 'zipCode', 'shippingMethodId'],
  });

  const shippingOptions = shippingOptionsFor(
    shippingZones,
    { city, state, zipCode },
    discountedGoodsCents(sumsLines(lines), memberDiscountPercent),
  );
  const shipping = chosenShippingOption(shippingOptions, shippingMethodId);
  const fullTotals = cartTotals(sumsLines(lines), {
    shippingCents: shipping.priceCents,
    memberDiscountPercent,
  });
  const giftCardError = giftCard
    ? giftCardAmountError(giftCardAmount, giftCard, fullTotals.totalCents)
    : undefined;
  const giftCardCents = giftCard && !giftCardError ? dollarsToCents(giftCardAmount)! : 0;
  const totals = cartTotals(sumsLines(lines), {
    shippingCents: shipping.priceCents,
    memberDiscountPercent,
    giftCardBalanceCents: giftCardCents,
  });
  useEffect(() => {
    needsCard.current = totals.amountDueCents > 0;
  }, [totals.amountDueCents]);
  const { control } = form;

  if (lines.length === 0) {
    return <EmptyCart description="Add something from the shop before you check out." />;
  }

  const holdReason = cartHoldReason(checking, notices);

  /** Placed: the draft goes. The bank's step: it opens. A refusal: shown, nothing typed lost. */
  function settle(outcome: CheckoutOutcome) {
    if (!outcome) {
      draft.clear();
      return;
    }
    if ('bankStep' in outcome) {
      setBankStep(outcome.bankStep);
      return;
    }
    if (outcome.message) setFormError(outcome.message);
    if (outcome.giftCard) setGiftCardRefusal(outcome.giftCard);
    const cardField = paysWithSavedCard(form.getValues()) ? 'payWith' : 'cardNumber';
    const fields = Object.entries({
      ...outcome.fields,
      ...(outcome.card ? { [cardField]: outcome.card } : {}),
    }) as [keyof CheckoutForm, string][];
    fields.forEach(([name, message], index) =>
      form.setError(name, { type: 'server', message }, { shouldFocus: index === 0 }),
    );
  }

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    if (giftCard && giftCardError) return;
    settle(
      giftCard
        ? await onPlaceOrder(values, { code: giftCard.code, amountCents: giftCardCents })
        : await onPlaceOrder(values),
    );
  });

  async function answerBank(answer?: TestBankAnswer) {
    setAnsweringBank(true);
    // A failed check closes the bank's page at once; a confirmation waits for the store.
    if (answer !== 'confirm') setBankStep(undefined);
    try {
      const outcome = await onBankAnswer(answer);
      setBankStep(undefined);
      settle(outcome);
    } finally {
      setAnsweringBank(false);
    }
  }

  async function stripeDone(opened: boolean) {
    if (opened) return answerBank();
    setBankStep(undefined);
    setFormError(bankStepUnavailableMessage);
  }

  return (
    <Section spacing="sm" width="lg">
      <Stack gap="lg">
        <Stack gap="sm" align="start">
          <BackLink href={paths.cart()}>Back to Cart</BackLink>
          <Heading level={1}>Checkout</Heading>
        </Stack>
        <CheckoutLineNotices lines={lines} notices={notices} onFix={onFix} />
        <Grid columns="main-aside" gap="xl" align="start">
          <Form
            aria-label="Checkout"
            onSubmit={(event) => void submit(event)}
            error={formError}
            onDismissError={() => setFormError(null)}
            actionsAlign="stretch"
            actions={
              <>
                <Button
                  type="submit"
                  variant="accent"
                  size="lg"
                  isDisabled={holdReason !== undefined}
                  // Also while the bank's step is open or its answer is on its way.
                  isPending={form.formState.isSubmitting || answeringBank || bankStep !== undefined}
                  pendingLabel="Placing order..."
                >
                  <Lock aria-hidden="true" /> Place Order
                </Button>
                {holdReason ? (
                  <Text size="sm" tone="muted" role="status">
                    {holdReason}
                  </Text>
                ) : null}
              </>
            }
          >
            <FormSection legend="Contact">
              <BoundTextField
                control={control}
                name="email"
                label="Email"
                type="email"
                autoComplete="email"
                description="We send the order confirmation here."
              />
            </FormSection>
            <FormSection legend="Shipping address">
              {savedAddresses.length > 0 ? (
                <SavedAddressSelect
                  control={control}
                  setValue={form.setValue}
                  addresses={savedAddresses}
                />
              ) : null}
              <FormRow>
                <BoundTextField
                  control={control}
                  name="firstName"
                  label="First name"
                  autoComplete="given-name"
                />
                <BoundTextField
                  control={control}
                  name="lastName"
                  label="Last name"
                  autoComplete="family-name"
                />
              </FormRow>
              <BoundTextField
                control={control}
                name="address"
                label="Address"
                autoComplete="street-address"
              />
              <FormRow columns={3}>
                <BoundTextField
                  control={control}
                  name="city"
                  label="City"
                  autoComplete="address-level2"
                />
                <BoundComboBox
                  control={control}
                  name="state"
                  label="State"
                  items={stateOptions}
                  placeholder="Choose a state"
                />
                <BoundTextField
                  control={control}
                  name="zipCode"
                  label="ZIP code"
                  inputMode="numeric"
                  autoComplete="postal-code"
                />
              </FormRow>
              {canSave ? (
                <BoundCheckbox
                  control={control}
                  name="saveAddress"
                  label="Save this address to my account"
                />
              ) : null}
            </FormSection>
            <FormSection legend="Shipping">
              <ShippingMethodChoice
                control={control}
                options={shippingOptions}
                chosenId={shipping.id}
              />
            </FormSection>
            <CheckoutGiftCard
              applied={giftCard}
              onCheck={onCheckGiftCard}
              onApply={(card) => {
                setGiftCard(card);
                setGiftCardRefusal(undefined);
                setGiftCardAmount(
                  centsToDollars(Math.min(card.balanceCents, fullTotals.totalCents)),
                );
              }}
              onRemove={() => {
                setGiftCard(null);
                setGiftCardRefusal(undefined);
              }}
              amount={giftCardAmount}
              onAmountChange={(amount) => {
                setGiftCardAmount(amount);
                setGiftCardRefusal(undefined);
              }}
              amountError={giftCardError ?? giftCardRefusal}
            />
            {totals.amountDueCents > 0 ? (
              <CheckoutPayment
                control={control}
                savedCards={savedCards}
                canSave={canSave}
                stripeCard={stripeCard}
                amountCents={totals.amountDueCents}
              />
            ) : null}
          </Form>
          {bankStep ? (
            <CheckoutBankStep step={bankStep} onTestAnswer={answerBank} onStripeDone={stripeDone} />
          ) : null}
          <GridItem sticky>
            <Stack gap="md">
              <OrderSummary
                subtotalCents={totals.subtotalCents}
                discountCents={totals.discountCents}
                discountLabel={memberDiscountLabel(memberDiscountPercent)}
                shippingCents={totals.shippingCents}
                taxCents={totals.taxCents}
                totalCents={totals.totalCents}
                giftCardCents={totals.giftCardCents}
                shippingMethod={shipping.name}
                lines={lines.map((line) => ({
                  id: line.id,
                  name: line.name,
                  size: line.size,
                  quantity: line.quantity,
                  totalCents: lineTotalCents(line),
                  image: line.image,
                }))}
              />
              <List variant="plain" size="sm" spacing="sm">
                <ListItem icon={Lock}>Secure checkout with SSL encryption</ListItem>
                <ListItem icon={Truck}>
                  Free shipping on orders over {formatWholeMoney(freeShippingThresholdCents)}
                </ListItem>
              </List>
            </Stack>
          </GridItem>
        </Grid>
      </Stack>
    </Section>
  );
}
