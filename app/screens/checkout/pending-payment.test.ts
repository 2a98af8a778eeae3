import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepPendingPayment, keptPendingPayment } from '../../commerce/checkout-attempt';
import { ApiError } from '../../data/api';
import { completePendingPayment } from '../../data/orders';
import { answerBankStep, bankStepOf, pendingPaymentOnReturn } from './pending-payment';

vi.mock('../../data/orders', () => ({ completePendingPayment: vi.fn() }));
vi.mock('../../data/payments-config', () => ({
  getPaymentsConfig: async () => ({ provider: 'stripe', publishableKey: 'pk_test_standin' }),
}));

const completed = vi.mocked(completePendingPayment);
const pending = (provider: 'test' | 'stripe') => ({
  pending: { id: 'p1', clientSecret: 'pi_1_secret', amountDueCents: 13592, provider },
  key: 'guest-key',
});
const order = { order: { id: 'FF-2026-0042' }, key: 'guest-key' } as never;
const otherRefusal = (error: unknown) => ({ message: `other: ${(error as Error).message}` });

afterEach(() => {
  completed.mockReset();
  keepPendingPayment({ id: 'reset' });
});

describe('the bank step of a pending payment', () => {
  it('keeps the payment and builds the step: the amount, with Stripe its key and secret', async () => {
    expect(await bankStepOf(pending('test'))).toEqual({ provider: 'test', amountCents: 13592 });
    expect(keptPendingPayment()).toEqual({ id: 'p1', key: 'guest-key' });
    expect(await bankStepOf(pending('stripe'))).toEqual({
      provider: 'stripe',
      amountCents: 13592,
      publishableKey: 'pk_test_standin',
      clientSecret: 'pi_1_secret',
    });
  });

  it('sends the answer with the guest key; paid, the order comes back and nothing is kept', async () => {
    keepPendingPayment({ id: 'p1', key: 'guest-key' });
    completed.mockResolvedValueOnce(order);
    expect(await answerBankStep('confirm', otherRefusal)).toEqual({ placed: order });
    expect(completed).toHaveBeenCalledWith('p1', { key: 'guest-key', testAction: 'confirm' });
    expect(keptPendingPayment()).toBeUndefined();
  });

  it('a failed check is a decline under the card, and the released payment is forgotten', async () => {
    keepPendingPayment({ id: 'p1' });
    completed.mockRejectedValueOnce(
      new ApiError(402, 'payment_required', 'Your bank did not confirm this payment.'),
    );
    expect(await answerBankStep('refuse', otherRefusal)).toEqual({
      refusal: { card: 'Your bank did not confirm this payment.' },
    });
    expect(keptPendingPayment()).toBeUndefined();
  });

  it('after Stripe’s modal with the bank still waiting: a message, no second modal, still kept', async () => {
    keepPendingPayment({ id: 'p1' });
    completed.mockResolvedValueOnce(pending('stripe'));
    const answer = await answerBankStep(undefined, otherRefusal);
    expect(answer).toEqual({ refusal: { message: expect.stringMatching(/still waiting/) } });
    expect(keptPendingPayment()).toEqual({ id: 'p1' });
  });

  it('other failures are worded as Place Order’s, and the payment stays kept', async () => {
    keepPendingPayment({ id: 'p1' });
    completed.mockRejectedValueOnce(new ApiError(0, 'unreachable', 'unreachable'));
    expect(await answerBankStep('confirm', otherRefusal)).toEqual({
      refusal: { message: 'other: unreachable' },
    });
    expect(keptPendingPayment()).toEqual({ id: 'p1' });
  });
});

describe('back on the checkout with a payment kept', () => {
  it('opens the step again while the bank waits, or the order paid meanwhile', async () => {
    keepPendingPayment({ id: 'p1' });
    completed.mockResolvedValueOnce(pending('test'));
    expect(await pendingPaymentOnReturn()).toEqual({
      bankStep: { provider: 'test', amountCents: 13592 },
    });
    completed.mockResolvedValueOnce(order);
    expect(await pendingPaymentOnReturn()).toEqual({ placed: order });
    expect(completed).toHaveBeenLastCalledWith('p1', { key: 'guest-key' });
  });

  it('forgets a released payment (the shopper pays again) and asks nothing when none is kept', async () => {
    keepPendingPayment({ id: 'p1' });
    completed.mockRejectedValueOnce(new ApiError(404, 'not_found', 'no longer pending'));
    expect(await pendingPaymentOnReturn()).toBeUndefined();
    expect(keptPendingPayment()).toBeUndefined();
    expect(await pendingPaymentOnReturn()).toBeUndefined();
    expect(completed).toHaveBeenCalledOnce();
  });
});
