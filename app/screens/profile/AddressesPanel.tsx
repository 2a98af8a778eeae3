import { zodResolver } from '@hookform/resolvers/zod';
import { MapPin, Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { AddressCard } from '@ds/patterns/AddressCard/AddressCard';
import { AlertDialog } from '@ds/primitives/AlertDialog/AlertDialog';
import { Button } from '@ds/primitives/Button/Button';
import { EmptyState } from '@ds/primitives/EmptyState/EmptyState';
import { Form, FormRow } from '@ds/primitives/Form/Form';
import { Grid } from '@ds/primitives/Grid/Grid';
import { Modal } from '@ds/primitives/Modal/Modal';
import { Radio } from '@ds/primitives/RadioGroup/RadioGroup';
import { Stack } from '@ds/primitives/Stack/Stack';
import type { SavedAddress, UsState } from '@domain/types';
import {
  BoundCheckbox,
  BoundComboBox,
  BoundRadioGroup,
  BoundTextField,
} from '../../forms/bound-fields';
import { addressSchema, addressTypes, type AddressForm } from './address-schema';
import { useSubmitBanner } from '../../forms/use-submit-banner';
import { useFormActivity } from '../../forms/form-activity';

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
    'The address could not be saved. Please try again.',
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
  // The targets outlive their dialogs' closing animation, so the text does not change as they fade.
  const [editing, setEditing] = useState<SavedAddress | 'new'>('new');
  const [isFormOpen, setFormOpen] = useState(false);
  const [deleting, setDeleting] = useState<SavedAddress | null>(null);
  const [isDeleteOpen, setDeleteOpen] = useState(false);

  function openForm(target: SavedAddress | 'new') {
    setEditing(target);
    setFormOpen(true);
  }

  const initial: AddressForm =
    editing !== 'new'
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
    const id = editing !== 'new' ? editing.id : '';
    const parsed = addressSchema(states.map((state) => state.code)).parse(values);
    await onSave({ id, ...parsed });
    setFormOpen(false);
  }

  return (
    <Stack gap="lg" align="start">
      <Button variant="accent" onPress={() => openForm('new')}>
        <Plus aria-hidden="true" /> Add New Address
      </Button>
      {addresses.length === 0 ? (
        <EmptyState
          variant="outlined"
          headingLevel={3}
          icon={<MapPin aria-hidden="true" />}
          title="No saved addresses"
          description="Add an address to find it ready at checkout."
        />
      ) : (
        <Grid as="ul" columns="halves" gap="md" aria-label="Saved addresses">
          {addresses.map((address) => (
            <li key={address.id}>
              <AddressCard
                type={address.type}
                address={address.address}
                city={address.city}
                state={address.state}
                zip={address.zip}
                isDefault={address.isDefault}
                onEdit={() => openForm(address)}
                onDelete={() => {
                  setDeleting(address);
                  setDeleteOpen(true);
                }}
                onMakeDefault={() => void onMakeDefault(address.id)}
              />
            </li>
          ))}
        </Grid>
      )}
      <Modal
        title={editing === 'new' ? 'Add New Address' : 'Edit Address'}
        isOpen={isFormOpen}
        onOpenChange={setFormOpen}
      >
        <AddressFormFields
          key={editing === 'new' ? 'new' : editing.id}
          initial={initial}
          states={states}
          onSubmit={save}
          onCancel={() => setFormOpen(false)}
        />
      </Modal>
      <AlertDialog
        title="Delete address"
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        isOpen={isDeleteOpen}
        onOpenChange={setDeleteOpen}
        onConfirm={() => (deleting ? onDelete(deleting.id) : undefined)}
      >
        Delete the {deleting?.type} address {deleting?.address}, {deleting?.city}? This cannot be
        undone.
      </AlertDialog>
    </Stack>
  );
}
