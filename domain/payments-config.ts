/**
 * How the browser takes card details (GET /api/payments/config): Stripe's Payment Element with
 * the store's publishable key when Stripe is configured, else the test provider's card fields.
 */
export type PaymentsConfig = { provider: 'stripe'; publishableKey: string } | { provider: 'test' };

/** Which provider takes the money and whether it is real: the console says so to the admin. */
export interface PaymentsMode {
  provider: PaymentsConfig['provider'];
  /** Real money: Stripe with live keys (`pk_live_…`). The test provider never is. */
  live: boolean;
}

export const paymentsModeOf = (config: PaymentsConfig): PaymentsMode => ({
  provider: config.provider,
  live: config.provider === 'stripe' && config.publishableKey.startsWith('pk_live_'),
});
