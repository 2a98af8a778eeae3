import { useState } from 'react';
import { Button } from '@ds/primitives/Button/Button';
import { Form } from '@ds/primitives/Form/Form';
import { Modal } from '@ds/primitives/Modal/Modal';
import { NumberField } from '@ds/primitives/NumberField/NumberField';
import { Text } from '@ds/primitives/Text/Text';
import { formatMoney } from '@ds/lib/money';
import {
  lineRefundCents,
  refundableLines,
  splitRefund,
  type LineRefundRequest,
} from '@domain/order-refunds';
import type { Order } from '@domain/types';
import { newRequestKey } from '@app/commerce/checkout-attempt';

export interface RefundLinesDialogProps {
  /** A delivered, paid order with units left to refund. */
  order: Order;
  /** Refunds; `key` is the same for every try of this dialog, so a lost answer refunds once. */
  onRefund: (request: LineRefundRequest, key: string) => Promise<unknown>;
  onClose: () => void;
}

const lineId = (line: { productId: string; size: string }) => `${line.productId}/${line.size}`;

/** Where the amount goes back: 'to the Visa ending in 4242', and the gift card's part. */
function destination(order: Order, cents: number): string {
  const split = splitRefund(order, cents);
  const card = `${formatMoney(split.cardCents)} to the ${order.paymentMethod.brand} ending in ${order.paymentMethod.last4}`;
  const giftCard = `${formatMoney(split.giftCardCents)} to the gift card`;
  if (split.giftCardCents === 0) return card;
  return split.cardCents === 0 ? giftCard : `${card} and ${giftCard}`;
}

/**
 * 'Refund items': how many units of each line came back. The amount is worked out as the server
 * will (each unit's price less its share of the member discount, with its tax; shipping only
 * with the whole order) and shown before confirming.
 */
export function RefundLinesDialog({ order, onRefund, onClose }: RefundLinesDialogProps) {
  const lines = refundableLines(order).filter((line) => line.remaining > 0);
  const [units, setUnits] = useState<Record<string, number>>({});
  const [key] = useState(newRequestKey);
  const [isPending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const chosen = lines
    .map((line) => ({
      productId: line.productId,
      size: line.size,
      quantity: units[lineId(line)] ?? 0,
    }))
    .filter((line) => line.quantity > 0);
  const cents = chosen.length > 0 ? lineRefundCents(order, chosen) : 0;

  async function submit() {
    if (chosen.length === 0) {
      setError('Choose at least one unit to refund.');
      return;
    }
    setError(null);
    setPending(true);
    try {
      await onRefund({ lines: chosen }, key);
      onClose();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'The refund could not be made.');
    } finally {
      setPending(false);
    }
  }

  return (
    <Modal
      isOpen
      size="lg"
      isDismissable={!isPending}
      onOpenChange={(isOpen) => (isOpen || isPending ? undefined : onClose())}
      title={`Refund items of ${order.id}`}
    >
      <Form
        aria-label={`Refund items of ${order.id}`}
        onSubmit={() => void submit()}
        error={error}
        onDismissError={() => setError(null)}
        actions={
          <>
            <Button variant="outline" isDisabled={isPending} onPress={onClose}>
              Cancel
            </Button>
            <Button
              type="submit"
              variant="accent"
              isPending={isPending}
              pendingLabel="Refunding..."
            >
              {cents > 0 ? `Refund ${formatMoney(cents)}` : 'Refund'}
            </Button>
          </>
        }
      >
        <Text size="sm" tone="muted">
          How many of each came back? Each unit is refunded at the price paid, less its share of any
          member discount, with its tax. Shipping is refunded only with the whole order.
        </Text>
        {lines.map((line) => (
          <NumberField
            key={lineId(line)}
            label={`${line.name} (${line.size})`}
            description={`${formatMoney(line.priceCents)} each; ${line.remaining} of ${line.quantity} can be refunded`}
            minValue={0}
            maxValue={line.remaining}
            step={1}
            value={units[lineId(line)] ?? 0}
            onChange={(value) =>
              setUnits((current) => ({
                ...current,
                [lineId(line)]: Number.isNaN(value) ? 0 : value,
              }))
            }
          />
        ))}
        <Text weight="semibold" role="status">
          {cents > 0 ? `${destination(order, cents)}.` : 'Nothing chosen yet.'}
        </Text>
      </Form>
    </Modal>
  );
}
