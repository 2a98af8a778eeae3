import { Landmark } from 'lucide-react';
import { useState } from 'react';
import { Text } from 'react-aria-components/Text';
import { formatMoney } from '../../lib/money';
import { Button } from '../../primitives/Button/Button';
import { Modal } from '../../primitives/Modal/Modal';

export interface TestBankDialogProps {
  /** Open while the bank waits for the customer's answer. */
  isOpen: boolean;
  /** What the bank asks the customer to confirm, in cents. */
  amountCents: number;
  /** 'Confirm payment'. Return a promise to keep the dialog pending until it settles. */
  onConfirm: () => unknown;
  /** 'Fail authentication': the bank refuses. Return a promise to keep it pending likewise. */
  onFail: () => unknown;
}

/**
 * The test provider's stand-in for the bank's 3-D Secure page: the bank asks the customer to
 * confirm a payment, and the customer confirms it or fails the check. It interrupts
 * (role="alertdialog") and closes only through its two answers, as a bank's page does; focus
 * starts on 'Fail authentication', so Enter never pays by accident. With Stripe, Stripe's own
 * modal takes its place.
 */
export function TestBankDialog({ isOpen, amountCents, onConfirm, onFail }: TestBankDialogProps) {
  const [answering, setAnswering] = useState<'confirm' | 'fail' | null>(null);

  async function answer(which: 'confirm' | 'fail') {
    setAnswering(which);
    try {
      await (which === 'confirm' ? onConfirm() : onFail());
    } finally {
      setAnswering(null);
    }
  }

  return (
    <Modal
      isOpen={isOpen}
      role="alertdialog"
      size="sm"
      showCloseButton={false}
      isDismissable={false}
      isKeyboardDismissDisabled
      className="max-w-md"
      title={
        <span data-slot="test-bank-title" className="flex items-center gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-pill bg-gold-100 text-gold-800 [&_svg]:size-5">
            <Landmark aria-hidden="true" />
          </span>
          Confirm this payment with your bank
        </span>
      }
      footer={
        <>
          <Button
            variant="outline"
            isDisabled={answering === 'confirm'}
            isPending={answering === 'fail'}
            pendingLabel="Failing..."
            // The alert dialog pattern starts on the least harmful answer: nothing is charged.
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus
            onPress={() => void answer('fail')}
          >
            Fail authentication
          </Button>
          <Button
            variant="primary"
            isDisabled={answering === 'fail'}
            isPending={answering === 'confirm'}
            pendingLabel="Confirming..."
            onPress={() => void answer('confirm')}
          >
            Confirm payment
          </Button>
        </>
      }
    >
      <Text slot="description" elementType="p" data-slot="test-bank-message">
        Your bank asks you to confirm a payment of{' '}
        <strong className="font-semibold text-ink">{formatMoney(amountCents)}</strong> to finish
        your order.
      </Text>
      <p data-slot="test-bank-note" className="mt-3 text-xs">
        Test payments: this stands in for your bank&apos;s page. No money moves.
      </p>
    </Modal>
  );
}
