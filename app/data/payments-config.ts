import type { PaymentsConfig } from '../../domain/payments-config';
import { api } from './api';

/**
 * Which card fields the store takes (GET /api/payments/config): Stripe's Payment Element, or
 * the test provider's fields. Read once per page load by the screens that take a card and
 * shared; a failed read is tried again by the next caller.
 */
let pending: Promise<PaymentsConfig> | undefined;

export function getPaymentsConfig(): Promise<PaymentsConfig> {
  pending ??= api<PaymentsConfig>('/payments/config').catch((error: unknown) => {
    pending = undefined;
    throw error;
  });
  return pending;
}

/** Reads the config afresh on the next call (tests). */
export function forgetPaymentsConfig() {
  pending = undefined;
}
