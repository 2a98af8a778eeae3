import { useState } from 'react';
import { Button } from '@ds/primitives/Button/Button';
import { Form } from '@ds/primitives/Form/Form';
import { Modal } from '@ds/primitives/Modal/Modal';
import { Select } from '@ds/primitives/Select/Select';
import { Text } from '@ds/primitives/Text/Text';
import { TextField } from '@ds/primitives/TextField/TextField';
import { carriers, type Carrier, type Shipment } from '@domain/shipment';
import { shipmentSchema } from '@domain/shipment-schemas';
import type { Order } from '@domain/types';
import { reasonOf } from '@app/admin/format';

export interface ShipOrderDialogProps {
  order: Order;
  /** 'ship': marks the order Shipped with its tracking; 'edit': corrects a shipped order's. */
  mode: 'ship' | 'edit';
  /** Saves; rejects with the reason when it cannot. */
  onSave: (shipment: Shipment | undefined) => Promise<unknown>;
  onClose: () => void;
}

type FieldErrors = Partial<Record<keyof Shipment, string>>;

/**
 * 'Ship FF-2026-0012': the carrier (USPS, UPS, FedEx or Other) and tracking number the shipped
 * e-mail and the customer's invoice show, with the carrier's tracking link. Shipping without a
 * tracking number is allowed (leave it empty); editing a shipped order's needs one.
 */
export function ShipOrderDialog({ order, mode, onSave, onClose }: ShipOrderDialogProps) {
  const [carrier, setCarrier] = useState<Carrier>(order.shipment?.carrier ?? 'USPS');
  const [trackingNumber, setTrackingNumber] = useState(order.shipment?.trackingNumber ?? '');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);
  const [isPending, setPending] = useState(false);

  async function submit() {
    let shipment: Shipment | undefined;
    if (mode === 'edit' || trackingNumber.trim() !== '') {
      const parsed = shipmentSchema.safeParse({ carrier, trackingNumber });
      if (!parsed.success) {
        const errors: FieldErrors = {};
        for (const issue of parsed.error.issues) {
          errors[issue.path[0] as keyof Shipment] ??= issue.message;
        }
        setFieldErrors(errors);
        return;
      }
      shipment = parsed.data;
    }
    setFieldErrors({});
    setError(null);
    setPending(true);
    try {
      await onSave(shipment);
      onClose();
    } catch (failure) {
      setError(reasonOf(failure));
    } finally {
      setPending(false);
    }
  }

  const title = mode === 'ship' ? `Ship ${order.id}` : `Tracking of ${order.id}`;
  return (
    <Modal
      isOpen
      isDismissable={!isPending}
      onOpenChange={(isOpen) => (isOpen || isPending ? undefined : onClose())}
      title={title}
    >
      <Form
        aria-label={title}
        onSubmit={() => void submit()}
        error={error}
        onDismissError={() => setError(null)}
        actions={
          <>
            <Button variant="outline" isDisabled={isPending} onPress={onClose}>
              Cancel
            </Button>
            <Button type="submit" variant="accent" isPending={isPending} pendingLabel="Saving...">
              {mode === 'ship' ? 'Mark shipped' : 'Save tracking'}
            </Button>
          </>
        }
      >
        <Text size="sm" tone="muted">
          {mode === 'ship'
            ? `${order.customerName} gets an e-mail that the order is on its way, with the tracking link when you enter a number.`
            : 'The invoice shows the new tracking at once; no second e-mail is sent.'}
        </Text>
        <Select
          label="Carrier"
          items={carriers.map((id) => ({ id, label: id }))}
          selectedKey={carrier}
          onSelectionChange={(key) => key !== null && setCarrier(key as Carrier)}
          errorMessage={fieldErrors.carrier}
        />
        <TextField
          label="Tracking number"
          description="Letters, digits, spaces and dashes, up to 40."
          value={trackingNumber}
          onChange={setTrackingNumber}
          errorMessage={fieldErrors.trackingNumber}
        />
      </Form>
    </Modal>
  );
}
