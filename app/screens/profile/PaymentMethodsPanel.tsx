import { zodResolver } from '@hookform/resolvers/zod';
import { CreditCard } from 'lucide-react';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { PaymentCardTile } from '@ds/patterns/PaymentCardTile/PaymentCardTile';
import { AlertDialog } from '@ds/primitives/AlertDialog/AlertDialog';
import { Button } from '@ds/primitives/Button/Button';
import { Form } from '@ds/primitives/Form/Form';
import { Modal } from '@ds/primitives/Modal/Modal';
import { Text } from '@ds/primitives/Text/Text';
import type { PaymentCard } from '@domain/types';
import { formatCardNumber, formatExpiry } from '../../commerce/card';
import { BoundCheckbox, BoundTextField } from '../../forms/bound-fields';
import { cardSchema, type CardForm } from './card-schema';
import { useSubmitBanner } from '../../forms/use-submit-banner';
import { useFormActivity } from '../../forms/form-activity';
import { SavedRecordsPanel } from '@app/records/SavedRecordsPanel';
import { useRecordEditor } from '@app/records/use-record-editor';

/** What is kept of a new card: never the number itself, never a security code. */
/** The card form's values: the route hands them to the payment provider's tokenizer. */
export interface NewPaymentCard {
  number: string;
  expiry: string;
  isDefault: boolean;
}

export interface PaymentMethodsPanelProps {
  cards: PaymentCard[];
  onSave: (card: NewPaymentCard) => Promise<void>;
  onDelete: (id: string) => Promise<void>;
  onMakeDefault: (id: string) => Promise<void>;
  /** Today, for the expiry check (stories pin it). */
  today?: () => Date;
}

function CardFormFields({
  isFirst,
  today,
  onSubmit,
  onCancel,
}: {
  isFirst: boolean;
  today?: () => Date;
  onSubmit: (card: NewPaymentCard) => Promise<void>;
  onCancel: () => void;
}) {
  const schema = useMemo(() => cardSchema(today), [today]);
  const { control, handleSubmit, formState } = useForm<CardForm>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { cardNumber: '', expiry: '', nameOnCard: '', isDefault: isFirst },
  });
  useFormActivity(formState);
  const { formProps } = useSubmitBanner(
    handleSubmit,
    async (values) => {
      await onSubmit({
        number: values.cardNumber,
        expiry: values.expiry.trim(),
        isDefault: values.isDefault,
      });
    },
    'The card could not be saved. Please try again.',
  );
  return (
    <Form
      aria-label="Card"
      {...formProps}
      actions={
        <>
          <Button variant="outline" onPress={onCancel}>
            Cancel
          </Button>
          <Button type="submit" isPending={formState.isSubmitting} pendingLabel="Saving...">
            Save Card
          </Button>
        </>
      }
    >
      <BoundTextField
        control={control}
        name="cardNumber"
        label="Card number"
        placeholder="1234 5678 9012 3456"
        inputMode="numeric"
        autoComplete="cc-number"
        format={formatCardNumber}
      />
      <BoundTextField
        control={control}
        name="expiry"
        label="Expiry"
        placeholder="MM/YY"
        inputMode="numeric"
        autoComplete="cc-exp"
        format={formatExpiry}
      />
      <BoundTextField
        control={control}
        name="nameOnCard"
        label="Name on card"
        autoComplete="cc-name"
      />
      <BoundCheckbox control={control} name="isDefault" label="Set as default card" />
      <Text size="sm" tone="muted">
        We keep only the card’s brand, its last four digits and its expiry date.
      </Text>
    </Form>
  );
}

/** Saved cards (brand, •••• last four, expiry, default), 'Add New Card', delete and make default. */
export function PaymentMethodsPanel({
  cards,
  onSave,
  onDelete,
  onMakeDefault,
  today,
}: PaymentMethodsPanelProps) {
  // Cards are added and deleted, never edited: the form saves a new card, not a saved one.
  const editor = useRecordEditor<NewPaymentCard, unknown, PaymentCard>({
    onSave,
    onDelete: (card) => onDelete(card.id),
  });

  return (
    <SavedRecordsPanel
      records={cards}
      addLabel="Add New Card"
      onAdd={editor.openAdd}
      listLabel="Saved cards"
      empty={{
        icon: <CreditCard aria-hidden="true" />,
        title: 'No saved cards',
        description: 'Add a card to pay faster at checkout.',
      }}
      renderRecord={(card) => (
        <PaymentCardTile
          brand={card.brand}
          last4={card.last4}
          expiry={card.expiry}
          isDefault={card.isDefault}
          onMakeDefault={() => void onMakeDefault(card.id)}
          onDelete={() => editor.askDelete(card)}
        />
      )}
    >
      <Modal
        title="Add New Card"
        isOpen={editor.isEditorOpen}
        onOpenChange={(isOpen) => {
          if (!isOpen) editor.closeEditor();
        }}
      >
        <CardFormFields
          key={editor.editorKey}
          isFirst={cards.length === 0}
          today={today}
          onCancel={editor.closeEditor}
          onSubmit={async (card) => {
            await editor.save(card);
          }}
        />
      </Modal>
      <AlertDialog
        title="Delete card"
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        {...editor.deleteDialog}
      >
        Delete the {editor.deleting?.brand} card ending in {editor.deleting?.last4}? This cannot be
        undone.
      </AlertDialog>
    </SavedRecordsPanel>
  );
}
