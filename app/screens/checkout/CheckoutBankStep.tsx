import { useEffect, useRef } from 'react';
import {
  handleStripeNextAction,
  useStripeLoader,
} from '@ds/patterns/PaymentElementFrame/stripe-loader';
import { TestBankDialog } from '@ds/patterns/TestBankDialog/TestBankDialog';
import type { TestBankAnswer } from '@domain/pending-payment';

/** The bank asks the shopper to confirm the payment (3-D Secure) before the order is placed. */
export type BankStep =
  | { provider: 'test'; amountCents: number }
  | { provider: 'stripe'; amountCents: number; publishableKey: string; clientSecret: string };

export interface CheckoutBankStepProps {
  step: BankStep;
  /** The test provider's dialog was answered. Resolves once the store has the answer. */
  onTestAnswer: (answer: TestBankAnswer) => Promise<void>;
  /** Stripe's modal was answered (`opened`), or Stripe.js could not be loaded to show it. */
  onStripeDone: (opened: boolean) => Promise<void>;
}

/**
 * The bank's step: on the test provider, the dialog standing in for the bank's page; with
 * Stripe, Stripe's own modal (`handleNextAction`), opened once when the step starts.
 */
export function CheckoutBankStep({ step, onTestAnswer, onStripeDone }: CheckoutBankStepProps) {
  if (step.provider === 'stripe') return <StripeNextAction step={step} onDone={onStripeDone} />;
  return (
    <TestBankDialog
      isOpen
      amountCents={step.amountCents}
      onConfirm={() => onTestAnswer('confirm')}
      onFail={() => onTestAnswer('refuse')}
    />
  );
}

function StripeNextAction({
  step,
  onDone,
}: {
  step: Extract<BankStep, { provider: 'stripe' }>;
  onDone: (opened: boolean) => Promise<void>;
}) {
  const load = useStripeLoader();
  const started = useRef(false);
  useEffect(() => {
    // Once per step, even where React runs effects twice in development.
    if (started.current) return;
    started.current = true;
    void handleStripeNextAction(load, step.publishableKey, step.clientSecret).then(onDone);
  }, [load, step, onDone]);
  return null;
}
