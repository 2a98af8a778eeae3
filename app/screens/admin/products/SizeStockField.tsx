import { useController, useWatch, type UseFormReturn } from 'react-hook-form';
import { StockField } from '@ds/patterns/StockField/StockField';
import type { ProductForm } from './product-schema';

/**
 * A size row's Stock, bound to the product form: the count, the count the form read
 * (`stockSeen`) and, after a save refused because the stock moved, the stock now
 * (`stockNow`). Choosing a count then (typing one, 'Set stock to …' or 'Keep …') makes the
 * stock now the one the next save sets over.
 */
export function SizeStockField({
  form,
  index,
}: {
  form: UseFormReturn<ProductForm>;
  index: number;
}) {
  const name = `sizes.${index}.stock` as const;
  const { field, fieldState } = useController({ control: form.control, name });
  const seen = useWatch({ control: form.control, name: `sizes.${index}.stockSeen` });
  const now = useWatch({ control: form.control, name: `sizes.${index}.stockNow` });

  function settle(count?: number) {
    if (now === null || now === undefined) return;
    form.setValue(`sizes.${index}.stockSeen`, now);
    form.setValue(`sizes.${index}.stockNow`, null);
    if (count !== undefined) form.setValue(name, count, { shouldDirty: true });
    form.clearErrors(name);
  }

  return (
    <StockField
      name={field.name}
      onBlur={field.onBlur}
      inputRef={field.ref}
      errorMessage={fieldState.error?.message}
      value={field.value ?? NaN}
      onChange={(count) => {
        settle();
        field.onChange(count);
      }}
      seen={seen ?? undefined}
      stockNow={now ?? undefined}
      onSetAnyway={() => {
        settle();
        form.setFocus(name);
      }}
      onKeepCurrent={() => {
        settle(now ?? undefined);
        form.setFocus(name);
      }}
      isRequired
    />
  );
}
