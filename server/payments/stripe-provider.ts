import Stripe from 'stripe';
import {
  PaymentAuthenticationRequired,
  PaymentDeclined,
  PaymentRequiresAction,
  PaymentSourceInvalid,
  type Charge,
  type ChargeRequest,
  type PaymentOutcome,
  type PaymentOwner,
  type PaymentProvider,
  type SavedPaymentMethod,
} from './provider';

/**
 * Where each account's Stripe Customer id is kept, so an account's saved cards all hang off one
 * Customer (Stripe charges a saved PaymentMethod only together with its Customer).
 */
export interface StripeCustomerDirectory {
  find(sub: string): Promise<string | undefined>;
  remember(sub: string, customerId: string): Promise<void>;
}

/** A directory in this process's memory: tests, and a store that saves no cards. */
export function memoryCustomerDirectory(): StripeCustomerDirectory {
  const customers = new Map<string, string>();
  return {
    find: async (sub) => customers.get(sub),
    remember: async (sub, customerId) => {
      customers.set(sub, customerId);
    },
  };
}

export interface StripeProviderOptions {
  /** The SDK client (`stripeClient`); tests aim it at the loopback stand-in. */
  stripe: Stripe;
  /** ISO 4217, for a charge that names none: the store's currency (USD, EUR, GBP or CAD). */
  currency: string;
  /** True with a test-mode key (`sk_test_…`): shown beside the orders it charged. */
  test: boolean;
  customers?: StripeCustomerDirectory;
}

/** An SDK client for `secretKey`; `endpoint` aims it elsewhere than api.stripe.com (tests). */
export function stripeClient(
  secretKey: string,
  endpoint?: { host: string; port: number; protocol: 'http' | 'https' },
): Stripe {
  // No retries of its own: a retried charge is the caller's, under the order's idempotency key.
  return new Stripe(secretKey, { maxNetworkRetries: 0, ...endpoint });
}

/** MM/YY, as the store shows a card's expiry. */
const expiryOf = (card: { exp_month: number; exp_year: number }) =>
  `${String(card.exp_month).padStart(2, '0')}/${String(card.exp_year % 100).padStart(2, '0')}`;

function savedMethodOf(method: Stripe.PaymentMethod): SavedPaymentMethod {
  const card = method.card;
  if (!card) throw new PaymentSourceInvalid('Only cards are accepted');
  return { id: method.id, brand: card.brand, last4: card.last4, expiry: expiryOf(card) };
}

/** The SDK's refusals in the store's terms; anything else (network, keys) is left as it is. */
function storeErrorOf(error: unknown): unknown {
  // An off-session charge the bank wants the customer to authenticate: Stripe answers 402 with
  // the PaymentIntent (now `requires_payment_method`), which the customer confirms on-session.
  if (
    error instanceof Stripe.errors.StripeCardError &&
    error.code === 'authentication_required' &&
    error.payment_intent
  ) {
    const intent = error.payment_intent;
    return new PaymentAuthenticationRequired(intent.id, intent.client_secret ?? '');
  }
  if (error instanceof Stripe.errors.StripeCardError) {
    return new PaymentDeclined(error.message || undefined);
  }
  if (
    error instanceof Stripe.errors.StripeInvalidRequestError &&
    error.code === 'resource_missing' &&
    error.param === 'payment_method'
  ) {
    return new PaymentSourceInvalid();
  }
  return error;
}

async function translated<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw storeErrorOf(error);
  }
}

/**
 * The Stripe provider, on PaymentIntents. The browser's Payment Element makes a PaymentMethod
 * (`pm_…`), which is the `token` here: card numbers never reach the server. A charge creates
 * and confirms one PaymentIntent; its id is the order's `chargeId`, which refunds and webhooks
 * name. A saved card is a PaymentMethod attached through a confirmed SetupIntent to the
 * account's Customer.
 */
