import { useWatch, type Control, type UseFormSetValue } from 'react-hook-form';
import { Select } from '@ds/primitives/Select/Select';
import type { SavedAddress } from '@domain/types';
import type { CheckoutForm } from '../../commerce/checkout-schema';

export interface SavedAddressSelectProps {
  control: Control<CheckoutForm>;
  setValue: UseFormSetValue<CheckoutForm>;
  addresses: SavedAddress[];
}

/** 'Home: 123 Main St, Austin, TX 78701' */
export const addressLabel = (a: SavedAddress) =>
  `${a.type}: ${a.address}, ${a.city}, ${a.state} ${a.zip}`;

/** The saved address the shipping fields hold now, if they hold one. */
function chosenAddress(addresses: SavedAddress[], fields: string[]) {
  const [address, city, state, zipCode] = fields;
  return addresses.find(
    (a) => a.address === address && a.city === city && a.state === state && a.zip === zipCode,
  );
}

/** Fills the shipping fields from one of the account's addresses; they stay editable. */
export function SavedAddressSelect({ control, setValue, addresses }: SavedAddressSelectProps) {
  const fields = useWatch({ control, name: ['address', 'city', 'state', 'zipCode'] });
  const fill = (id: string) => {
    const saved = addresses.find((a) => a.id === id);
    if (!saved) return;
    const options = { shouldDirty: true, shouldValidate: true };
    setValue('address', saved.address, options);
    setValue('city', saved.city, options);
    setValue('state', saved.state, options);
    setValue('zipCode', saved.zip, options);
  };
  return (
    <Select
      label="Saved address"
      placeholder="Choose a saved address"
      items={addresses.map((a) => ({ id: a.id, label: addressLabel(a) }))}
      selectedKey={chosenAddress(addresses, fields)?.id ?? null}
      onSelectionChange={(key) => fill(String(key))}
    />
  );
}
