import { useState } from 'react';
import { formatMoney } from '@ds/lib/money';
import { Alert } from '@ds/primitives/Alert/Alert';
import { Button } from '@ds/primitives/Button/Button';
import { Stack } from '@ds/primitives/Stack/Stack';
import type { Membership } from '@domain/membership';
import { sendFailureMessage } from '../forms/server-field-errors';
import { BankStepFailed } from './confirm-renewal';

/** Where the renewal-to-confirm e-mail's link lands (`/smokehouse-club#confirm-renewal`). */
export const confirmRenewalAnchor = 'confirm-renewal';

export interface RenewalToConfirmProps {
  membership: Membership;
  /** Asks the bank (Stripe.js, or nothing on the test provider), then the store; rejects with why. */
  onConfirm: () => Promise<unknown>;
}

/**
 * A renewal the bank would not take without the member: the tier, the amount and a
 * 'Confirm payment' button; a failure is shown beside the button and the member can try again.
 * Shown on the club page and on the profile's membership card.
 */
export function RenewalToConfirm({ membership, onConfirm }: RenewalToConfirmProps) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const toConfirm = membership.paymentToConfirm;
  if (!toConfirm) return null;

  async function confirm() {
    setPending(true);
    setError(null);
    try {
      await onConfirm();
    } catch (failure) {
      setError(
        failure instanceof BankStepFailed
          ? failure.message
          : sendFailureMessage(failure, 'The payment could not be confirmed. Try again.'),
      );
    } finally {
      setPending(false);
    }
  }

  return (
    <Stack id={confirmRenewalAnchor} gap="sm">
      <Alert
        tone="warning"
        title="Your bank asks you to confirm this renewal"
        action={
          <Button variant="primary" size="sm" isPending={pending} onPress={() => void confirm()}>
            Confirm payment
          </Button>
        }
      >
        {`${membership.tierName} membership, ${formatMoney(toConfirm.amountCents)}. Until you confirm it, your membership is not renewed and the member discount does not apply.`}
      </Alert>
      {error ? <Alert tone="danger">{error}</Alert> : null}
    </Stack>
  );
}
