/**
 * How the browser takes card details (GET /api/payments/config): Stripe's Payment Element with
 * the store's publishable key when Stripe is configured, else the test provider's card fields.
 */
export type PaymentsConfig = { provider: 'stripe'; publishableKey: string } | { provider: 'test' };
