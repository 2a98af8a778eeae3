import { useImperativeHandle, useMemo, type ReactNode, type Ref } from 'react';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { stripeAppearance } from './stripe-appearance';
import { useStripeLoader } from './stripe-loader';

/** What the form asks the Payment Element for when the customer pays. */
export interface PaymentElementHandle {
  /**
   * Checks the fields (`elements.submit()`) and turns them into a PaymentMethod
   * (`stripe.createPaymentMethod`), whose `pm_…` id the server charges: the card never
   * reaches our server. A message for the customer when Stripe refuses the details.
   */
  createPaymentMethod(): Promise<{ paymentMethodId: string } | { error: string }>;
}

export interface StripePayment {
  publishableKey: string;
  /** What will be charged, in the store's currency, so the Element shows the right methods. */
  amountCents: number;
  /** ISO 4217 (USD, EUR, GBP, CAD). */
  currency: string;
  /** The card will be kept for later charges (a saved card, a club membership). */
  keepCard?: boolean;
}

export interface PaymentElementFrameProps {
  /** Stripe is the store's provider: its Payment Element, themed from our tokens. */
  stripe?: StripePayment;
  handleRef?: Ref<PaymentElementHandle>;
  /** Without Stripe: the test provider's card fields, in the same place (dev, tests, stories). */
  children?: ReactNode;
}

function StripeFields({ handleRef }: { handleRef?: Ref<PaymentElementHandle> }) {
  const stripe = useStripe();
  const elements = useElements();
  useImperativeHandle(
    handleRef,
    () => ({
      async createPaymentMethod() {
        if (!stripe || !elements) return { error: 'The card form is still loading. Try again.' };
        const submitted = await elements.submit();
        if (submitted.error) return { error: submitted.error.message ?? 'Check the card details' };
        const { paymentMethod, error } = await stripe.createPaymentMethod({ elements });
        if (error) return { error: error.message ?? 'The card could not be read' };
        return { paymentMethodId: paymentMethod.id };
      },
    }),
    [stripe, elements],
  );
  return <PaymentElement options={{ layout: 'tabs' }} />;
}

/**
 * Where the customer types a card. With Stripe configured, Stripe's Payment Element (an
 * iframe from js.stripe.com, themed from our tokens through Stripe's Appearance API) in
 * Stripe's "finalize payments on the server" flow: the Element makes a PaymentMethod, the
 * server creates and confirms the PaymentIntent. Otherwise the test provider's fields
 * (`children`) stand in, as they do in stories: Stripe.js cannot load without the network.
 */
export function PaymentElementFrame({ stripe, handleRef, children }: PaymentElementFrameProps) {
  const load = useStripeLoader();
  const publishableKey = stripe?.publishableKey;
  // One promise per key: Elements takes its `stripe` once and never again.
  const stripeJs = useMemo(
    () => (publishableKey ? load(publishableKey) : null),
    [load, publishableKey],
  );
  // `contents`: the fields lay out as the form's own, as if no frame were there.
  if (!stripe) {
    return (
      <div data-payment-frame="test" className="contents">
        {children}
      </div>
    );
  }
  return (
    <div data-payment-frame="stripe">
      <Elements
        stripe={stripeJs}
        options={{
          mode: 'payment',
          amount: stripe.amountCents,
          currency: stripe.currency.toLowerCase(),
          paymentMethodCreation: 'manual',
          // Cards only, as the server's PaymentIntents allow (allowed_payment_method_types).
          allowedPaymentMethodTypes: ['card'],
          ...(stripe.keepCard ? { setupFutureUsage: 'off_session' as const } : {}),
          appearance: stripeAppearance(),
        }}
      >
        <StripeFields {...(handleRef ? { handleRef } : {})} />
      </Elements>
    </div>
  );
}
