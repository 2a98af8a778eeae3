import { randomUUID } from 'node:crypto';
import type { OrderLineInput, OrderQuote } from '../../domain/order-schemas';
import { encodeTestToken } from '../../domain/test-payment-token';
import type { Order, Product } from '../../domain/types';
import { expectJson, type ApiClient } from './client';
import { productInput } from './inputs';

/** A product the admin adds with one size, 'Jar', for a test's orders. */
export async function createJarProduct(
  api: ApiClient,
  name: string,
  { priceCents, stock }: { priceCents: number; stock: number },
) {
  const created = await api.post('/products', {
    as: 'admin',
    json: productInput({ name, sizes: [{ size: 'Jar', priceCents, stock }] }),
  });
  return (await expectJson(created, 201)) as Product;
}

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

/**
 * A guest's order of `lines` to a new address at the quoted total: a test that reads the
 * shared mailbox counts only the mail to this address.
 */
export async function placeGuestOrder(api: ApiClient, lines: OrderLineInput[], prefix = 'guest') {
  const email = `${prefix}-${randomUUID()}@example.com`;
  const quoted = (await expectJson(
    await api.post('/orders/quote', { json: { lines } }),
    200,
  )) as OrderQuote;
  const body = testOrderBody(lines, quoted.totalCents);
  const response = await api.post('/orders', {
    json: { ...body, contact: { ...body.contact, email } },
  });
  const placed = (await expectJson(response, 201)) as { order: Order; key: string };
  return { email, ...placed };
}
