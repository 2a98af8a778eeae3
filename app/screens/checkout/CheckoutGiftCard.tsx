import { useState } from 'react';
import { formatMoney } from '@ds/lib/money';
import { Button } from '@ds/primitives/Button/Button';
import { FormSection } from '@ds/primitives/Form/Form';
import { Stack } from '@ds/primitives/Stack/Stack';
import { Text } from '@ds/primitives/Text/Text';
import { TextField } from '@ds/primitives/TextField/TextField';
import { malformedGiftCardMessage, normalizeGiftCardCode } from '@domain/gift-card-code';
import type { GiftCardBalance } from '@domain/gift-card-schemas';
import type { AppliedGiftCard } from './gift-card-amount';

/** The store's answer to 'Apply': the card's balance, or why it cannot be used. */
export type GiftCardCheck = { balance: GiftCardBalance } | { error: string };

export interface CheckoutGiftCardProps {
  /** The card applied, or null. */
  applied: AppliedGiftCard | null;
  /** Asks the store about a code. */
  onCheck: (code: string) => Promise<GiftCardCheck>;
  onApply: (card: AppliedGiftCard) => void;
  onRemove: () => void;
  /** 'Amount to use', in dollars as typed. */
  amount: string;
  onAmountChange: (amount: string) => void;
  /** Under 'Amount to use' (over the balance or the total, or the store's refusal). */
  amountError?: string | undefined;
}

/**
 * Checkout's 'Gift card' section: a code and 'Apply'; once applied, its balance and the amount
 * to use (all it can pay by default, or less).
 */
export function CheckoutGiftCard({
  applied,
  onCheck,
  onApply,
  onRemove,
  amount,
  onAmountChange,
  amountError,
}: CheckoutGiftCardProps) {
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();
  const [checking, setChecking] = useState(false);

  async function apply() {
    if (!normalizeGiftCardCode(code)) {
      setCodeError(malformedGiftCardMessage);
      return;
    }
    setCodeError(undefined);
    setChecking(true);
    try {
      const answer = await onCheck(code);
      if ('error' in answer) setCodeError(answer.error);
      else {
        onApply({ code, ...answer.balance });
        setCode('');
      }
    } finally {
      setChecking(false);
    }
  }

  if (applied) {
    return (
      <FormSection legend="Gift card">
        <Stack direction="row" gap="md" align="center" justify="between">
          <Text>
            Gift card ending in {applied.last4}: {formatMoney(applied.balanceCents)} available
          </Text>
          <Button variant="outline" size="sm" onPress={onRemove}>
            Remove gift card
          </Button>
        </Stack>
        <TextField
          label="Amount to use"
          inputMode="decimal"
          description={`In dollars, up to ${formatMoney(applied.balanceCents)}.`}
          value={amount}
          onChange={onAmountChange}
          errorMessage={amountError}
        />
      </FormSection>
    );
  }

  return (
    <FormSection legend="Gift card">
      <Stack gap="sm">
        <TextField
          label="Gift card code"
          description="The 16-character code from your gift card e-mail."
          autoComplete="off"
          value={code}
          onChange={(value) => {
            setCode(value);
            setCodeError(undefined);
          }}
          onKeyDown={(event) => {
            // Enter applies the code instead of placing the order.
            if (event.key === 'Enter') {
              event.preventDefault();
              void apply();
            }
          }}
          errorMessage={codeError}
        />
        <Stack align="start">
          <Button
            variant="outline"
            // Not isPending: its announcement would point at a button the applied card replaces.
            isDisabled={checking}
            onPress={() => void apply()}
          >
            Apply
          </Button>
        </Stack>
      </Stack>
    </FormSection>
  );
}
