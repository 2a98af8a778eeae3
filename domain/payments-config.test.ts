import { describe, expect, it } from 'vitest';
import { paymentsModeOf } from './payments-config';

describe('paymentsModeOf', () => {
  it('takes real money only with Stripe live keys', () => {
    expect(paymentsModeOf({ provider: 'test' })).toEqual({ provider: 'test', live: false });
    expect(paymentsModeOf({ provider: 'stripe', publishableKey: 'pk_test_abc' })).toEqual({
      provider: 'stripe',
      live: false,
    });
    expect(paymentsModeOf({ provider: 'stripe', publishableKey: 'pk_live_abc' })).toEqual({
      provider: 'stripe',
      live: true,
    });
  });
});
