import { createContext, useContext } from 'react';
// The pure entry loads Stripe.js only when loadStripe is called (the main one loads it on import,
// which a store on the test provider must never do: its CSP names no Stripe host).
import { loadStripe } from '@stripe/stripe-js/pure';
import type { Stripe } from '@stripe/stripe-js';

/** Turns a publishable key into Stripe.js (`loadStripe`), or a stand-in in a test. */
export type StripeLoader = (publishableKey: string) => Promise<Stripe | null>;

/** One Stripe.js per publishable key, loaded from js.stripe.com the first time it is needed. */
const loaded = new Map<string, Promise<Stripe | null>>();
const stripeFor: StripeLoader = (publishableKey) => {
  let stripe = loaded.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey);
    loaded.set(publishableKey, stripe);
  }
  return stripe;
};

const StripeLoaderContext = createContext<StripeLoader>(stripeFor);

/**
 * Where a test puts a fake Stripe object in place of Stripe.js, which cannot load without the
 * network: every Stripe call inside gets its Stripe from `value`.
 */
export const StripeLoaderProvider = StripeLoaderContext.Provider;

/** The Stripe.js loader in effect here: Stripe's own, or a test's stand-in. */
export const useStripeLoader = () => useContext(StripeLoaderContext);

/**
 * Shows the customer the step their bank asks for (3-D Secure) in Stripe's own modal,
 * `stripe.handleNextAction` on the PaymentIntent's client secret ("finalize payments on the
 * server" flow). Resolves once the customer has answered, whatever they answered: the server
 * asks Stripe how the payment stands. False when Stripe.js could not be loaded.
 */
export async function handleStripeNextAction(
  load: StripeLoader,
  publishableKey: string,
  clientSecret: string,
): Promise<boolean> {
  const stripe = await load(publishableKey).catch(() => null);
  if (!stripe) return false;
  await stripe.handleNextAction({ clientSecret });
  return true;
}
