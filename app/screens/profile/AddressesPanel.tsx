import { zodResolver } from '@hookform/resolvers/zod';
import { MapPin } from 'lucide-react';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { AddressCard } from '@ds/patterns/AddressCard/AddressCard';
import { AlertDialog } from '@ds/primitives/AlertDialog/AlertDialog';
import { Button } from '@ds/primitives/Button/Button';
import { Form, FormRow } from '@ds/primitives/Form/Form';
import { Modal } from '@ds/primitives/Modal/Modal';
import { Radio } from '@ds/primitives/RadioGroup/RadioGroup';
import type { SavedAddress, UsState } from '@domain/types';
import {
  BoundCheckbox,
  BoundComboBox,
  BoundRadioGroup,
  BoundTextField,
} from '../../forms/bound-fields';
import { addressSchema, addressTypes, type AddressForm } from './address-schema';
import { sendFailureMessage } from '../../forms/server-field-errors';
import { useSubmitBanner } from '../../forms/use-submit-banner';
import { useFormActivity } from '../../forms/form-activity';
import { SavedRecordsPanel } from '@app/records/SavedRecordsPanel';
import { useRecordEditor } from '@app/records/use-record-editor';

export interface AddressesPanelProps {
  addresses: SavedAddress[];
  states: UsState[];
  /** Saves a new address (empty id) or an edited one; exactly one stays the default. */
  onSave: (address: SavedAddress) => Promise<void>;
  onDelete: (id: string) => Promise<void>;
  onMakeDefault: (id: string) => Promise<void>;
}

const blankAddress: AddressForm = {
  type: 'Home',
  address: '',
  city: '',
  state: '',
  zip: '',
  isDefault: false,
};

function AddressFormFields({
  initial,
  states,
  onSubmit,
  onCancel,
}: {
  initial: AddressForm;
  states: UsState[];
  onSubmit: (values: AddressForm) => Promise<void>;
  onCancel: () => void;
}) {
  const schema = useMemo(() => addressSchema(states.map((state) => state.code)), [states]);
  const { control, handleSubmit, formState } = useForm<AddressForm>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: initial,
  });
  useFormActivity(formState);
  const { formProps } = useSubmitBanner(
    handleSubmit,
    async (values) => {
      await onSubmit(values);
    },
    // A refusal the shopper can act on (the address book is full) in the server's words.
    (failure) => sendFailureMessage(failure, 'The address could not be saved. Please try again.'),
  );
  return (
    <Form
      aria-label="Address"
      {...formProps}
      actions={
        <>
          <Button variant="outline" onPress={onCancel}>
            Cancel
          </Button>
          <Button type="submit" isPending={formState.isSubmitting} pendingLabel="Saving...">
            Save Address
          </Button>
        </>
      }
    >
      <BoundRadioGroup
        control={control}
        name="type"
        label="Type"
        variant="cards"
        orientation="horizontal"
      >
        {addressTypes.map((type) => (
          <Radio key={type} value={type}>
            {type}
          </Radio>
        ))}
      </BoundRadioGroup>
      <BoundTextField
        control={control}
        name="address"
        label="Address"
        autoComplete="street-address"
      />
      <FormRow>
        <BoundTextField control={control} name="city" label="City" autoComplete="address-level2" />
        <BoundComboBox
          control={control}
          name="state"
          label="State"
          placeholder="Choose a state"
          items={states.map((state) => ({ id: state.code, label: state.name }))}
        />
      </FormRow>
      <BoundTextField
        control={control}
        name="zip"
        label="ZIP code"
        inputMode="numeric"
        autoComplete="postal-code"
      />
      <BoundCheckbox control={control} name="isDefault" label="Set as default address" />
    </Form>
  );
}

/** Saved addresses as AddressCards, 'Add New Address' and edit in a Modal, delete after a confirmation. */
export function AddressesPanel({
  addresses,
  states,
  onSave,
  onDelete,
  onMakeDefault,
}: AddressesPanelProps) {
  const editor = useRecordEditor<SavedAddress>({
    onSave,
    onDelete: (address) => onDelete(address.id),
  });
  const { editing } = editor;

  const initial: AddressForm = editing
    ? {
        type: editing.type,
        address: editing.address,
        city: editing.city,
        state: editing.state,
        zip: editing.zip,
        isDefault: editing.isDefault,
      }
    : { ...blankAddress, isDefault: addresses.length === 0 };

  async function save(values: AddressForm) {
    const parsed = addressSchema(states.map((state) => state.code)).parse(values);
    await editor.save({ id: editing?.id ?? '', ...parsed });
  }

  return (
    <SavedRecordsPanel
      records={addresses}
      addLabel="Add New Address"
      onAdd={editor.openAdd}
      listLabel="Saved addresses"
      empty={{
        icon: <MapPin aria-hidden="true" />,
        title: 'No saved addresses',
        description: 'Add an address to find it ready at checkout.',
      }}
      renderRecord={(address) => (
        <AddressCard
          type={address.type}
          address={address.address}
          city={address.city}
          state={address.state}
          zip={address.zip}
          isDefault={address.isDefault}
          onEdit={() => editor.openEdit(address)}
          onDelete={() => editor.askDelete(address)}
          onMakeDefault={() => void onMakeDefault(address.id)}
        />
      )}
    >
      <Modal
        title={editing ? 'Edit Address' : 'Add New Address'}
        isOpen={editor.isEditorOpen}
        onOpenChange={(isOpen) => {
          if (!isOpen) editor.closeEditor();
        }}
      >
        <AddressFormFields
          key={editor.editorKey}
          initial={initial}
          states={states}
          onSubmit={save}
          onCancel={editor.closeEditor}
        />
      </Modal>
      <AlertDialog
        title="Delete address"
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        {...editor.deleteDialog}
      >
        Delete the {editor.deleting?.type} address {editor.deleting?.address},{' '}
        {editor.deleting?.city}? This cannot be undone.
      </AlertDialog>
    </SavedRecordsPanel>
  );
}
