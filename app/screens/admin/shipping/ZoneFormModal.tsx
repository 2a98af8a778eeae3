import { zodResolver } from '@hookform/resolvers/zod';
import { Plus, Trash2 } from 'lucide-react';
import { useMemo } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { Button } from '@ds/primitives/Button/Button';
import { FormRow, FormSection } from '@ds/primitives/Form/Form';
import { IconButton } from '@ds/primitives/IconButton/IconButton';
import { Stack } from '@ds/primitives/Stack/Stack';
import { Text } from '@ds/primitives/Text/Text';
import type { ShippingZone } from '@domain/types';
import type { SaveOutcome } from '@app/records/outcome';
import { RecordFormModal } from '@app/records/RecordFormModal';
import { useOutcomeSubmit } from '@app/records/use-outcome-submit';
import {
  emptyShippingMethod,
  emptyShippingZoneForm,
  shippingZoneFormValues,
  shippingZoneSchema,
  toShippingZone,
  type ShippingZoneFormValues,
} from '@app/admin/shipping-schema';
import { BoundNumberField, BoundTextField } from '@app/forms/bound-fields';
import { regionHint } from '@domain/shipping-methods';
import { useFormActivity } from '@app/forms/form-activity';

export interface ZoneFormModalProps {
  /** The zone to edit; none to add a new one. */
  zone?: ShippingZone;
  /** Every zone, for the unique-name rule. */
  zones: ShippingZone[];
  onSave: (zone: ShippingZone) => Promise<SaveOutcome<'name'>>;
  onClose: () => void;
}

/**
 * Add Shipping Zone / Edit Shipping Zone: a unique name, the regions (comma-separated), and
 * one or more methods with price, minimum order and estimated days ('1-2 days'). Every row
 * but the last can be removed.
 */
export function ZoneFormModal({ zone, zones, onSave, onClose }: ZoneFormModalProps) {
  const isEdit = zone !== undefined;
  const schema = useMemo(
    () => shippingZoneSchema(zones.filter((z) => z.id !== zone?.id).map((z) => z.name)),
    [zones, zone],
  );
  const form = useForm<ShippingZoneFormValues>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: zone ? shippingZoneFormValues(zone) : emptyShippingZoneForm(),
  });
  useFormActivity(form.formState);
  const { control } = form;
  const methods = useFieldArray({ control, name: 'methods', keyName: 'key' });
  const { submit, formError, setFormError } = useOutcomeSubmit(
    form,
    (values) => onSave(toShippingZone(values, zone?.id ?? '')),
    onClose,
  );

  return (
    <RecordFormModal
      size="lg"
      isNew={!isEdit}
      title={isEdit ? 'Edit Shipping Zone' : 'Add Shipping Zone'}
      addLabel="Add Zone"
      isSaving={form.formState.isSubmitting}
      onSubmit={(event) => void submit(event)}
      onCancel={onClose}
      error={
        formError ??
        form.formState.errors.methods?.root?.message ??
        form.formState.errors.methods?.message
      }
      onDismissError={formError ? () => setFormError(null) : undefined}
    >
      <BoundTextField control={control} name="name" label="Zone name" placeholder="Local" />
      <BoundTextField
        control={control}
        name="regions"
        label="Regions"
        placeholder="Chicago, Oak Park, Evanston"
        description={regionHint}
      />
      <Stack gap="lg">
        {methods.fields.map((method, index) => (
          <FormSection key={method.key} legend={`Method ${index + 1}`}>
            <FormRow>
              <BoundTextField
                control={control}
                name={`methods.${index}.name`}
                label="Method name"
                placeholder="Standard Delivery"
              />
              <BoundTextField
                control={control}
                name={`methods.${index}.estimatedDays`}
                label="Estimated days"
                placeholder="1-2 days"
                description="'N days' or 'N-M days'"
              />
            </FormRow>
            <FormRow>
              <BoundNumberField
                control={control}
                name={`methods.${index}.price`}
                label="Price"
                preset="price"
              />
              <BoundNumberField
                control={control}
                name={`methods.${index}.minOrder`}
                label="Minimum order"
                preset="price"
              />
            </FormRow>
            <Stack direction="row" justify="end">
              <IconButton
                label={`Remove Method ${index + 1}`}
                size="sm"
                isDisabled={methods.fields.length === 1}
                onPress={() => methods.remove(index)}
              >
                <Trash2 aria-hidden="true" />
              </IconButton>
            </Stack>
          </FormSection>
        ))}
        <Stack direction="row" gap="md" align="center" wrap>
          <Button variant="outline" size="sm" onPress={() => methods.append(emptyShippingMethod())}>
            <Plus aria-hidden="true" /> Add Method
          </Button>
          {methods.fields.length === 1 ? (
            <Text as="span" size="sm" tone="muted">
              A zone needs at least one method.
            </Text>
          ) : null}
        </Stack>
      </Stack>
    </RecordFormModal>
  );
}
