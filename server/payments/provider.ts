/**
 * How the store takes money, shaped like the real providers (Stripe's PaymentIntents and
 * PaymentMethods): the browser turns card fields into a token with the provider's own code,
 * the server charges the token and keeps only the reusable payment-method id it gets back.
 * The card number and the CVC never reach the server.
 */

export interface SavedPaymentMethod {
  /** The provider's reusable id (Stripe: `pm_…`): later charges and saved cards use it. */
  id: string;
  brand: string;
  last4: string;
  /** MM/YY. */
  expiry: string;
}

export type PaymentSource = { token: string } | { paymentMethodId: string };

export interface Charge {
  chargeId: string;
  paymentMethod: SavedPaymentMethod;
}

export interface ChargeRequest {
  source: PaymentSource;
  amountCents: number;
  /**
   * The same key, the same charge: a provider that supports it (Stripe) answers a repeated
   * request with the first one's result instead of charging again. Derived from the order's
   * Idempotency-Key; the test provider ignores it.
   */
  idempotencyKey?: string;
  /** ISO 4217 (USD, EUR, GBP, CAD); the provider's configured currency when left out. */
  currency?: string;
  /**
   * Keep the card for later charges of this account (a card saved at checkout, a club card that
   * renews): Stripe attaches it to the account's Customer (`setup_future_usage`). Only with a token.
   */
  saveFor?: PaymentOwner;
  /**
   * Kept with the payment at the provider (Stripe: the PaymentIntent's `metadata`), so its
   * webhook events say what it was for. Constant for one idempotency key.
   */
  metadata?: Record<string, string>;
  /**
   * The customer is not there (a club renewal): Stripe's `off_session: true`. A bank that wants
   * the customer to authenticate refuses it with `PaymentAuthenticationRequired`.
   */
  offSession?: boolean;
}

/** Whose card is saved: a provider with customer records (Stripe) keeps one per account. */
export interface PaymentOwner {
  sub: string;
  email?: string;
}

export interface RefundMade {
  /** The provider's refund id (Stripe: `re_…`), for the order's record. */
  refundId: string;
}

export interface PaymentProvider {
  /** Shown to admins beside every order it charged. */
  readonly name: string;
  /** True when no money moves (the test provider). */
  readonly test: boolean;
  /** Turns a token into a reusable payment method without charging it (saving a card). */
  save(token: string, owner?: PaymentOwner): Promise<SavedPaymentMethod>;
  /**
   * Charges; throws `PaymentDeclined` when the card is refused, and `PaymentRequiresAction`
   * when the bank wants the customer to confirm (3-D Secure) before any money moves.
   */
  charge(request: ChargeRequest): Promise<Charge>;
  /** Gives back `amountCents` of a charge (all or part); the refund's id when the provider has one. */
  refund(chargeId: string, amountCents: number): Promise<RefundMade | undefined>;
  /**
   * An order's payment in two steps, so its id is stored before any money moves (issue 30,
   * "money never half-done"): `open` makes the payment under the order's idempotency key
   * without charging (Stripe: a PaymentIntent, not confirmed; the same key answers the same
   * intent), `confirm` charges it. `PaymentSourceInvalid` when the card is not the provider's.
   */
  open(request: ChargeRequest): Promise<string>;
  /** Charges an opened payment: what came of it (declined, paid, or the bank asks first). */
  confirm(paymentId: string): Promise<PaymentOutcome>;
  /** Where a payment stands now (after 3-D Secure, after a crash). */
  check(paymentId: string): Promise<PaymentOutcome>;
  /** Gives up a payment that was not charged (stock held too long); a paid one is left as it is. */
  cancel(paymentId: string): Promise<void>;
  /**
   * The test provider only: the customer's answer on the bank's page, which the test
   * provider's confirm dialog stands in for (Stripe's page talks to Stripe itself).
   */
  authenticate?(paymentId: string, approved: boolean): Promise<void>;
  /**
   * The charge of a PaymentIntent the customer has since authenticated (after
   * `PaymentAuthenticationRequired`), or undefined while it is not paid. The test provider
   * takes the customer's confirm step as the authentication.
   */
  confirmedCharge(paymentIntentId: string): Promise<Charge | undefined>;
}

/** What an opened payment came to. */
export type PaymentOutcome =
  | { status: 'paid'; charge: Charge }
  | { status: 'declined'; message: string }
  /** The bank asks the customer to confirm (3-D Secure): Stripe.js needs the client secret. */
  | { status: 'requires_action'; clientSecret: string }
  /** Opened, not yet confirmed (a crash before confirm), or still processing. */
  | { status: 'open' };

/** The card was refused: nothing is charged, and the customer can try another card. */
export class PaymentDeclined extends Error {
  constructor(message = 'Your card was declined') {
    super(message);
    this.name = 'PaymentDeclined';
  }
}

/** The token or payment method is not one this provider issued. */
export class PaymentSourceInvalid extends Error {
  constructor(message = 'The card could not be read. Enter it again.') {
    super(message);
    this.name = 'PaymentSourceInvalid';
  }
}

/**
 * The customer must act before the charge can complete (Stripe: a PaymentIntent in
 * `requires_action`, usually 3-D Secure). Nothing is charged yet: the caller keeps the
 * PaymentIntent's id and gives `clientSecret` to the browser (Stripe.js `handleNextAction`),
 * then completes the order when the intent succeeds (a later slice of issue 30; until then
 * the order is not placed and the customer is asked to use another card).
 */
export class PaymentRequiresAction extends Error {
  constructor(
    readonly paymentIntentId: string,
    readonly clientSecret: string,
    message = 'Your bank asks you to confirm this payment',
  ) {
    super(message);
    this.name = 'PaymentRequiresAction';
  }
}

/**
 * An off-session charge (a club renewal) the bank will not take without the customer
 * (Stripe: `authentication_required`). Nothing is charged: the customer confirms the
 * PaymentIntent in the browser with `clientSecret`, then `confirmedCharge` reads the charge.
 */
export class PaymentAuthenticationRequired extends Error {
  constructor(
    readonly paymentIntentId: string,
    readonly clientSecret: string,
    message = 'Your bank asks you to confirm this payment',
  ) {
    super(message);
    this.name = 'PaymentAuthenticationRequired';
  }
}
