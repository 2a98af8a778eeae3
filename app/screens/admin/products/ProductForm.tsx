import { zodResolver } from '@hookform/resolvers/zod';
import { useFieldArray, useForm } from 'react-hook-form';
import { SizeRowsEditor } from '@ds/patterns/SizeRowsEditor/SizeRowsEditor';
import { FormRow, FormSection } from '@ds/primitives/Form/Form';
import { maxProductImages } from '@domain/constants';
import type { Product } from '@domain/types';
import type { ProductSave } from '@domain/schemas';
import { reasonOf } from '@app/admin/format';
import { RecordFormModal } from '@app/records/RecordFormModal';
import { SuggestionField } from '@app/records/SuggestionField';
import { useRecordForm, type RecordFormProps } from '@app/records/use-record-form';
import {
  BoundCheckboxGroup,
  BoundFileDrop,
  BoundListEditor,
  BoundNumberField,
  BoundTextArea,
  BoundTextField,
} from '@app/forms/bound-fields';
import {
  emptyProductForm,
  emptySizeRow,
  maxCareNotes,
  nextNewSizeId,
  productFormSchema,
  stockNowOf,
  toProductSave,
  toProductForm,
  type ProductForm as ProductFormFields,
} from './product-schema';
import { useFormActivity } from '@app/forms/form-activity';
import { SizeStockField } from './SizeStockField';

/** `categories`: the shop's categories, offered as suggestions. */
export interface ProductFormModalProps extends RecordFormProps<ProductSave> {
  /** The product being edited; none for Add Product. */
  product?: Product;
}

/** What each tag does in the shop, beside its box. */
const tagOptions = [
  {
    value: 'weekly-special',
    label: 'Weekly special',
    description: "In the home page's Weekly Specials and on Weekly Deals",
  },
  { value: 'deal', label: 'Deal', description: 'Tagged as a deal' },
];

/**
 * The Add Product and Edit Product modal: name, brand, category and
 * description required; size rows with size text, price and stock required, sale 0–100;
 * up to three images; optional features, specifications (dimensions, weight, material, care
 * notes) and the weekly-special and deal tags. While saving the submit reads 'Adding...' or
 * 'Saving...' and both buttons are disabled. The buttons sit in the modal's sticky footer,
 * so a message appearing under a field never moves them from under the pointer. Mount a
 * fresh one (a new `key`) for each opening: the form starts from the product again.
 */
export function ProductFormModal({
  isOpen,
  onClose,
  product,
  categories,
  onSubmit,
}: ProductFormModalProps) {
  const form = useForm<ProductFormFields>({
    resolver: zodResolver(productFormSchema),
    mode: 'onTouched',
    defaultValues: product ? toProductForm(product) : emptyProductForm(),
  });
  useFormActivity(form.formState);
  const { control, formState } = form;
  const sizes = useFieldArray({ control, name: 'sizes', keyName: 'key' });
  // After useFieldArray, so a restored draft reaches the size rows (images are not kept).
  const { isSaving, modalProps } = useRecordForm(form, {
    noun: 'Product',
    record: product,
    nameOf: (edited) => edited.name,
    isOpen,
    draftExclude: ['images'],
    save: async (values) => {
      try {
        await onSubmit(toProductSave(values, product));
      } catch (failure) {
        // The stock a refused save found goes beside each count it refused.
        const stockNow = stockNowOf(failure);
        form.getValues('sizes').forEach((row, index) => {
          const now = stockNow[row.sizeId];
          if (now !== undefined) form.setValue(`sizes.${index}.stockNow`, now);
        });
        throw failure;
      }
    },
    failureMessage: (failure, isNew) =>
      `${isNew ? 'Error adding product' : 'Error saving product'}: ${reasonOf(failure)}`,
    serverFieldRenames: { priceCents: 'price', stockAdjustment: 'stock' },
    onClose,
  });

  return (
    <RecordFormModal {...modalProps}>
      <FormRow>
        <BoundTextField control={control} name="name" label="Name" isRequired />
        <BoundTextField control={control} name="brand" label="Brand" isRequired />
      </FormRow>
      <SuggestionField
        control={control}
        name="category"
        label="Category"
        suggestions={categories}
        description="Choose a shop category or type a new one."
        isRequired
      />
      <BoundTextArea control={control} name="description" label="Description" rows={3} isRequired />
      <SizeRowsEditor
        rows={sizes.fields.map((field) => ({ id: field.key }))}
        onAdd={() => sizes.append(emptySizeRow(nextNewSizeId(form.getValues('sizes'))))}
        onRemove={(index) => sizes.remove(index)}
        errorMessage={formState.errors.sizes?.root?.message ?? formState.errors.sizes?.message}
        isDisabled={isSaving}
        renderRow={(index) => ({
          size: (
            <BoundTextField
              control={control}
              name={`sizes.${index}.size`}
              label="Size"
              placeholder="e.g. 8 oz"
              isRequired
            />
          ),
          price: (
            <BoundNumberField
              control={control}
              name={`sizes.${index}.price`}
              label="Price"
              preset="price"
              isRequired
            />
          ),
          sale: (
            <BoundNumberField
              control={control}
              name={`sizes.${index}.salePercent`}
              label="Sale %"
              preset="percent"
              // Out-of-range sales get the form's message instead of a silent clamp.
              maxValue={undefined}
              description="Optional, 0–100"
            />
          ),
          stock: <SizeStockField form={form} index={index} />,
        })}
      />
      <BoundFileDrop
        control={control}
        name="images"
        label="Images"
        maxFiles={maxProductImages}
        description={`Up to ${maxProductImages} images; the first is the card image.`}
        isDisabled={isSaving}
      />
      <BoundTextArea
        control={control}
        name="features"
        label="Features"
        description="Optional; one per line."
        rows={3}
      />
      <FormSection legend="Specifications">
        <FormRow columns={3}>
          <BoundTextField
            control={control}
            name="specifications.dimensions"
            label="Dimensions"
            placeholder="e.g. 3 x 3 x 6 in"
          />
          <BoundTextField
            control={control}
            name="specifications.weight"
            label="Weight"
            placeholder="e.g. 12 oz"
          />
          <BoundTextField
            control={control}
            name="specifications.material"
            label="Material"
            placeholder="e.g. Glass jar"
          />
        </FormRow>
        <BoundListEditor
          control={control}
          name="specifications.care"
          label="Care"
          inputLabel="New care note"
          itemName="care note"
          placeholder="e.g. Store in a cool, dry place"
          emptyMessage="No care notes yet."
          description={`Optional; up to ${maxCareNotes}. Leave everything here empty to show no specifications.`}
          isDisabled={isSaving}
        />
      </FormSection>
      <BoundCheckboxGroup
        control={control}
        name="tags"
        label="Tags"
        orientation="horizontal"
        options={tagOptions}
        isDisabled={isSaving}
      />
    </RecordFormModal>
  );
}
