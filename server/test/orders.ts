import type { OrderLineInput } from '../../domain/order-schemas';
import { encodeTestToken } from '../../domain/test-payment-token';

/** A guest's order of `lines`, paid with an approved test card, at the quoted total. */
export const testOrderBody = (lines: OrderLineInput[], expectedTotalCents: number) => ({
  lines,
  contact: {
    email: 'pat@example.com',
    shippingAddress: {
      name: 'Pat Pitmaster',
      address: '1 Smoke Lane',
      city: 'Chicago',
      state: 'IL',
      zipCode: '60601',
    },
  },
  payment: {
    token: encodeTestToken({ brand: 'Visa', last4: '4242', expiry: '12/30', outcome: 'approve' }),
  },
  expectedTotalCents,
});
