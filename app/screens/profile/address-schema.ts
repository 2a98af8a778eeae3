import { z } from 'zod';
import { stateField, zipField } from '../../commerce/checkout-schema';
import { required } from '../../forms/validators';

export const addressTypes = ['Home', 'Work', 'Other'] as const;

/** The Add New Address / Edit Address form: type, address, city, state, ZIP, default. */
export function addressSchema(stateCodes: readonly string[]) {
  return z.object({
    type: z.enum(addressTypes, 'Choose Home, Work or Other'),
    address: required('Address'),
    city: required('City'),
    state: stateField(stateCodes),
    zip: zipField,
    isDefault: z.boolean(),
  });
}

export type AddressForm = z.input<ReturnType<typeof addressSchema>>;
