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

export interface PaymentProvider {
  /** Shown to admins beside every order it charged. */
  readonly name: string;
  /** True when no money moves (the test provider). */
  readonly test: boolean;
  /** Turns a token into a reusable payment method without charging it (saving a card). */
  save(token: string): Promise<SavedPaymentMethod>;
  /** Charges; throws `PaymentDeclined` when the card is refused. */
  charge(request: { source: PaymentSource; amountCents: number }): Promise<Charge>;
  refund(chargeId: string, amountCents: number): Promise<void>;
}

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