export function stripePaymentProvider({
  stripe,
  currency,
  test,
  customers = memoryCustomerDirectory(),
}: StripeProviderOptions): PaymentProvider {
  async function customerFor(owner: PaymentOwner | undefined): Promise<string> {
    const known = owner && (await customers.find(owner.sub));
    if (known) return known;
    const customer = await stripe.customers.create({
      ...(owner?.email ? { email: owner.email } : {}),
      ...(owner ? { metadata: { account: owner.sub } } : {}),
    });
    if (owner) await customers.remember(owner.sub, customer.id);
    return customer.id;
  }

  /** A saved card is charged with the Customer it is attached to; a kept new card joins one. */
  async function intentParams({
    source,
    amountCents,
    currency: chargeCurrency,
    saveFor,
    metadata,
  }: ChargeRequest): Promise<Stripe.PaymentIntentCreateParams> {
    const paymentMethod = 'token' in source ? source.token : source.paymentMethodId;
    const saved =
      'paymentMethodId' in source ? await stripe.paymentMethods.retrieve(paymentMethod) : undefined;
    const savedCustomer =
      typeof saved?.customer === 'string' ? saved.customer : saved?.customer?.id;
    const keep = !saved && saveFor !== undefined;
    const customer = keep ? await customerFor(saveFor) : savedCustomer;
    return {
      amount: amountCents,
      currency: (chargeCurrency ?? currency).toLowerCase(),
      payment_method: paymentMethod,
      allowed_payment_method_types: ['card'],
      ...(customer ? { customer } : {}),
      ...(keep ? { setup_future_usage: 'off_session' as const } : {}),
      ...(metadata ? { metadata } : {}),
    };
  }

  /** An intent's state in the store's terms. */
  async function outcomeOf(intent: Stripe.PaymentIntent): Promise<PaymentOutcome> {
    switch (intent.status) {
      case 'succeeded': {
        const method =
          typeof intent.payment_method === 'object' && intent.payment_method
            ? intent.payment_method
            : await stripe.paymentMethods.retrieve(String(intent.payment_method));
        return {
          status: 'paid',
          charge: { chargeId: intent.id, paymentMethod: savedMethodOf(method) },
        };
      }
      case 'requires_action':
        return { status: 'requires_action', clientSecret: intent.client_secret ?? '' };
      case 'requires_payment_method':
      case 'canceled':
        return {
          status: 'declined',
          message: intent.last_payment_error?.message || 'Your card was declined',
        };
      default:
        return { status: 'open' };
    }
  }

  return {
    name: 'Stripe',
    async open(request) {
      return translated(async () => {
        const intent = await stripe.paymentIntents.create(
          await intentParams(request),
          request.idempotencyKey ? { idempotencyKey: request.idempotencyKey } : {},
        );
        return intent.id;
      });
    },
    async confirm(paymentId) {
      try {
        // Its own key: a confirm retried after a lost answer is the same confirm.
        const intent = await stripe.paymentIntents.confirm(
          paymentId,
          { expand: ['payment_method'] },
          { idempotencyKey: `${paymentId}-confirm` },
        );
        return await outcomeOf(intent);
      } catch (error) {
        const translatedError = storeErrorOf(error);
        if (translatedError instanceof PaymentDeclined) {
          return { status: 'declined', message: translatedError.message };
        }
        throw translatedError;
      }
    },
    async check(paymentId) {
      return outcomeOf(
        await stripe.paymentIntents.retrieve(paymentId, { expand: ['payment_method'] }),
      );
    },
    async cancel(paymentId) {
      const intent = await stripe.paymentIntents.retrieve(paymentId);
      if (['succeeded', 'canceled', 'processing'].includes(intent.status)) return;
      await stripe.paymentIntents.cancel(paymentId);
    },
    test,
    async save(token, owner) {
      return translated(async () => {
        const customer = await customerFor(owner);
        const setup = await stripe.setupIntents.create({
          customer,
          payment_method: token,
          allowed_payment_method_types: ['card'],
          usage: 'off_session',
          confirm: true,
        });
        if (setup.status === 'requires_action') {
          throw new PaymentRequiresAction(setup.id, setup.client_secret ?? '');
        }
        if (setup.status !== 'succeeded') throw new PaymentDeclined();
        return savedMethodOf(await stripe.paymentMethods.retrieve(token));
      });
    },
    async charge({
      source,
      amountCents,
      idempotencyKey,
      currency: chargeCurrency,
      saveFor,
      offSession,
    }) {
      return translated(async (): Promise<Charge> => {
        const paymentMethod = 'token' in source ? source.token : source.paymentMethodId;
        // A saved card is charged with the Customer it is attached to, as Stripe requires.
        const saved =
          'paymentMethodId' in source
            ? await stripe.paymentMethods.retrieve(paymentMethod)
            : undefined;
        const savedCustomer =
          typeof saved?.customer === 'string' ? saved.customer : saved?.customer?.id;
        // A new card kept for later is attached to the account's Customer by this charge, so
        // it can be charged again off-session (club renewals, a saved card at checkout).
        const keep = !saved && saveFor !== undefined;
        const customer = keep ? await customerFor(saveFor) : savedCustomer;
        const intent = await stripe.paymentIntents.create(
          {
            amount: amountCents,
            currency: (chargeCurrency ?? currency).toLowerCase(),
            payment_method: paymentMethod,
            // Cards only: no redirect-based methods, so no return_url is needed here.
            allowed_payment_method_types: ['card'],
            confirm: true,
            ...(customer ? { customer } : {}),
            ...(keep ? { setup_future_usage: 'off_session' as const } : {}),
            ...(offSession ? { off_session: true } : {}),
            expand: ['payment_method'],
          },
          idempotencyKey ? { idempotencyKey } : {},
        );
        if (intent.status === 'requires_action') {
          throw new PaymentRequiresAction(intent.id, intent.client_secret ?? '');
        }
        if (intent.status === 'requires_payment_method') throw new PaymentDeclined();
        if (intent.status !== 'succeeded') {
          throw new Error(`PaymentIntent ${intent.id} is ${intent.status}, not succeeded`);
        }
        const method =
          typeof intent.payment_method === 'object' && intent.payment_method
            ? intent.payment_method
            : await stripe.paymentMethods.retrieve(paymentMethod);
        return { chargeId: intent.id, paymentMethod: savedMethodOf(method) };
      });
    },
    async confirmedCharge(paymentIntentId) {
      return translated(async () => {
        const intent = await stripe.paymentIntents.retrieve(paymentIntentId, {
          expand: ['payment_method'],
        });
        if (intent.status !== 'succeeded') return undefined;
        const method =
          typeof intent.payment_method === 'object' && intent.payment_method
            ? intent.payment_method
            : await stripe.paymentMethods.retrieve(String(intent.payment_method));
        return { chargeId: intent.id, paymentMethod: savedMethodOf(method) };
      });
    },
    async refund(chargeId, amountCents) {
      const refund = await stripe.refunds.create({ payment_intent: chargeId, amount: amountCents });
      return { refundId: refund.id };
    },
  };
}
