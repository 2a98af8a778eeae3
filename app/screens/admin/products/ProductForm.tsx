import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { SizeRowsEditor } from '../../../../design-system/patterns/SizeRowsEditor/SizeRowsEditor';
import { Button } from '../../../../design-system/primitives/Button/Button';
import { Form, FormRow } from '../../../../design-system/primitives/Form/Form';
import { Modal } from '../../../../design-system/primitives/Modal/Modal';
import { maxProductImages } from '../../../../fixtures/constants';
import type { Product } from '../../../../fixtures/types';
import { reasonOf } from '../../../admin/format';
import { SuggestionField } from '../../../admin/SuggestionField';
import { useBannerInView } from '../../../admin/use-banner-in-view';
import {
  BoundCheckbox,
  BoundFileDrop,
  BoundNumberField,
  BoundTextArea,
  BoundTextField,
} from '../../../forms/bound-fields';
import { useFormDraft } from '../../../forms/use-form-draft';
import {
  emptyProductForm,
  emptySizeRow,
  nextNewSizeId,
  productFormSchema,
  toProduct,
  toProductForm,
  type ProductForm as ProductFormFields,
} from './product-schema';

export interface ProductFormModalProps {
  isOpen: boolean;
  /** Cancel, the × or Escape (never while saving). */
  onClose: () => void;
  /** The product being edited; none for Add Product. */
  product?: Product;
  /** The category suggestions (the shop's categories); any other text makes a new one. */
  categories: readonly string[];
  /**
   * Saves the product and closes the modal; a rejection shows in the form's banner and keeps
   * what was typed.
   */
  onSubmit: (product: Product) => Promise<unknown>;
}

/** The draft key of the form, so a reload mid-edit loses nothing (images are not kept). */
export const productDraftKey = (product?: Product) =>
  product ? `admin-product-${product.id}` : 'admin-product-new';

/**
 * The Add Product and Edit Product modal (spec section 5): name, brand, category and
 * description required; size rows with size text and price required, sale 0–100, In Stock
 * on by default; up to three images. While saving the submit reads 'Adding...' or
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
  const formId = useId();
  const isNew = product === undefined;
  const form = useForm<ProductFormFields>({
    resolver: zodResolver(productFormSchema),
    mode: 'onTouched',
    defaultValues: product ? toProductForm(product) : emptyProductForm(),
  });
  const { control, formState } = form;
  const sizes = useFieldArray({ control, name: 'sizes', keyName: 'key' });
  const draft = useFormDraft(form, productDraftKey(product), ['images']);
  const [error, setError] = useState<string | null>(null);
  useBannerInView(formId, error);

  const submit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      await onSubmit(toProduct(values, product));
      draft.clear();
    } catch (failure) {
      setError(`${isNew ? 'Error adding product' : 'Error saving product'}: ${reasonOf(failure)}`);
    }
  });

  const isSaving = formState.isSubmitting;

  const cancel = () => {
    if (isSaving) return;
    draft.clear();
    onClose();
  };

  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) cancel();
      }}
      isDismissable={!isSaving}
      isKeyboardDismissDisabled={isSaving}
      showCloseButton={!isSaving}
      size="lg"
      title={isNew ? 'Add Product' : 'Edit Product'}
      footer={
        <>
          <Button variant="outline" isDisabled={isSaving} onPress={cancel}>
            Cancel
          </Button>
          <Button
            type="submit"
            form={formId}
            variant="accent"
            isPending={isSaving}
            pendingLabel={isNew ? 'Adding...' : 'Saving...'}
          >
            {isNew ? 'Add Product' : 'Save Changes'}
          </Button>
        </>
      }
    >
      <Form
        id={formId}
        aria-label={isNew ? 'Add Product' : `Edit ${product.name}`}
        onSubmit={(event) => void submit(event)}
        error={error}
        onDismissError={() => setError(null)}
      >
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
        <BoundTextArea
          control={control}
          name="description"
          label="Description"
          rows={3}
          isRequired
        />
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
            inStock: (
              <BoundCheckbox control={control} name={`sizes.${index}.inStock`} label="In Stock" />
            ),
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
      </Form>
    </Modal>
  );
}
